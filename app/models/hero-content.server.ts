import { sql, type InsertObject, type Transaction, type UpdateObject } from "kysely";
import type { Database, HeroContent } from "~/db/schema";
import {
  containsPattern, isShown, orderedBy, paginate, searchTerm, textOrder, type DbOrTx, type ListParams, type Paginated, type SortExpressions,
} from "./crud.server";

export type { HeroContent };
export type HeroContentListParams = ListParams & { isPublished?: boolean };

const COLUMNS = [
  "id", "title", "body", "image_id", "icon", "link_url", "sort_order", "is_published", "unpublish_at", "version", "created_at", "updated_at",
] as const;

const SORTS: SortExpressions = {
  title: textOrder("title"),
  shown: sql.ref("is_published"),
  order: sql.ref("sort_order"),
  updated: sql.ref("updated_at"),
};
export const HERO_CONTENT_SORT_KEYS = Object.keys(SORTS);

export async function listHeroContents(db: DbOrTx, params: HeroContentListParams = {}): Promise<Paginated<HeroContent>> {
  let query = db.selectFrom("hero_content");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.isPublished !== undefined) query = query.where("is_published", "=", params.isPublished);
  return paginate(
    query,
    (rows) => orderedBy(rows.select(COLUMNS), params.sort, SORTS, (byDefault) => byDefault.orderBy("sort_order").orderBy("id")),
    params,
  );
}

export async function listPublicHeroContents(db: DbOrTx): Promise<HeroContent[]> {
  return publicHeroContentsQuery(db).execute();
}

/** As a query to run alone or inside another (the home page's). */
export function publicHeroContentsQuery(db: DbOrTx) {
  return db.selectFrom("hero_content").select(COLUMNS).where(isShown("hero_content")).orderBy("sort_order").orderBy("id");
}

export async function getHeroContentById(db: DbOrTx, id: number): Promise<HeroContent | undefined> {
  return db.selectFrom("hero_content").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function lockHeroContent(trx: Transaction<Database>, id: number): Promise<HeroContent | undefined> {
  return trx.selectFrom("hero_content").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
}

export async function insertHeroContent(db: DbOrTx, values: InsertObject<Database, "hero_content">): Promise<HeroContent> {
  return db.insertInto("hero_content").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
}

export async function saveHeroContent(db: DbOrTx, id: number, values: UpdateObject<Database, "hero_content">): Promise<HeroContent> {
  return db
    .updateTable("hero_content")
    .set({ ...values, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteHeroContent(db: DbOrTx, id: number): Promise<void> {
  await db.deleteFrom("hero_content").where("id", "=", id).execute();
}
