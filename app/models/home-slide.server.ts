import { sql, type InsertObject, type Transaction, type UpdateObject } from "kysely";
import type { Database, HomeSlide } from "~/db/schema";
import {
  containsPattern, isShown, orderedBy, paginate, searchTerm, textOrder, type DbOrTx, type ListParams, type Paginated, type SortExpressions,
} from "./crud.server";

export type { HomeSlide };
export type HomeSlideListParams = ListParams & { isPublished?: boolean };

const COLUMNS = [
  "id", "title", "subtitle", "image_id", "button_label", "button_url", "sort_order", "is_published", "unpublish_at", "version",
  "created_at", "updated_at",
] as const;

const SORTS: SortExpressions = {
  title: textOrder("title"),
  shown: sql.ref("is_published"),
  order: sql.ref("sort_order"),
  updated: sql.ref("updated_at"),
};
export const HOME_SLIDE_SORT_KEYS = Object.keys(SORTS);

export async function listHomeSlides(db: DbOrTx, params: HomeSlideListParams = {}): Promise<Paginated<HomeSlide>> {
  let query = db.selectFrom("home_slide");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.isPublished !== undefined) query = query.where("is_published", "=", params.isPublished);
  return paginate(
    query,
    (rows) => orderedBy(rows.select(COLUMNS), params.sort, SORTS, (byDefault) => byDefault.orderBy("sort_order").orderBy("id")),
    params,
  );
}

export async function listPublicHomeSlides(db: DbOrTx): Promise<HomeSlide[]> {
  return publicHomeSlidesQuery(db).execute();
}

/** As a query to run alone or inside another (the home page's). */
export function publicHomeSlidesQuery(db: DbOrTx) {
  return db.selectFrom("home_slide").select(COLUMNS).where(isShown("home_slide")).orderBy("sort_order").orderBy("id");
}

export async function getHomeSlideById(db: DbOrTx, id: number): Promise<HomeSlide | undefined> {
  return db.selectFrom("home_slide").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function lockHomeSlide(trx: Transaction<Database>, id: number): Promise<HomeSlide | undefined> {
  return trx.selectFrom("home_slide").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertHomeSlide(db: DbOrTx, values: InsertObject<Database, "home_slide">): Promise<HomeSlide> {
  return db.insertInto("home_slide").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function saveHomeSlide(db: DbOrTx, id: number, values: UpdateObject<Database, "home_slide">): Promise<HomeSlide> {
  return db
    .updateTable("home_slide")
    .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteHomeSlide(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("home_slide").where("id", "=", id).execute();
}
