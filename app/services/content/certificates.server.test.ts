import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getCertificateById, listCertificates, listPublicCertificates } from "~/models/certificate.server";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP } from "./fixtures.test-support";
import { certificates } from "./certificates.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

let imageId: number;

beforeEach(async () => {
  await sql`truncate certificate, media restart identity cascade`.execute(db());
  imageId = await insertMedia(db());
});

describe("certificates", () => {
  it("creates a certificate with its image and link", async () => {
    const row = expectOk(await certificates.create(db(), { ...context, input: { name: "ISO 9001", image_id: imageId, url: "https://iso.org" } })).row;
    expect(row).toMatchObject({ name: "ISO 9001", image_id: imageId, url: "https://iso.org", sort_order: 0, is_published: true, version: 1 });
  });

  it("refuses an image that does not exist or is a PDF", async () => {
    const pdf = await insertMedia(db(), "pdf");
    expect(await certificates.create(db(), { ...context, input: { name: "X", image_id: 555 } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { image_id: ["Image was not found in the media library"] },
    });
    expect(await certificates.create(db(), { ...context, input: { name: "X", image_id: pdf } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { image_id: ["Image must be an image"] },
    });
  });

  it("lists all for admins and published ones publicly, in order", async () => {
    await certificates.create(db(), { ...context, input: { name: "Beta", image_id: imageId, sort_order: 2 } });
    await certificates.create(db(), { ...context, input: { name: "Alpha", image_id: imageId, sort_order: 1 } });
    await certificates.create(db(), { ...context, input: { name: "Hidden", image_id: imageId, is_published: false } });
    expect((await listCertificates(db())).items.map((row) => row.name)).toEqual(["Hidden", "Alpha", "Beta"]);
    expect((await listCertificates(db(), { q: "alp" })).items.map((row) => row.name)).toEqual(["Alpha"]);
    expect((await listCertificates(db(), { isPublished: false })).items.map((row) => row.name)).toEqual(["Hidden"]);
    expect((await listPublicCertificates(db())).map((row) => row.name)).toEqual(["Alpha", "Beta"]);
  });

  it("updates with a version check", async () => {
    const row = expectOk(await certificates.create(db(), { ...context, input: { name: "ISO", image_id: imageId } })).row;
    const updated = expectOk(await certificates.update(db(), { ...context, id: row.id, version: 1, input: { name: "ISO 27001" } }));
    expect(updated.row).toMatchObject({ name: "ISO 27001", version: 2 });
    expect(await certificates.update(db(), { ...context, id: row.id, version: 1, input: { name: "Stale" } })).toMatchObject({ ok: false, status: 409, reason: "conflict" });
    expect(await certificates.update(db(), { ...context, id: 999, version: 1, input: {} })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
    expect(await certificates.update(db(), { ...context, id: row.id, version: 2, input: { image_id: 999 } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { image_id: ["Image was not found in the media library"] },
    });
    expect((await getCertificateById(db(), row.id))?.name).toBe("ISO 27001");
  });

  it("keeps who issued it, its number and its validity, and refuses an end on or before the start", async () => {
    const details = { issuer: "TÜV SÜD", number: "12 100 34567", valid_from: "2025-03-15", valid_until: "2028-03-14" };
    const row = expectOk(await certificates.create(db(), { ...context, input: { name: "ISO 27001", image_id: imageId, ...details } })).row;
    expect(certificates.toJson(row)).toMatchObject(details);
    const refused = { ok: false, status: 422, reason: "invalid", message: expect.any(String), fieldErrors: { valid_until: ["Valid until must be after Valid from"] } };
    expect(await certificates.create(db(), { ...context, input: { name: "X", image_id: imageId, valid_from: "2025-03-15", valid_until: "2025-03-15" } })).toEqual(refused);
    // A change of one date is checked against the other one stored.
    expect(await certificates.update(db(), { ...context, id: row.id, version: 1, input: { valid_until: "2024-01-01" } })).toEqual(refused);
    const cleared = expectOk(await certificates.update(db(), { ...context, id: row.id, version: 1, input: { valid_from: null, valid_until: "2024-01-01" } }));
    expect(cleared.row).toMatchObject({ valid_from: null, valid_until: "2024-01-01" });
  });

  it("deletes", async () => {
    const row = expectOk(await certificates.create(db(), { ...context, input: { name: "ISO", image_id: imageId } })).row;
    expect(await certificates.remove(db(), { ...context, id: row.id })).toEqual({ ok: true });
    expect(await certificates.remove(db(), { ...context, id: row.id })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
    expect(await getCertificateById(db(), row.id)).toBeUndefined();
  });
});
