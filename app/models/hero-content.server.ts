import { sql } from "kysely";
import type { HeroContent } from "~/db/schema";
import type { HeroContentChanges, HeroContentValues } from "~/schemas/hero-content";
import {
  checkMediaReferences, containsPattern, hasErrors, paginate, searchTerm, updateVersioned,
  type CreateResult, type DbOrTx, type DeleteResult, type ListParams, type Paginated, type UpdateResult,
} from "./crud.server";

export type { HeroContent };
export type HeroContentListParams = ListParams & { isPublished?: boolean };

const COLUMNS = [
  "id", "title", "body", "image_id", "icon", "link_url", "sort_order", "is_published", "version", "created_at", "updated_at",
] as const;

/** Admin list: every hero content, searched by title, in display order. */
export async function listHeroContents(db: DbOrTx, params: HeroContentListParams = {}): Promise<Paginated<HeroContent>> {
  let query = db.selectFrom("hero_content");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.isPublished !== undefined) query = query.where("is_published", "=", params.isPublished);
  return paginate(query, (rows) => rows.select(COLUMNS).orderBy("sort_order").orderBy("id"), params);
}

/** Published hero contents in display order (the home page). */
export async function listPublicHeroContents(db: DbOrTx): Promise<HeroContent[]> {
  return db.selectFrom("hero_content").select(COLUMNS).where("is_published", "=", true).orderBy("sort_order").orderBy("id").execute();
}

export async function getHeroContentById(db: DbOrTx, id: number): Promise<HeroContent | undefined> {
  return db.selectFrom("hero_content").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

function checkImage(db: DbOrTx, values: HeroContentChanges) {
  return checkMediaReferences(db, [{ field: "image_id", label: "Image", id: values.image_id, kind: "image" }]);
}

export async function createHeroContent(db: DbOrTx, values: HeroContentValues): Promise<CreateResult<HeroContent>> {
  const errors = await checkImage(db, values);
  if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
  const row = await db.insertInto("hero_content").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
  return { status: "created", row };
}

export async function updateHeroContent(
  db: DbOrTx,
  { id, version, values }: { id: number; version: number; values: HeroContentChanges },
): Promise<UpdateResult<HeroContent>> {
  return updateVersioned(db, {
    version,
    load: (trx) => trx.selectFrom("hero_content").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
    save: async (trx, current) => {
      const errors = await checkImage(trx, values);
      if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
      const row = await trx
        .updateTable("hero_content")
        .set({ ...values, version: current.version + 1, updated_at: sql`now()` })
        .where("id", "=", id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { status: "updated", row };
    },
  });
}

export async function deleteHeroContent(db: DbOrTx, id: number): Promise<DeleteResult> {
  const result = await db.deleteFrom("hero_content").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n ? { status: "deleted" } : { status: "not-found" };
}
