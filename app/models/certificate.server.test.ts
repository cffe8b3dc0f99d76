import { sql } from "kysely";
import { db } from "~/db/db.server";
import {
  createCertificate, deleteCertificate, getCertificateById, listCertificates, listPublicCertificates, updateCertificate,
} from "./certificate.server";
import { expectStatus, insertMedia } from "./fixtures.test-support";

let imageId: number;

beforeEach(async () => {
  await sql`truncate certificate, media restart identity cascade`.execute(db());
  imageId = await insertMedia(db());
});

describe("certificates", () => {
  it("creates a certificate with its image and link", async () => {
    const row = expectStatus(await createCertificate(db(), { name: "ISO 9001", image_id: imageId, url: "https://iso.org" }), "created").row;
    expect(row).toMatchObject({ name: "ISO 9001", image_id: imageId, url: "https://iso.org", sort_order: 0, is_published: true, version: 1 });
  });

  it("refuses an image that does not exist or is a PDF", async () => {
    const pdf = await insertMedia(db(), "pdf");
    expect(await createCertificate(db(), { name: "X", image_id: 555 })).toEqual({
      status: "invalid",
      fieldErrors: { image_id: ["Image was not found in the media library"] },
    });
    expect(await createCertificate(db(), { name: "X", image_id: pdf })).toEqual({
      status: "invalid",
      fieldErrors: { image_id: ["Image must be an image"] },
    });
  });

  it("lists all for admins and published ones publicly, in order", async () => {
    await createCertificate(db(), { name: "Beta", image_id: imageId, sort_order: 2 });
    await createCertificate(db(), { name: "Alpha", image_id: imageId, sort_order: 1 });
    await createCertificate(db(), { name: "Hidden", image_id: imageId, is_published: false });
    expect((await listCertificates(db())).items.map((row) => row.name)).toEqual(["Hidden", "Alpha", "Beta"]);
    expect((await listCertificates(db(), { q: "alp" })).items.map((row) => row.name)).toEqual(["Alpha"]);
    expect((await listCertificates(db(), { isPublished: false })).items.map((row) => row.name)).toEqual(["Hidden"]);
    expect((await listPublicCertificates(db())).map((row) => row.name)).toEqual(["Alpha", "Beta"]);
  });

  it("updates with a version check", async () => {
    const row = expectStatus(await createCertificate(db(), { name: "ISO", image_id: imageId }), "created").row;
    const updated = expectStatus(await updateCertificate(db(), { id: row.id, version: 1, values: { name: "ISO 27001" } }), "updated");
    expect(updated.row).toMatchObject({ name: "ISO 27001", version: 2 });
    expect(await updateCertificate(db(), { id: row.id, version: 1, values: { name: "Stale" } })).toEqual({ status: "conflict" });
    expect(await updateCertificate(db(), { id: 999, version: 1, values: {} })).toEqual({ status: "not-found" });
    expect(await updateCertificate(db(), { id: row.id, version: 2, values: { image_id: 999 } })).toEqual({
      status: "invalid",
      fieldErrors: { image_id: ["Image was not found in the media library"] },
    });
    expect((await getCertificateById(db(), row.id))?.name).toBe("ISO 27001");
  });

  it("deletes", async () => {
    const row = expectStatus(await createCertificate(db(), { name: "ISO", image_id: imageId }), "created").row;
    expect(await deleteCertificate(db(), row.id)).toEqual({ status: "deleted" });
    expect(await deleteCertificate(db(), row.id)).toEqual({ status: "not-found" });
    expect(await getCertificateById(db(), row.id)).toBeUndefined();
  });
});
