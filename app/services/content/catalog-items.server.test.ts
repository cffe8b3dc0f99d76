import { sql } from "kysely";
import { db } from "~/db/db.server";
import { findRedirect } from "~/models/redirect.server";
import { parseJson } from "~/schemas/parse";
import type { Actor } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP, withAudit } from "./fixtures.test-support";
import { CONTENT_MESSAGES } from "./messages";
import { products } from "./products.server";
import { solutions } from "./solutions.server";

let actor: Actor;

beforeAll(async () => {
  actor = await createActor();
});

beforeEach(async () => {
  await sql`truncate solution, product, solution_category, product_category, redirect, audit_event, media restart identity cascade`.execute(db());
});

const kinds = [
  { resource: solutions, entity: "solution", categoryTable: "solution_category" as const, detailPath: "/solution-details" },
  { resource: products, entity: "product", categoryTable: "product_category" as const, detailPath: "/product-details" },
];

describe.each(kinds)("$resource.name commands", ({ resource, entity, categoryTable, detailPath }) => {
  let categoryId: number;

  beforeEach(async () => {
    const category = await db().insertInto(categoryTable).values({ name: "Cloud", slug: "cloud" }).returning("id").executeTakeFirstOrThrow();
    categoryId = category.id;
  });

  function parsed(schema: "create" | "update", body: Record<string, unknown>) {
    const result = parseJson(resource.schemas[schema], body);
    if (!result.success) throw new Error(JSON.stringify(result.fieldErrors));
    return result.data;
  }

  it("creates, reads, lists, updates, refuses a stale update and deletes, with one audit event per write", async () => {
    const imageId = await insertMedia(db());
    const created = await withAudit(() =>
      resource.create(db(), {
        actor,
        ip: TEST_IP,
        input: parsed("create", {
          category_id: categoryId,
          title: "Cloud Migration",
          slug: "",
          body: '<p>Move <strong>everything</strong></p><script>alert(1)</script><a href="javascript:alert(2)">bad link</a>',
          image_id: imageId,
          status: "published",
        }),
      }),
    );
    const row = expectOk(created.result).row;
    expect(row).toMatchObject({ title: "Cloud Migration", slug: "cloud-migration", status: "published", version: 1, image: { id: imageId } });
    // Sanitised on the way in: no script, and the unsafe link keeps only its text.
    expect(row.body).toBe("<p>Move <strong>everything</strong></p>bad link");
    expect(row.published_at).toBeInstanceOf(Date);
    expect(created.events).toEqual([
      expect.objectContaining({
        actor_id: actor.id,
        actor_email: actor.email,
        action: "create",
        entity,
        entity_id: String(row.id),
        summary: `Created ${resource.label.one} “Cloud Migration”`,
        ip: TEST_IP,
      }),
    ]);

    const fetched = await resource.get(db(), row.id);
    expect(fetched).toEqual(row);
    const json = resource.toJson(fetched!);
    expect(resource.itemSchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({
      category_id: categoryId,
      body: row.body,
      image_url: `/media/${imageId}/${row.image!.original_name}`,
      published_at: row.published_at!.toISOString(),
    });

    const page = await resource.list(db(), resource.listParams(new URLSearchParams(`category_id=${categoryId}&status=published`)));
    expect(page.items.map((item) => item.id)).toEqual([row.id]);
    expect(page.items[0]).toMatchObject({ category_name: "Cloud", image: { id: imageId } });
    const listJson = resource.toListJson(page.items[0]);
    expect(resource.listItemSchema.parse(listJson)).toEqual(listJson);
    expect(listJson).not.toHaveProperty("body");
    expect((await resource.list(db(), { status: "draft" })).total).toBe(0);

    const updated = await withAudit(() =>
      resource.update(db(), {
        actor,
        ip: TEST_IP,
        id: row.id,
        version: 1,
        input: parsed("update", { version: 1, category_id: categoryId, title: "Cloud Moves", slug: "cloud-moves", body: "<p>New</p>" }),
      }),
    );
    expect(expectOk(updated.result).row).toMatchObject({ title: "Cloud Moves", slug: "cloud-moves", body: "<p>New</p>", version: 2 });
    expect(updated.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "update", entity, entity_id: String(row.id), summary: `Updated ${resource.label.one} “Cloud Moves”` }),
    ]);
    expect(await findRedirect(db(), `${detailPath}/cloud-migration`)).toMatchObject({
      from_path: `${detailPath}/cloud-migration`,
      to_path: `${detailPath}/cloud-moves`,
    });

    const stale = await withAudit(() =>
      resource.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { title: "Overwritten", slug: "overwritten" } }),
    );
    expect(stale.result).toEqual({ ok: false, status: 409, reason: "conflict", message: CONTENT_MESSAGES.conflict });
    expect(stale.events).toEqual([]);
    expect(await resource.get(db(), row.id)).toMatchObject({ title: "Cloud Moves", slug: "cloud-moves", version: 2 });
    expect(await findRedirect(db(), `${detailPath}/cloud-moves`)).toBeUndefined();

    const removed = await withAudit(() => resource.remove(db(), { actor, ip: TEST_IP, id: row.id }));
    expect(removed.result).toEqual({ ok: true });
    expect(removed.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "delete", entity, entity_id: String(row.id), summary: `Deleted ${resource.label.one} “Cloud Moves”` }),
    ]);
    expect(await resource.get(db(), row.id)).toBeUndefined();
  });

  it("refuses a taken slug, an unknown category and an unknown image as field errors, writing nothing", async () => {
    expectOk(await resource.create(db(), { actor, ip: TEST_IP, input: { category_id: categoryId, title: "First", slug: "first" } }));
    const { result, events } = await withAudit(() =>
      resource.create(db(), { actor, ip: TEST_IP, input: { category_id: 987654, title: "Second", slug: "first", image_id: 876543 } }),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      reason: "invalid",
      fieldErrors: {
        slug: [`Slug is already used by another ${resource.label.one}`],
        category_id: ["Category was not found"],
        image_id: ["Image was not found in the media library"],
      },
    });
    expect(events).toEqual([]);
    expect((await resource.list(db())).total).toBe(1);
  });

  it("checks the body's limit after sanitising", async () => {
    const text = "x".repeat(99_990);
    // Over 100,000 characters as sent, under once the script is gone: accepted.
    const padded = `<p>${text}</p><script>${"y".repeat(5_000)}</script>`;
    const accepted = expectOk(await resource.create(db(), { actor, ip: TEST_IP, input: { category_id: categoryId, title: "Long", body: padded } })).row;
    expect(accepted.body).toBe(`<p>${text}</p>`);

    const tooLong = await withAudit(() =>
      resource.update(db(), { actor, ip: TEST_IP, id: accepted.id, version: 1, input: { body: `<p>${"x".repeat(100_000)}</p>` } }),
    );
    expect(tooLong.result).toMatchObject({ ok: false, status: 422, fieldErrors: { body: ["Body must be at most 100,000 characters"] } });
    expect(tooLong.events).toEqual([]);
    expect(await resource.get(db(), accepted.id)).toMatchObject({ version: 1, body: `<p>${text}</p>` });
  });

  it("numbers a generated slug that is taken, and a blank slug on update makes one from the title", async () => {
    const first = expectOk(await resource.create(db(), { actor, ip: TEST_IP, input: { category_id: categoryId, title: "Backup" } })).row;
    const second = expectOk(await resource.create(db(), { actor, ip: TEST_IP, input: { category_id: categoryId, title: "Backup" } })).row;
    expect([first.slug, second.slug]).toEqual(["backup", "backup-2"]);
    const renamed = await resource.update(db(), { actor, ip: TEST_IP, id: second.id, version: 1, input: { title: "Restore", slug: "" } });
    expect(expectOk(renamed).row.slug).toBe("restore");
  });

  it("answers 404 for a missing record", async () => {
    expect(await resource.update(db(), { actor, ip: TEST_IP, id: 4242, version: 1, input: { title: "X" } })).toMatchObject({ status: 404 });
    expect(await resource.remove(db(), { actor, ip: TEST_IP, id: 4242 })).toMatchObject({ status: 404 });
  });
});
