import { sql, type RawBuilder } from "kysely";
import type { Status } from "~/db/schema";
import {
  containsPattern, orderedBy, paginate, searchTerm, statusCondition, textOrder, type DbOrTx, type ListParams, type Paginated, type SortExpressions,
  type StatusFilter,
} from "./crud.server";
import type { CustomerStory, StoryFigure, StoryQuote } from "./customer-story-table.server";

/**
 * Customer stories (the table is typed in customer-story-table.server.ts).
 * The id lists come back as numbers on every driver: a bigint[] arrives as
 * text from node-postgres.
 */

export type { CustomerStory };

export type CustomerStorySummary = Omit<CustomerStory, "body">;
export type CustomerStoryListParams = ListParams & { status?: StatusFilter };

/** The columns a save writes; figures and quote as values, stored as JSON. */
export type CustomerStoryFields = {
  title?: string;
  slug?: string;
  customer_name?: string;
  industry?: string;
  summary?: string;
  body?: string;
  cover_image_id?: number | null;
  logo_id?: number | null;
  figures?: StoryFigure[];
  quote?: StoryQuote | null;
  solution_ids?: number[];
  product_ids?: number[];
  status?: Status;
  published_at?: Date | null | RawBuilder<Date>;
  seo_title?: string;
  seo_description?: string;
};
export type NewCustomerStory = CustomerStoryFields & { title: string; slug: string; customer_name: string };

const SUMMARY_COLUMNS = [
  "id", "title", "slug", "customer_name", "industry", "summary", "cover_image_id", "logo_id", "figures", "quote", "solution_ids",
  "product_ids", "status", "published_at", "unpublish_at", "seo_title", "seo_description", "version", "created_at", "updated_at",
] as const;
const COLUMNS = [...SUMMARY_COLUMNS, "body"] as const;

const SORTS: SortExpressions = {
  title: textOrder("title"),
  customer: textOrder("customer_name"),
  status: sql.ref("status"),
  published: sql`coalesce(published_at, created_at)`,
  updated: sql.ref("updated_at"),
};
/** The `?sort=` keys of the admin list and the API, in the order of the list's columns. */
export const CUSTOMER_STORY_SORT_KEYS = Object.keys(SORTS);

function withNumberIds<Row extends { solution_ids: unknown[]; product_ids: unknown[] }>(row: Row): Row {
  return { ...row, solution_ids: row.solution_ids.map(Number), product_ids: row.product_ids.map(Number) };
}

function columnsOf(values: CustomerStoryFields) {
  const { figures, quote, ...rest } = values;
  return {
    ...rest,
    ...(figures === undefined ? {} : { figures: JSON.stringify(figures) }),
    ...(quote === undefined ? {} : { quote: quote === null ? null : JSON.stringify(quote) }),
  };
}

/** The admin list: every status, searched by title and customer. */
export async function listCustomerStories(db: DbOrTx, params: CustomerStoryListParams = {}): Promise<Paginated<CustomerStorySummary>> {
  let query = db.selectFrom("customer_story");
  const q = searchTerm(params.q);
  if (q) query = query.where((eb) => eb.or([eb("title", "ilike", containsPattern(q)), eb("customer_name", "ilike", containsPattern(q))]));
  if (params.status) query = query.where(statusCondition("customer_story", params.status));
  const page = await paginate(
    query,
    (rows) =>
      orderedBy(rows.select(SUMMARY_COLUMNS), params.sort, SORTS, (byDefault) =>
        byDefault.orderBy(sql`coalesce(published_at, created_at)`, "desc").orderBy("id", "desc"),
      ),
    params,
  );
  return { ...page, items: page.items.map(withNumberIds) };
}

export async function getCustomerStoryById(db: DbOrTx, id: number): Promise<CustomerStory | undefined> {
  const row = await db.selectFrom("customer_story").select(COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && withNumberIds(row);
}

export async function isCustomerStorySlugTaken(db: DbOrTx, { slug, excludeId }: { slug: string; excludeId?: number }): Promise<boolean> {
  let query = db.selectFrom("customer_story").select("id").where("slug", "=", slug);
  if (excludeId !== undefined) query = query.where("id", "!=", excludeId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function lockCustomerStory(trx: DbOrTx, id: number): Promise<CustomerStory | undefined> {
  const row = await trx.selectFrom("customer_story").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
  return row && withNumberIds(row);
}

export async function insertCustomerStory(db: DbOrTx, values: NewCustomerStory): Promise<CustomerStory> {
  const row = await db
    .insertInto("customer_story")
    .values({ ...columnsOf(values), title: values.title, slug: values.slug, customer_name: values.customer_name })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return withNumberIds(row);
}

export async function saveCustomerStory(db: DbOrTx, id: number, values: CustomerStoryFields): Promise<CustomerStory> {
  const row = await db
    .updateTable("customer_story")
    .set({ ...columnsOf(values), version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return withNumberIds(row);
}

export async function deleteCustomerStory(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("customer_story").where("id", "=", id).execute();
}

/** Of `ids`, those with no row in `table` (a related solution or product deleted, or never there). */
export async function missingRelatedIds(db: DbOrTx, table: "solution" | "product", ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(table).select("id").where("id", "in", [...ids]).execute();
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** Every solution or product, by title, as the choices of a story's related items (any status: a draft may go live later). */
export async function relatedChoices(db: DbOrTx, table: "solution" | "product"): Promise<Array<{ id: number; title: string; status: Status }>> {
  return db.selectFrom(table).select(["id", "title", "status"]).orderBy(sql`lower(title)`).orderBy("id").execute();
}
