import type { Page } from "~/db/schema";
import type { PageChanges, PageValues } from "~/schemas/page";
import { isReservedSlug, RESERVED_SLUGS } from "~/utils/slug";
import {
  containsPattern, isLive, isSlugTaken, paginate, searchTerm, statusCondition,
  type DbOrTx, type FieldErrors, type ListParams, type Paginated, type StatusFilter,
} from "./crud.server";
import { publishedItemWrites } from "./slugged-record.server";

export type { Page };

/** A page without its body: what lists and the menu need. */
export type PageSummary = Omit<Page, "body">;
export type MenuPage = Pick<Page, "id" | "title" | "slug" | "sort_order">;
export type PageListParams = ListParams & { status?: StatusFilter };

const SUMMARY_COLUMNS = [
  "id", "title", "slug", "status", "published_at", "show_in_menu", "sort_order", "seo_title", "seo_description",
  "version", "created_at", "updated_at",
] as const;
const COLUMNS = [...SUMMARY_COLUMNS, "body"] as const;
const SLUG_TAKEN = "Slug is already used by another page";

/** Admin list: every status, in menu order, searched by title. */
export async function listPages(db: DbOrTx, params: PageListParams = {}): Promise<Paginated<PageSummary>> {
  let query = db.selectFrom("page");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.status) query = query.where(statusCondition("page", params.status));
  return paginate(query, (rows) => rows.select(SUMMARY_COLUMNS).orderBy("sort_order").orderBy("id"), params);
}

/** Live pages marked "show in menu", in menu order. */
export async function listMenuPages(db: DbOrTx): Promise<MenuPage[]> {
  return db
    .selectFrom("page")
    .select(["id", "title", "slug", "sort_order"])
    .where(isLive("page"))
    .where("show_in_menu", "=", true)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** Every live page (the sitemap). */
export async function listPublicPages(db: DbOrTx): Promise<PageSummary[]> {
  return db.selectFrom("page").select(SUMMARY_COLUMNS).where(isLive("page")).orderBy("sort_order").orderBy("id").execute();
}

export async function getPageById(db: DbOrTx, id: number): Promise<Page | undefined> {
  return db.selectFrom("page").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Any status: for an admin's preview. */
export async function getPageBySlug(db: DbOrTx, slug: string): Promise<Page | undefined> {
  return db.selectFrom("page").select(COLUMNS).where("slug", "=", slug).executeTakeFirst();
}

export async function getPublicPageBySlug(db: DbOrTx, slug: string): Promise<Page | undefined> {
  return db.selectFrom("page").select(COLUMNS).where("slug", "=", slug).where(isLive("page")).executeTakeFirst();
}

export async function isPageSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
  return isSlugTaken(db, "page", options);
}

async function check(db: DbOrTx, values: PageChanges, excludeId?: number): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  // The schema refuses these too; the model holds the line for any other caller.
  if (values.slug && isReservedSlug(values.slug)) errors.slug = ["This slug is reserved"];
  else if (values.slug && (await isPageSlugTaken(db, { slug: values.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

const writes = publishedItemWrites<Page, PageChanges, PageValues>({
  table: "page",
  slugTakenMessage: SLUG_TAKEN,
  slugFallback: "page",
  reservedSlugs: RESERVED_SLUGS,
  check,
  load: (trx, id) => trx.selectFrom("page").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
  insert: (trx, row) => trx.insertInto("page").values(row).returning(COLUMNS).executeTakeFirstOrThrow(),
  update: (trx, id, changes) =>
    trx.updateTable("page").set(changes).where("id", "=", id).returning(COLUMNS).executeTakeFirstOrThrow(),
});

export const createPage = writes.create;
export const updatePage = writes.update;
export const deletePage = writes.remove;
