import { sql } from "kysely";
import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { news } from "~/services/content/news.server";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { action as compareAction, loader as compareLoader } from "./admin.revisions.$resource.$id.$revision";
import { loader as historyLoader } from "./admin.revisions.$resource.$id._index";
import { action, loader } from "./admin.trash";

/** The history, comparison and trash screens: form posts, as without JavaScript. */

beforeEach(async () => {
  await sql`truncate news, media, revision, trash, redirect restart identity cascade`.execute(db());
});

async function article(title: string, extra: Record<string, unknown> = {}) {
  const { admin } = await signInAdmin();
  const result = await news.create(db(), { actor: admin, ip: null, input: { title, body: "<p>First words</p>", ...extra } });
  if (!result.ok) throw new Error(result.message);
  return { admin, row: result.row };
}

describe("/admin/revisions", () => {
  it("is for admins only, and 404 for unknown kinds, ids and revisions", async () => {
    await expectAdminOnly("/admin/revisions/news/1", (cookie) =>
      historyLoader({ request: adminGet("/admin/revisions/news/1", cookie), context, params: { resource: "news", id: "1" } }),
    );
    const { cookie } = await signInAdmin();
    for (const params of [{ resource: "media", id: "1" }, { resource: "news", id: "x" }, { resource: "news", id: "99" }]) {
      const response = await settle(historyLoader({ request: adminGet("/admin/revisions/x/1", cookie), context, params }));
      expect(response.status).toBe(404);
    }
    const missing = await settle(compareLoader({ request: adminGet("/x", cookie), context, params: { resource: "news", id: "1", revision: "5" } }));
    expect(missing.status).toBe(404);
  });

  it("lists the versions with what changed, compares one and restores it with the page's version", async () => {
    const { admin, row } = await article("Harbour office");
    await news.update(db(), { actor: admin, ip: null, id: row.id, version: 1, input: { body: "<p>Second words</p>" } });
    const { cookie } = await signInAdmin();
    const params = { resource: "news", id: String(row.id) };
    const history = await (await settle(historyLoader({ request: adminGet("/x", cookie), context, params }))).json();
    expect(history.history.map((entry: { version: number; changed: string[] }) => [entry.version, entry.changed[0]])).toEqual([[2, "body"], [1, "title"]]);
    expect(history.editPath).toBe(`/admin/edit-blog/${row.id}`);

    const first = String(history.history[1].id);
    const compared = await (await settle(compareLoader({ request: adminGet("/x", cookie), context, params: { ...params, revision: first } }))).json();
    expect(compared.currentVersion).toBe(2);
    expect(compared.fields.find((field: { field: string }) => field.field === "body")).toMatchObject({
      from: { kind: "rich", html: "<p><del>First</del> words</p>" },
      to: { kind: "rich", html: "<p><ins>Second</ins> words</p>" },
    });
    // Only the fields that differ, unless all are asked for.
    expect(compared.fields.map((field: { field: string }) => field.field)).toEqual(["body"]);
    const all = await (await settle(compareLoader({ request: adminGet("/x?all=1", cookie), context, params: { ...params, revision: first } }))).json();
    expect(all.fields.find((field: { field: string }) => field.field === "title")).toMatchObject({
      changed: false,
      from: { kind: "text", parts: [{ kind: "same", text: "Harbour office" }] },
    });

    const stale = await settle(compareAction({ request: adminPost("/x", { intent: "restore", version: "1" }, cookie), context, params: { ...params, revision: first } }));
    expect(stale.status).toBe(409);
    const restored = await settle(compareAction({ request: adminPost("/x", { intent: "restore", version: "2" }, cookie), context, params: { ...params, revision: first } }));
    expect(restored.status).toBe(302);
    expect(restored.headers.get("Location")).toBe(`/admin/revisions/news/${row.id}`);
    expect(await toastOf(restored)).toMatchObject({ type: "success" });
    expect(await latestAudit("news")).toMatchObject({ action: "restore" });
    expect((await news.get(db(), row.id))?.body).toBe("<p>First words</p>");
  });
});

describe("/admin/trash", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/trash", (cookie) => loader({ request: adminGet("/admin/trash", cookie), context, params: {} }));
    await expectAdminOnly("/admin/trash", (cookie) =>
      action({ request: adminPost("/admin/trash", { intent: "restore", resource: "news", record_id: "1" }, cookie), context, params: {} }),
    );
  });

  it("lists what was deleted, restores it (saying what changed) and deletes forever", async () => {
    const image = await insertMedia(db());
    const { admin, row } = await article("Harbour office", { cover_image_id: image });
    await news.remove(db(), { actor: admin, ip: null, id: row.id });
    await db().deleteFrom("media").where("id", "=", image).execute();
    const { cookie } = await signInAdmin();
    const listed = await (await settle(loader({ request: adminGet("/admin/trash", cookie), context, params: {} }))).json();
    expect(listed.items).toEqual([expect.objectContaining({ resource: "news", record_id: row.id, title: "Harbour office" })]);

    const fields = { intent: "restore", resource: "news", record_id: String(row.id) };
    const restored = await settle(action({ request: adminPost("/admin/trash", fields, cookie), context, params: {} }));
    expect(restored.status).toBe(200);
    expect((await restored.json()).restored.notes).toEqual(["Its cover image is no longer in the media library and was left out."]);
    const again = await settle(action({ request: adminPost("/admin/trash", fields, cookie), context, params: {} }));
    expect(again.status).toBe(404);

    await news.remove(db(), { actor: admin, ip: null, id: row.id });
    const forever = await settle(action({ request: adminPost("/admin/trash", { ...fields, intent: "delete" }, cookie), context, params: {} }));
    expect(forever.status).toBe(302);
    expect(await db().selectFrom("trash").select("id").execute()).toEqual([]);
  });
});
