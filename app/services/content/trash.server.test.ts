import { sql } from "kysely";
import { CONTENT_TYPES } from "~/content-types";
import { db } from "~/db/db.server";
import { countRevisions } from "~/models/revision.server";
import type { CommandContext } from "./command.server";
import { certificates } from "./certificates.server";
import { customerStories } from "./customer-stories.server";
import { createActor, expectOk, insertMedia, TEST_IP, withAudit } from "./fixtures.test-support";
import { media } from "./media.server";
import { productCategories } from "./product-categories.server";
import { products } from "./products.server";
import { solutionCategories } from "./solution-categories.server";
import { solutions } from "./solutions.server";
import { news } from "./news.server";
import { pages } from "./pages.server";
import { deleteForever, listTrashed, purgeExpiredTrash, restoreTrashed, trashableTableOf } from "./trash.server";

let context: CommandContext;
let categoryId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

beforeEach(async () => {
  await sql`truncate solution, solution_category, product, product_category, certificate, news, page, redirect, media, revision, trash, audit_event restart identity cascade`.execute(db());
  categoryId = expectOk(await solutionCategories.create(db(), { ...context, input: { name: "Cloud" } })).row.id;
});

async function createSolution(title: string, extra: Record<string, unknown> = {}) {
  return expectOk(
    await solutions.create(db(), { ...context, input: { category_id: categoryId, title, status: "published", ...extra } }),
  ).row;
}

describe("the trash's types", () => {
  it("are the declared types that say so, by their resource name, and nothing else", () => {
    for (const type of CONTENT_TYPES) expect(trashableTableOf(type.resource)).toBe(type.trashable ? type.table : undefined);
    for (const name of ["settings", "constructor", "__proto__", "Solutions", "solution"]) expect(trashableTableOf(name)).toBeUndefined();
  });
});

describe("deleting into the trash", () => {
  it("takes the record off the lists and frees its slug; the trash lists it with who and when", async () => {
    const row = await createSolution("Backup");
    expectOk(await solutions.remove(db(), { ...context, id: row.id }));
    expect(await solutions.get(db(), row.id)).toBeUndefined();
    expect((await solutions.list(db())).items).toEqual([]);
    expect((await createSolution("Backup")).slug).toBe("backup");
    expect(await listTrashed(db())).toEqual([
      expect.objectContaining({ resource: "solutions", record_id: row.id, title: "Backup", actor_id: context.actor.id, actor_name: "Ada Admin" }),
    ]);
  });

  it("still refuses a category that holds items, and media in use; media used only by trashed records is free", async () => {
    const image = await insertMedia(db());
    const row = await createSolution("Backup", { image_id: image });
    expect(await solutionCategories.remove(db(), { ...context, id: categoryId })).toMatchObject({ status: 409, reason: "refused" });
    expect(await media.remove(db(), { ...context, id: image })).toMatchObject({ ok: false });
    expectOk(await solutions.remove(db(), { ...context, id: row.id }));
    expectOk(await solutionCategories.remove(db(), { ...context, id: categoryId }));
    expect(await listTrashed(db())).toHaveLength(2);
  });
});

describe("restoring from the trash", () => {
  it("puts the row back as it was, with its id, and says so in the audit log", async () => {
    const row = await createSolution("Backup", { summary: "Kept" });
    expectOk(await solutions.remove(db(), { ...context, id: row.id }));
    const { result, events } = await withAudit(() => restoreTrashed(db(), context, { resource: "solutions", id: row.id }));
    expect(result).toEqual({ ok: true, resource: "solutions", id: row.id, version: 2, notes: [] });
    expect(await solutions.get(db(), row.id)).toMatchObject({ title: "Backup", slug: "backup", summary: "Kept", status: "published", version: 2 });
    expect(events.map((event) => [event.action, event.summary])).toEqual([["restore", "Restored solution “Backup” from the trash"]]);
    expect(await listTrashed(db())).toEqual([]);
    expect(await restoreTrashed(db(), context, { resource: "solutions", id: row.id })).toMatchObject({ status: 404 });
  });

  it("comes back as a draft with a new slug when its slug was taken, and without media that is gone", async () => {
    const image = await insertMedia(db());
    const row = await createSolution("Backup", { image_id: image });
    expectOk(await solutions.remove(db(), { ...context, id: row.id }));
    await createSolution("Backup");
    expectOk(await media.remove(db(), { ...context, id: image }));
    const result = expectOk(await restoreTrashed(db(), context, { resource: "solutions", id: row.id }));
    expect(result.notes).toEqual([
      "Its image is no longer in the media library and was left out.",
      "Its address “backup” was taken meanwhile: it came back as a draft at “backup-2”.",
    ]);
    expect(await solutions.get(db(), row.id)).toMatchObject({ slug: "backup-2", status: "draft", image_id: null });
  });

  it("refuses when its category is gone, or a picture it cannot do without", async () => {
    const row = await createSolution("Backup");
    expectOk(await solutions.remove(db(), { ...context, id: row.id }));
    expectOk(await solutionCategories.remove(db(), { ...context, id: categoryId }));
    expect(await restoreTrashed(db(), context, { resource: "solutions", id: row.id })).toMatchObject({
      status: 409, message: "Its category is no longer there: restore the category from the trash first.",
    });
    expectOk(await restoreTrashed(db(), context, { resource: "solution-categories", id: categoryId }));
    expectOk(await restoreTrashed(db(), context, { resource: "solutions", id: row.id }));

    const logo = await insertMedia(db());
    const certificate = expectOk(await certificates.create(db(), { ...context, input: { name: "ISO 9001", image_id: logo } })).row;
    expectOk(await certificates.remove(db(), { ...context, id: certificate.id }));
    expectOk(await media.remove(db(), { ...context, id: logo }));
    expect(await restoreTrashed(db(), context, { resource: "certificates", id: certificate.id })).toMatchObject({ status: 409 });
    expect(await listTrashed(db())).toHaveLength(1);
  });
});

describe("an item with translations", () => {
  type Created = { id: number };
  // Every type that declares a translation table, through its own commands; a category's translation has a name and no status.
  const titled = (table: string, parent: string) => (id: number, slug: string) =>
    sql`insert into ${sql.table(table)} (${sql.ref(parent)}, locale, title, slug, status, published_at, source_version)
      values (${id}, 'de', ${`Titel ${slug}`}, ${slug}, 'published', now(), 1)`.execute(db());
  const named = (table: string) => (id: number, slug: string) =>
    sql`insert into ${sql.table(table)} (category_id, locale, name, slug, source_version) values (${id}, 'de', ${`Titel ${slug}`}, ${slug}, 1)`.execute(db());
  const translated = [
    {
      resource: "news",
      create: async (title: string): Promise<Created> => expectOk(await news.create(db(), { ...context, input: { title, status: "published" } })).row,
      remove: (id: number) => news.remove(db(), { ...context, id }),
      addGerman: titled("news_translation", "news_id"),
      back: "as a draft ",
    },
    {
      resource: "pages",
      create: async (title: string): Promise<Created> => expectOk(await pages.create(db(), { ...context, input: { title, status: "published" } })).row,
      remove: (id: number) => pages.remove(db(), { ...context, id }),
      addGerman: titled("page_translation", "page_id"),
      back: "as a draft ",
    },
    {
      resource: "solutions",
      create: (title: string): Promise<Created> => createSolution(title),
      remove: (id: number) => solutions.remove(db(), { ...context, id }),
      addGerman: titled("solution_translation", "item_id"),
      back: "as a draft ",
    },
    {
      resource: "products",
      create: async (title: string): Promise<Created> => {
        const category = expectOk(await productCategories.create(db(), { ...context, input: { name: `${title} category` } })).row;
        return expectOk(await products.create(db(), { ...context, input: { category_id: category.id, title, status: "published" } })).row;
      },
      remove: (id: number) => products.remove(db(), { ...context, id }),
      addGerman: titled("product_translation", "item_id"),
      back: "as a draft ",
    },
    {
      resource: "solution-categories",
      create: async (name: string): Promise<Created> => expectOk(await solutionCategories.create(db(), { ...context, input: { name } })).row,
      remove: (id: number) => solutionCategories.remove(db(), { ...context, id }),
      addGerman: named("solution_category_translation"),
      back: "",
    },
    {
      resource: "product-categories",
      create: async (name: string): Promise<Created> => expectOk(await productCategories.create(db(), { ...context, input: { name } })).row,
      remove: (id: number) => productCategories.remove(db(), { ...context, id }),
      addGerman: named("product_category_translation"),
      back: "",
    },
    {
      resource: "customer-stories",
      create: async (title: string): Promise<Created> =>
        expectOk(await customerStories.create(db(), { ...context, input: { title, customer_name: `${title} Ltd`, status: "published" } })).row,
      remove: (id: number) => customerStories.remove(db(), { ...context, id }),
      addGerman: titled("customer_story_translation", "story_id"),
      back: "as a draft ",
    },
  ];

  it("is walked for every translatable trashable type", () => {
    const declared = CONTENT_TYPES.filter((type) => type.trashable && "translatable" in type).map((type) => type.resource);
    expect(translated.map((type) => type.resource).sort()).toEqual(declared.sort());
  });

  it.each(translated)("$resource: takes its translations into the trash and brings them back; a German address taken meanwhile comes back at a free one", async ({ resource, create, remove, addGerman, back }) => {
    const type = CONTENT_TYPES.find((candidate) => candidate.resource === resource)!;
    const { table, parent } = (type as unknown as { translatable: { table: string; parent: string } }).translatable;
    const germanOf = (id: number) => sql<Record<string, unknown>>`select to_jsonb(t) - 'search' as row from ${sql.table(table)} t where ${sql.ref(parent)} = ${id}`;

    const item = await create("Translated");
    await addGerman(item.id, "uebersetzt");
    const before = (await germanOf(item.id).execute(db())).rows;
    expect(before).toHaveLength(1);

    expectOk(await remove(item.id));
    expect((await germanOf(item.id).execute(db())).rows).toEqual([]);
    const restored = await restoreTrashed(db(), context, { resource, id: item.id });
    expect(restored).toMatchObject({ ok: true, notes: [] });
    expect((await germanOf(item.id).execute(db())).rows).toEqual(before);

    // Out again, and another item takes the German address while it is in the trash.
    expectOk(await remove(item.id));
    const other = await create("Other");
    await addGerman(other.id, "uebersetzt");
    const again = await restoreTrashed(db(), context, { resource, id: item.id });
    expect(again).toMatchObject({ ok: true, notes: [`The DE translation's address “uebersetzt” was taken meanwhile: it came back ${back}at “uebersetzt-2”.`] });
    const [{ row }] = (await germanOf(item.id).execute(db())).rows as Array<{ row: Record<string, unknown> }>;
    expect(row).toMatchObject({ slug: "uebersetzt-2", ...(back ? { status: "draft" } : {}) });
  });
});

describe("leaving the trash for good", () => {
  it("delete forever drops the item and its revisions", async () => {
    const row = await createSolution("Backup");
    expectOk(await solutions.remove(db(), { ...context, id: row.id }));
    expect(await deleteForever(db(), context, { resource: "solutions", id: row.id })).toEqual({ ok: true });
    expect(await listTrashed(db())).toEqual([]);
    expect(await countRevisions(db(), { resource: "solutions", recordId: String(row.id) })).toBe(0);
    expect(await deleteForever(db(), context, { resource: "solutions", id: row.id })).toMatchObject({ status: 404 });
    expect(await deleteForever(db(), context, { resource: "media", id: 1 })).toMatchObject({ status: 404 });
  });

  it("the purge removes what is older than 30 days, by the clock it is given", async () => {
    const old = await createSolution("Old");
    const recent = await createSolution("Recent");
    expectOk(await solutions.remove(db(), { ...context, id: old.id }));
    expectOk(await solutions.remove(db(), { ...context, id: recent.id }));
    await sql`update trash set deleted_at = ${new Date(Date.now() - 31 * DAY)} where record_id = ${old.id}`.execute(db());
    expect((await listTrashed(db())).map((item) => item.title)).toEqual(["Recent"]);
    expect(await purgeExpiredTrash(db())).toBe(1);
    expect(await countRevisions(db(), { resource: "solutions", recordId: String(old.id) })).toBe(0);
    expect(await countRevisions(db(), { resource: "solutions", recordId: String(recent.id) })).toBe(1);
    expect(await purgeExpiredTrash(db(), new Date(Date.now() + 31 * DAY))).toBe(1);
    expect(await db().selectFrom("trash").select("id").execute()).toEqual([]);
  });
});
