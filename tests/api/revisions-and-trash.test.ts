import { db } from "~/db/db.server";
import * as collection from "~/routes/api.admin.$resource";
import * as item from "~/routes/api.admin.$resource.$id";
import * as revisions from "~/routes/api.admin.$resource.$id.revisions._index";
import * as revision from "~/routes/api.admin.$resource.$id.revisions.$revision._index";
import * as restore from "~/routes/api.admin.$resource.$id.revisions.$revision.restore";
import * as trash from "~/routes/api.admin.trash._index";
import * as trashItem from "~/routes/api.admin.trash.$resource.$id._index";
import * as trashRestore from "~/routes/api.admin.trash.$resource.$id.restore";
import * as frontendSolution from "~/routes/api.frontend.solutions.$slug";
import { apiRequest, body } from "../helpers/api";
import { createCallers, requireLoginForDetails, type Callers } from "./fixtures";
import { call } from "./openapi-check";
import { createRefs, type Refs } from "./samples";

/** Revisions and the trash through the JSON API, every answer checked against the OpenAPI document. */

let callers: Callers;
let refs: Refs;

beforeAll(async () => {
  callers = await createCallers();
  refs = await createRefs();
  await requireLoginForDetails(false);
});

function send(method: string, path: string, json?: unknown) {
  return apiRequest(path, { method, token: callers.adminToken, json });
}

async function createSolution(title: string) {
  const response = await call(
    collection.action,
    send("POST", "/api/admin/solutions", { category_id: refs.solutionCategoryId, title, status: "published" }),
    { resource: "solutions" },
  );
  return (await body(response)).data as { id: number; slug: string; version: number };
}

describe("revisions over the API", () => {
  it("lists, reads and restores; a stale version is 409; unknown resources and revisions are 404", async () => {
    const created = await createSolution("Edge routers");
    const params = { resource: "solutions", id: String(created.id) };
    await call(item.action, send("PUT", `/api/admin/solutions/${created.id}`, {
      category_id: refs.solutionCategoryId, title: "Core routers", version: 1,
    }), params);

    const listed = await body(await call(revisions.loader, send("GET", `/api/admin/solutions/${created.id}/revisions`), params));
    expect(listed.data.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    // On PostgreSQL a re-saved publish date also counts: the database keeps microseconds, a save writes milliseconds.
    expect(listed.data[0]).toMatchObject({ changed: expect.arrayContaining(["title"]), saved_by: { id: callers.adminId } });

    const first = listed.data[1].id as number;
    const one = await body(await call(revision.loader, send("GET", `/api/admin/solutions/${created.id}/revisions/${first}`), { ...params, revision: String(first) }));
    expect(one.data).toMatchObject({ version: 1, fields: { title: "Edge routers" }, record: { state: "live", version: 2 } });
    expect(one.data.differs_from_current).toContain("title");

    const path = `/api/admin/solutions/${created.id}/revisions/${first}/restore`;
    const stale = await call(restore.action, send("POST", path, { version: 1 }), { ...params, revision: String(first) });
    expect(stale.status).toBe(409);
    const restored = await call(restore.action, send("POST", path, { version: 2 }), { ...params, revision: String(first) });
    expect(restored.status).toBe(200);
    expect((await body(restored)).data).toMatchObject({ id: created.id, title: "Edge routers", version: 3 });

    const invalid = await call(restore.action, send("POST", path, { version: "x" }), { ...params, revision: String(first) });
    expect(invalid.status).toBe(422);
    expect((await call(revisions.loader, send("GET", "/api/admin/media/1/revisions"), { resource: "media", id: "1" })).status).toBe(404);
    expect((await call(revision.loader, send("GET", `/api/admin/solutions/${created.id}/revisions/999999`), { ...params, revision: "999999" })).status).toBe(404);
  });

  it("keeps settings under settings/{name}", async () => {
    const listed = await call(revisions.loader, send("GET", "/api/admin/settings/hero/revisions"), { resource: "settings", id: "hero" });
    expect(listed.status).toBe(200);
    expect((await call(revisions.loader, send("GET", "/api/admin/settings/nope/revisions"), { resource: "settings", id: "nope" })).status).toBe(404);
  });
});

describe("the trash over the API", () => {
  it("DELETE answers 204 into the trash: the item is 404 everywhere until it is restored", async () => {
    const created = await createSolution("Firewalls");
    const params = { resource: "solutions", id: String(created.id) };
    expect((await call(item.action, send("DELETE", `/api/admin/solutions/${created.id}`), params)).status).toBe(204);
    expect((await call(item.loader, send("GET", `/api/admin/solutions/${created.id}`), params)).status).toBe(404);
    const publicRead = await call(frontendSolution.loader, apiRequest(`/api/frontend/solutions/${created.slug}`), { slug: created.slug });
    expect(publicRead.status).toBe(404);

    const listed = await body(await call(trash.loader, send("GET", "/api/admin/trash")));
    expect(listed.data).toEqual(expect.arrayContaining([expect.objectContaining({ resource: "solutions", id: created.id, title: "Firewalls" })]));

    const restored = await call(trashRestore.action, send("POST", `/api/admin/trash/solutions/${created.id}/restore`), params);
    expect(restored.status).toBe(200);
    expect((await body(restored)).data).toMatchObject({ id: created.id, slug: created.slug, notes: [] });
    expect((await call(item.loader, send("GET", `/api/admin/solutions/${created.id}`), params)).status).toBe(200);
    expect((await call(trashRestore.action, send("POST", `/api/admin/trash/solutions/${created.id}/restore`), params)).status).toBe(404);
  });

  it("deletes forever, and answers 404 for what is not in the trash", async () => {
    const created = await createSolution("Switches");
    const params = { resource: "solutions", id: String(created.id) };
    await call(item.action, send("DELETE", `/api/admin/solutions/${created.id}`), params);
    expect((await call(trashItem.action, send("DELETE", `/api/admin/trash/solutions/${created.id}`), params)).status).toBe(204);
    expect((await call(trashItem.action, send("DELETE", `/api/admin/trash/solutions/${created.id}`), params)).status).toBe(404);
    expect((await call(trashItem.action, send("DELETE", "/api/admin/trash/media/1"), { resource: "media", id: "1" })).status).toBe(404);
    const revisionsLeft = await db().selectFrom("revision").select("id").where("resource", "=", "solutions").where("record_id", "=", String(created.id)).execute();
    expect(revisionsLeft).toEqual([]);
  });
});
