import { sql, type InsertObject, type Transaction, type UpdateObject } from "kysely";
import type { Database, Page as PageRow } from "~/db/schema";
import type { Section } from "~/schemas/sections";
import {
  containsPattern, isLive, isSlugTaken, orderedBy, paginate, searchTerm, statusCondition, textOrder, type DbOrTx, type ListParams,
  type Paginated, type SortExpressions, type StatusFilter,
} from "./crud.server";

/** The sections are stored as JSON that only the page's schema has written. */
export type Page = Omit<PageRow, "sections" | "sections_text"> & { sections: Section[] };

export type PageSummary = Omit<Page, "body" | "sections">;
export type MenuPage = Pick<Page, "id" | "title" | "menu_label" | "slug" | "sort_order">;
export type PageListParams = ListParams & { status?: StatusFilter };

const SUMMARY_COLUMNS = [
  "id", "title", "slug", "status", "published_at", "unpublish_at", "show_in_menu", "menu_label", "sort_order", "seo_title", "seo_description",
  "version", "created_at", "updated_at",
] as const;
const COLUMNS = [...SUMMARY_COLUMNS, "body", "sections"] as const;

type PageInsert = Omit<InsertObject<Database, "page">, "sections"> & { sections?: Section[] };
type PageUpdate = Omit<UpdateObject<Database, "page">, "sections"> & { sections?: Section[] };

function asPage<Row extends { sections: unknown }>(row: Row): Omit<Row, "sections"> & { sections: Section[] } {
  return row as Omit<Row, "sections"> & { sections: Section[] };
}

function asPageOrUndefined<Row extends { sections: unknown }>(row: Row | undefined) {
  return row === undefined ? undefined : asPage(row);
}

/** JSON text for the jsonb column, with the sections' words for the search beside it. */
function sectionColumns(sections: Section[] | undefined, text: string | undefined) {
  return sections === undefined ? {} : { sections: JSON.stringify(sections), sections_text: text ?? "" };
}

const SORTS: SortExpressions = {
  title: textOrder("title"),
  address: sql.ref("slug"),
  status: sql.ref("status"),
  menu: sql.ref("show_in_menu"),
  order: sql.ref("sort_order"),
  updated: sql.ref("updated_at"),
};
export const PAGE_SORT_KEYS = Object.keys(SORTS);

export async function listPages(db: DbOrTx, params: PageListParams = {}): Promise<Paginated<PageSummary>> {
  let query = db.selectFrom("page");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.status) query = query.where(statusCondition("page", params.status));
  return paginate(
    query,
    (rows) => orderedBy(rows.select(SUMMARY_COLUMNS), params.sort, SORTS, (byDefault) => byDefault.orderBy("sort_order").orderBy("id")),
    params,
  );
}

export async function listMenuPages(db: DbOrTx): Promise<MenuPage[]> {
  return menuPagesQuery(db).execute();
}

/** The live pages of the menu, in order, as a query to run alone or inside another (the public layout's). */
export function menuPagesQuery(db: DbOrTx) {
  return db
    .selectFrom("page")
    .select(["id", "title", "menu_label", "slug", "sort_order"])
    .where(isLive("page"))
    .where("show_in_menu", "=", true)
    .orderBy("sort_order")
    .orderBy("id");
}

export { COMPANY_PAGE_SLUG } from "~/utils/company-page";

/** The page the footer links as the privacy policy, when it is live. */
export const PRIVACY_PAGE_SLUG = "privacy-policy";

export function publicPrivacyPageQuery(db: DbOrTx) {
  return db.selectFrom("page").select(["id", "title", "slug", "sort_order"]).where(isLive("page")).where("slug", "=", PRIVACY_PAGE_SLUG);
}

export async function listPublicPages(db: DbOrTx): Promise<PageSummary[]> {
  return db.selectFrom("page").select(SUMMARY_COLUMNS).where(isLive("page")).orderBy("sort_order").orderBy("id").execute();
}

export async function getPageById(db: DbOrTx, id: number): Promise<Page | undefined> {
  return asPageOrUndefined(await db.selectFrom("page").select(COLUMNS).where("id", "=", id).executeTakeFirst());
}

/** Any status: for an admin's preview. */
export async function getPageBySlug(db: DbOrTx, slug: string): Promise<Page | undefined> {
  return asPageOrUndefined(await db.selectFrom("page").select(COLUMNS).where("slug", "=", slug).executeTakeFirst());
}

export async function getPublicPageBySlug(db: DbOrTx, slug: string): Promise<Page | undefined> {
  return asPageOrUndefined(await db.selectFrom("page").select(COLUMNS).where("slug", "=", slug).where(isLive("page")).executeTakeFirst());
}

export async function isPageSlugTaken(db: DbOrTx, options: { slug: string; excludeId?: number }): Promise<boolean> {
  return isSlugTaken(db, "page", options);
}

export async function lockPage(trx: Transaction<Database>, id: number): Promise<Page | undefined> {
  return asPageOrUndefined(await trx.selectFrom("page").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst());
}

/** `sectionsText` is what the site search reads of the sections (sectionsText in app/schemas/sections.ts). */
export async function insertPage(db: DbOrTx, { sections, ...values }: PageInsert, sectionsText?: string): Promise<Page> {
  const row = await db
    .insertInto("page")
    .values({ ...values, ...sectionColumns(sections, sectionsText) })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asPage(row);
}

export async function savePage(db: DbOrTx, id: number, { sections, ...values }: PageUpdate, sectionsText?: string): Promise<Page> {
  const row = await db
    .updateTable("page")
    .set({ ...values, ...sectionColumns(sections, sectionsText), version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return asPage(row);
}

export async function deletePage(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("page").where("id", "=", id).execute();
}
