import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
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
      url: ["URL must start with http:// or https://"],
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
