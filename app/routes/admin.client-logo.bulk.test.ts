import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { changeCount } from "~/services/cache/tagged-cache.server";
import { adminGet, adminPost, context, expectAdminOnly, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import * as screen from "./admin.client-logo";

/** /admin/client-logo: several certificates at once, each through its own command. */

const { action } = screen;
const PATH = "/admin/client-logo";

const post = (fields: Array<[string, string]>, cookie: string, path = PATH) => settle(action({ request: adminPost(path, fields, cookie), context, params: {} }));

async function certificate(name: string, imageId: number, is_published = true) {
  return db().insertInto("certificate").values({ name, image_id: imageId, is_published }).returning(["id", "version"]).executeTakeFirstOrThrow();
}

describe("/admin/client-logo, several at once", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(PATH, (cookie) =>
      action({ request: adminPost(PATH, [["intent", "bulk"], ["bulk_action", "trash"], ["ids", "1"]], cookie), context, params: {} }),
    );
  });

  it("hides and publishes through the save command, each audited, revisioned and dropped from the caches", async () => {
    const { admin, cookie } = await signInAdmin();
    const logo = await insertMedia(db());
    const iso = await certificate("ISO 9001", logo);
    const tuv = await certificate("TÜV", logo);
    const draft = await certificate("Draft seal", logo, false);

    const before = changeCount();
    const back = `${PATH}?q=o&sort=order&dir=desc`;
    const hidden = await post([["intent", "bulk"], ["bulk_action", "draft"], ["ids", String(iso.id)], ["ids", String(tuv.id)]], cookie, back);
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("Location")).toBe(back);
    expect(await toastOf(hidden)).toEqual({ type: "success", message: "2 certificates hidden." });
    // One publication of its cache tags per saved certificate, as a save by hand does.
    expect(changeCount() - before).toBe(2);
    const rows = await db().selectFrom("certificate").select(["id", "is_published", "version"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: iso.id, is_published: false, version: 2 },
      { id: tuv.id, is_published: false, version: 2 },
      { id: draft.id, is_published: false, version: 1 },
    ]);
    const revisions = await db().selectFrom("revision").select("record_id").where("resource", "=", "certificates").execute();
    expect(revisions.map((revision) => revision.record_id).sort()).toEqual([String(iso.id), String(tuv.id)].sort());

    const published = await post([["intent", "bulk"], ["bulk_action", "publish"], ["ids", String(draft.id)]], cookie);
    expect(await toastOf(published)).toEqual({ type: "success", message: "1 certificate published." });
    const audits = await db().selectFrom("audit_event").select(["action", "entity_id", "actor_id"]).where("entity", "=", "certificate").orderBy("id").execute();
    expect(audits).toEqual([
      { action: "update", entity_id: String(iso.id), actor_id: admin.id },
      { action: "update", entity_id: String(tuv.id), actor_id: admin.id },
      { action: "update", entity_id: String(draft.id), actor_id: admin.id },
    ]);
  });

  it("moves the selected to the trash through the delete command and names what was gone", async () => {
    const { admin, cookie } = await signInAdmin();
    const logo = await insertMedia(db());
    const keep = await certificate("Keep me", logo);
    const gone = await certificate("Old seal", logo);
    const response = await post([["intent", "bulk"], ["bulk_action", "trash"], ["ids", String(gone.id)], ["ids", "987654"]], cookie);
    expect(await toastOf(response)).toEqual({
      type: "error",
      message: "1 certificate moved to the trash. Not done: “#987654” (it is no longer there).",
    });
    const names = await db().selectFrom("certificate").select("name").where("id", "in", [keep.id, gone.id]).execute();
    expect(names).toEqual([{ name: "Keep me" }]);
    expect(await db().selectFrom("trash").select(["resource", "record_id", "title"]).where("record_id", "=", gone.id).execute()).toEqual([
      { resource: "certificates", record_id: gone.id, title: "Old seal" },
    ]);
    expect(await db().selectFrom("audit_event").select(["action", "actor_id"]).where("entity", "=", "certificate").where("entity_id", "=", String(gone.id)).execute()).toEqual([
      { action: "delete", actor_id: admin.id },
    ]);

    const none = await post([["intent", "bulk"], ["bulk_action", "trash"]], cookie);
    expect(none.status).toBe(400);
    expect((await none.json()).formError).toBe("Select at least one certificate first.");
    const unchosen = await post([["intent", "bulk"], ["ids", String(keep.id)]], cookie);
    expect(unchosen.status).toBe(400);
    expect((await unchosen.json()).formError).toBe("Choose what to do with the selected certificates.");
    expect(await db().selectFrom("certificate").select("name").where("id", "=", keep.id).execute()).toEqual([{ name: "Keep me" }]);
  });

  it("renders a checkbox a row that belongs to the bulk form, with the refusal shown above the list", async () => {
    const handle = await adminScreens([{ file: "admin.client-logo", path: "client-logo", module: screen }]);
    const { cookie } = await signInAdmin();
    const logo = await insertMedia(db());
    const seal = await certificate("Rendered seal", logo);
    const html = await (await handle(adminGet(PATH, cookie))).text();
    const checkbox = /<input type="checkbox" name="ids"[^>]*aria-label="Select Rendered seal"[^>]*>/.exec(html)?.[0];
    expect(checkbox).toContain('form="bulk-form"');
    expect(checkbox).toContain(`value="${seal.id}"`);
    for (const choice of ['value="publish">Publish', 'value="draft">Hide', 'value="trash">Move to trash']) expect(html).toContain(choice);
    const refused = await handle(adminPost(PATH, [["intent", "bulk"], ["bulk_action", "trash"]], cookie));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<p class="form-alert" role="alert">Select at least one certificate first.</p>');
  });
});
