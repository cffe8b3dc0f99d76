import { sql } from "kysely";
import { db } from "~/db/db.server";
import { findRedirect } from "~/models/redirect.server";
import { parseJson } from "~/schemas/parse";
import type { Actor } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP, withAudit } from "./fixtures.test-support";
import { CONTENT_MESSAGES } from "./messages";
import { productCategories } from "./product-categories.server";
import { solutionCategories } from "./solution-categories.server";

let actor: Actor;

beforeAll(async () => {
  actor = await createActor();
});

beforeEach(async () => {
  await sql`truncate solution, product, solution_category, product_category, redirect, audit_event, media restart identity cascade`.execute(db());
});

const kinds = [
  { resource: solutionCategories, entity: "solution_category", itemTable: "solution" as const, items: "solutions", path: "/solutions" },
  { resource: productCategories, entity: "product_category", itemTable: "product" as const, items: "products", path: "/products" },
];

describe.each(kinds)("$resource.name commands", ({ resource, entity, itemTable, items, path }) => {
  /** What a route does: parse the body with the resource's schema, then run the command. */
  function parsedCreate(body: Record<string, unknown>) {
    const parsed = parseJson(resource.schemas.create, body);
    if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
    return parsed.data;
  }

  it("creates, reads, lists, updates, refuses a stale update and deletes, with one audit event per write", async () => {
    const imageId = await insertMedia(db());
    const created = await withAudit(() =>
      resource.create(db(), { actor, ip: TEST_IP, input: parsedCreate({ name: "Cloud Services", slug: "", image_id: imageId }) }),
    );
    const row = expectOk(created.result).row;
    expect(row).toMatchObject({ name: "Cloud Services", slug: "cloud-services", image_id: imageId, version: 1 });
    expect(row.image).toMatchObject({ id: imageId, kind: "image" });
    expect(created.events).toEqual([
      expect.objectContaining({
        actor_id: actor.id,
        actor_email: actor.email,
        action: "create",
        entity,
        entity_id: String(row.id),
        summary: `Created ${resource.label.one} “Cloud Services”`,
        ip: TEST_IP,
      }),
    ]);

    const fetched = await resource.get(db(), row.id);
    expect(fetched).toEqual(row);
    const json = resource.toJson(fetched!);
    expect(resource.itemSchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({ id: row.id, slug: "cloud-services", image_id: imageId, image_url: `/media/${imageId}/${row.image!.original_name}` });
    expect(json.created_at).toBe(row.created_at.toISOString());

    const page = await resource.list(db(), resource.listParams(new URLSearchParams("q=cloud")));
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ id: row.id, item_count: 0, image: { id: imageId } });
    const listJson = resource.toListJson(page.items[0]);
    expect(resource.listItemSchema.parse(listJson)).toEqual(listJson);
    expect((await resource.list(db(), { q: "nothing like it" })).total).toBe(0);

    const updated = await withAudit(() =>
      resource.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { name: "Cloud", slug: "cloud", image_id: null } }),
    );
    expect(expectOk(updated.result).row).toMatchObject({ name: "Cloud", slug: "cloud", version: 2, image_id: null, image: null });
    expect(updated.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "update", entity, entity_id: String(row.id), summary: `Updated ${resource.label.one} “Cloud”` }),
    ]);
    // A published category's old URL now leads to the new one, written with the same save.
    expect(await findRedirect(db(), `${path}/cloud-services`)).toMatchObject({ from_path: `${path}/cloud-services`, to_path: `${path}/cloud` });

    const stale = await withAudit(() =>
      resource.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { name: "Overwritten" } }),
    );
    expect(stale.result).toEqual({ ok: false, status: 409, reason: "conflict", message: CONTENT_MESSAGES.conflict });
    expect(stale.events).toEqual([]);
    expect(await resource.get(db(), row.id)).toMatchObject({ name: "Cloud", version: 2 });

    const removed = await withAudit(() => resource.remove(db(), { actor, ip: TEST_IP, id: row.id }));
    expect(removed.result).toEqual({ ok: true });
    expect(removed.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "delete", entity, entity_id: String(row.id), summary: `Deleted ${resource.label.one} “Cloud”` }),
    ]);
    expect(await resource.get(db(), row.id)).toBeUndefined();
    // The old URL no longer redirects to a page that is gone.
    expect(await findRedirect(db(), `${path}/cloud-services`)).toBeUndefined();
  });

  it("refuses a slug another category uses, as a field error, writing nothing", async () => {
    expectOk(await resource.create(db(), { actor, ip: TEST_IP, input: { name: "Cloud", slug: "cloud" } }));
    const { result, events } = await withAudit(() => resource.create(db(), { actor, ip: TEST_IP, input: { name: "Other", slug: "cloud" } }));
    const message = `Slug is already used by another ${resource.label.one}`;
    expect(result).toEqual({ ok: false, status: 422, reason: "invalid", message, fieldErrors: { slug: [message] } });
    expect(events).toEqual([]);
    expect((await resource.list(db())).total).toBe(1);
  });

  it("refuses an unknown image and a PDF where an image belongs", async () => {
    const pdf = await insertMedia(db(), "pdf");
    const unknown = await withAudit(() => resource.create(db(), { actor, ip: TEST_IP, input: { name: "A", image_id: 987654 } }));
    expect(unknown.result).toMatchObject({ ok: false, status: 422, fieldErrors: { image_id: ["Image was not found in the media library"] } });
    expect(unknown.events).toEqual([]);
    const wrongKind = await resource.create(db(), { actor, ip: TEST_IP, input: { name: "A", image_id: pdf } });
    expect(wrongKind).toMatchObject({ ok: false, status: 422, fieldErrors: { image_id: ["Image must be an image"] } });
    expect((await resource.list(db())).total).toBe(0);
  });

  it("refuses to delete a category that still holds items, naming how many", async () => {
    const row = expectOk(await resource.create(db(), { actor, ip: TEST_IP, input: { name: "Full" } })).row;
    for (const n of [1, 2, 3]) {
      await db().insertInto(itemTable).values({ category_id: row.id, title: `Item ${n}`, slug: `item-${n}` }).execute();
    }
    const { result, events } = await withAudit(() => resource.remove(db(), { actor, ip: TEST_IP, id: row.id }));
    expect(result).toEqual({
      ok: false,
      status: 409,
      reason: "refused",
      message: `This category still holds 3 ${items}. Move or delete them first.`,
    });
    expect(events).toEqual([]);
    expect(await resource.get(db(), row.id)).toBeDefined();
  });

  it("answers 404 for a record that does not exist or an id that cannot be one", async () => {
    const notFound = { ok: false, status: 404, reason: "not-found", message: "Not found." };
    for (const id of [424242, Number.NaN, -1, 1.5, 2 ** 63]) {
      expect(await resource.update(db(), { actor, ip: TEST_IP, id, version: 1, input: { name: "X" } })).toEqual(notFound);
      expect(await resource.remove(db(), { actor, ip: TEST_IP, id })).toEqual(notFound);
      expect(await resource.get(db(), id)).toBeUndefined();
    }
    expect(await db().selectFrom("audit_event").select("id").execute()).toEqual([]);
  });

  it("writes nothing when the audit event cannot be written: one transaction", async () => {
    const ghost = { id: 99_999_999, email: "ghost@example.test" };
    await expect(resource.create(db(), { actor: ghost, ip: TEST_IP, input: { name: "Orphan" } })).rejects.toThrow();
    expect((await resource.list(db())).total).toBe(0);
  });

  it("reads its list filters from the query string, dropping bad values", () => {
    expect(resource.listParams(new URLSearchParams("q=cloud&page=2&per_page=500&is_published=false"))).toEqual({
      q: "cloud",
      page: 2,
      perPage: 500,
      isPublished: false,
    });
    expect(resource.listParams(new URLSearchParams("page=abc&is_published=maybe"))).toEqual({
      q: undefined,
      page: undefined,
      perPage: undefined,
      isPublished: undefined,
    });
  });
});
