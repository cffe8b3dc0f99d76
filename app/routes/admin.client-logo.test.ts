import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { adminGet, adminMultipart, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { multipartForm, pdfBytes, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { action, loader } from "./admin.client-logo";

/** /admin/client-logo: certificates in a table, created and edited in a panel (?edit=), deleted from either. */

const PATH = "/admin/client-logo";
const post = (fields: Record<string, string>, cookie: string) => settle(action({ request: adminPost(PATH, fields, cookie), context, params: {} }));

async function certificate(name: string, imageId: number) {
  return db().insertInto("certificate").values({ name, image_id: imageId }).returning(["id", "version"]).executeTakeFirstOrThrow();
}

describe("/admin/client-logo", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(PATH, (cookie) => loader({ request: adminGet(PATH, cookie), context, params: {} }));
    await expectAdminOnly(PATH, (cookie) => action({ request: adminPost(PATH, { intent: "create" }, cookie), context, params: {} }));
  });

  it("lists certificates with the library's images to choose from", async () => {
    const { cookie } = await signInAdmin();
    const logo = await insertMedia(db());
    await certificate("ISO 9001", logo);
    const response = await settle(loader({ request: adminGet(PATH, cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.items).toEqual([expect.objectContaining({ name: "ISO 9001", image_id: logo, is_published: true, version: 1 })]);
    expect(data.images.map((option: { value: string }) => option.value)).toContain(String(logo));
  });

  it("requires a name and a logo, and refuses a link that is not http(s)", async () => {
    const { cookie } = await signInAdmin();
    const response = await post({ intent: "create", name: "", image_id: "", url: "javascript:alert(1)", sort_order: "1" }, cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toMatchObject({
      name: ["Name is required"],
      image_id: ["Image is required"],
      url: ["URL must start with http://, https:// or /"],
    });
    expect(body.values).toMatchObject({ intent: "create", url: "javascript:alert(1)" });
    expect(await db().selectFrom("certificate").select("id").where("url", "=", "javascript:alert(1)").execute()).toEqual([]);
  });

  it("creates, saves and deletes a certificate, each audited with a toast; a stale save is refused", async () => {
    const { admin, cookie } = await signInAdmin();
    const logo = await insertMedia(db());
    const created = await post({ intent: "create", name: "ISO 27001", image_id: String(logo), url: "https://www.iso.org", sort_order: "2", is_published: "on" }, cookie);
    expect(created.status).toBe(302);
    expect(await toastOf(created)).toEqual({ type: "success", message: "Certificate “ISO 27001” created" });
    const row = await db().selectFrom("certificate").selectAll().where("name", "=", "ISO 27001").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "ISO 27001", image_id: logo, url: "https://www.iso.org", sort_order: 2, is_published: true });
    expect(await latestAudit("certificate")).toMatchObject({ action: "create", entity_id: String(row.id), actor_id: admin.id });

    const saved = await post({ intent: "update", id: String(row.id), version: "1", name: "ISO/IEC 27001", image_id: String(logo), url: "", sort_order: "2" }, cookie);
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toEqual({ type: "success", message: "Certificate “ISO/IEC 27001” saved" });
    expect(await db().selectFrom("certificate").select(["name", "url", "is_published", "version"]).where("id", "=", row.id).executeTakeFirstOrThrow()).toEqual({
      name: "ISO/IEC 27001", url: "", is_published: false, version: 2,
    });

    const stale = await post({ intent: "update", id: String(row.id), version: "1", name: "Stale", image_id: String(logo) }, cookie);
    expect(stale.status).toBe(409);
    expect((await stale.json()).formError).toBe("This record was changed by someone else. Reload it to see their changes.");

    const deleted = await post({ intent: "delete", id: String(row.id) }, cookie);
    expect(deleted.status).toBe(302);
    expect(await toastOf(deleted)).toEqual({ type: "success", message: "Certificate “ISO/IEC 27001” deleted" });
    expect(await db().selectFrom("certificate").select("id").where("id", "=", row.id).execute()).toEqual([]);
    expect(await latestAudit("certificate")).toMatchObject({ action: "delete", entity_id: String(row.id), actor_id: admin.id });
  });

  it("opens a certificate in the edit panel with its logo among the choices, and sorts by name", async () => {
    const { cookie } = await signInAdmin();
    const logo = await insertMedia(db());
    const zulu = await certificate("panel Zulu", logo);
    await certificate("Panel Alpha", logo);
    const open = async (query: string) => (await settle(loader({ request: adminGet(`${PATH}${query}`, cookie), context, params: {} }))).json();
    const data = await open(`?q=panel&sort=name&dir=asc&edit=${zulu.id}`);
    expect(data.items.map((item: { name: string }) => item.name)).toEqual(["Panel Alpha", "panel Zulu"]);
    expect(data.sort).toEqual({ key: "name", dir: "asc" });
    expect(data.editing).toMatchObject({ id: zulu.id, name: "panel Zulu", image_id: logo, sort_order: 0, is_published: true, version: 1, history_count: 0 });
    expect(data.images.map((option: { value: string }) => option.value)).toContain(String(logo));
    expect((await open("?q=panel&sort=name&dir=desc")).items.map((item: { name: string }) => item.name)).toEqual(["panel Zulu", "Panel Alpha"]);
  });
});

describe("/admin/client-logo, a logo uploaded from the panel", () => {
  const postFile = (entries: FormEntry[], cookie: string) =>
    settle(action({ request: adminMultipart(PATH, multipartForm(entries), cookie), context, params: {} }));
  const fields = (values: Record<string, string>): FormEntry[] => Object.entries({ name: "", image_id: "", url: "", sort_order: "0", ...values });
  async function mediaCount(): Promise<number> {
    const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const originalName = async (id: number | null) =>
    (await db().selectFrom("media").select("original_name").where("id", "=", id!).executeTakeFirstOrThrow()).original_name;

  it("stores a new logo file and uses it instead of the library choice, on create and on save", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const created = await postFile(
      [...fields({ intent: "create", name: "ISO 14001", url: "https://www.iso.org" }), ["image_file", { bytes: await pngBytes(), name: "iso-14001.png", type: "image/png" }]],
      cookie,
    );
    expect(created.status).toBe(302);
    expect(await toastOf(created)).toEqual({ type: "success", message: "Certificate “ISO 14001” created" });
    expect(await mediaCount()).toBe(before + 1);
    const row = await db().selectFrom("certificate").select(["id", "image_id", "version"]).where("name", "=", "ISO 14001").executeTakeFirstOrThrow();
    expect(await originalName(row.image_id)).toBe("iso-14001.png");

    const chosen = await insertMedia(db());
    const saved = await postFile(
      [
        ...fields({ intent: "update", id: String(row.id), version: String(row.version), name: "ISO 14001", image_id: String(chosen) }),
        ["image_file", { bytes: await pngBytes(320, 200, "#1e6b3a"), name: "iso-14001-2026.png", type: "image/png" }],
      ],
      cookie,
    );
    expect(saved.status).toBe(302);
    const after = await db().selectFrom("certificate").select(["image_id", "version"]).where("id", "=", row.id).executeTakeFirstOrThrow();
    expect(after.version).toBe(row.version + 1);
    expect(after.image_id).not.toBe(chosen);
    expect(await originalName(after.image_id)).toBe("iso-14001-2026.png");
  });

  it("refuses a file that is not an image, or too large, on the logo field with the rest kept, storing nothing", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const typed = { intent: "create", name: "CE mark", url: "https://example.com/ce", sort_order: "4" };

    const pdf = await postFile([...fields(typed), ["image_file", { bytes: pdfBytes(), name: "ce.png", type: "image/png" }]], cookie);
    expect(pdf.status).toBe(422);
    expect(await pdf.json()).toMatchObject({ fieldErrors: { image_id: ["Logo image must be an image"] }, values: typed });

    const huge = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await postFile([...fields(typed), ["image_file", { bytes: huge, name: "ce.png", type: "image/png" }]], cookie);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ fieldErrors: { image_id: ["Image is larger than 5 MB"] }, values: typed });

    // Another field's error: the file is not stored either.
    const unnamed = await postFile([...fields({ ...typed, name: "" }), ["image_file", { bytes: await pngBytes(), name: "ce.png", type: "image/png" }]], cookie);
    expect(unnamed.status).toBe(422);
    expect((await unnamed.json()).fieldErrors).toEqual({ name: ["Name is required"] });

    // No file and no library choice: the logo is still required.
    const none = await postFile(fields(typed), cookie);
    expect(none.status).toBe(422);
    expect((await none.json()).fieldErrors).toEqual({ image_id: ["Image is required"] });

    expect(await mediaCount()).toBe(before);
    expect(await db().selectFrom("certificate").select("id").where("name", "=", "CE mark").execute()).toEqual([]);
  });

  it("takes the stored file back when the save is refused as stale", async () => {
    const { cookie } = await signInAdmin();
    const row = await certificate("Stale logo", await insertMedia(db()));
    const before = await mediaCount();
    const stale = await postFile(
      [
        ...fields({ intent: "update", id: String(row.id), version: String(row.version + 1), name: "Stale logo" }),
        ["image_file", { bytes: await pngBytes(), name: "late.png", type: "image/png" }],
      ],
      cookie,
    );
    expect(stale.status).toBe(409);
    expect(await mediaCount()).toBe(before);
  });
});
