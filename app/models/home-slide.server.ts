import { sql } from "kysely";
import type { HomeSlide } from "~/db/schema";
import type { HomeSlideChanges, HomeSlideValues } from "~/schemas/home-slide";
import {
  checkMediaReferences, containsPattern, hasErrors, paginate, searchTerm, updateVersioned,
  type CreateResult, type DbOrTx, type DeleteResult, type ListParams, type Paginated, type UpdateResult,
} from "./crud.server";

export type { HomeSlide };
export type HomeSlideListParams = ListParams & { isPublished?: boolean };

const COLUMNS = [
  "id", "title", "subtitle", "image_id", "button_label", "button_url", "sort_order", "is_published", "version",
  "created_at", "updated_at",
] as const;

/** Admin list: every slide, searched by title, in display order. */
export async function listHomeSlides(db: DbOrTx, params: HomeSlideListParams = {}): Promise<Paginated<HomeSlide>> {
  let query = db.selectFrom("home_slide");
  const q = searchTerm(params.q);
  if (q) query = query.where("title", "ilike", containsPattern(q));
  if (params.isPublished !== undefined) query = query.where("is_published", "=", params.isPublished);
  return paginate(query, (rows) => rows.select(COLUMNS).orderBy("sort_order").orderBy("id"), params);
}

/** Published slides in display order (the home page slider). */
export async function listPublicHomeSlides(db: DbOrTx): Promise<HomeSlide[]> {
  return db.selectFrom("home_slide").select(COLUMNS).where("is_published", "=", true).orderBy("sort_order").orderBy("id").execute();
}

export async function getHomeSlideById(db: DbOrTx, id: number): Promise<HomeSlide | undefined> {
  return db.selectFrom("home_slide").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

function checkImage(db: DbOrTx, values: HomeSlideChanges) {
  return checkMediaReferences(db, [{ field: "image_id", label: "Image", id: values.image_id, kind: "image" }]);
}

export async function createHomeSlide(db: DbOrTx, values: HomeSlideValues): Promise<CreateResult<HomeSlide>> {
  const errors = await checkImage(db, values);
  if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
  const row = await db.insertInto("home_slide").values(values).returning(COLUMNS).executeTakeFirstOrThrow();
  return { status: "created", row };
}

export async function updateHomeSlide(
  db: DbOrTx,
  { id, version, values }: { id: number; version: number; values: HomeSlideChanges },
): Promise<UpdateResult<HomeSlide>> {
  return updateVersioned(db, {
    version,
    load: (trx) => trx.selectFrom("home_slide").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
    save: async (trx, current) => {
      const errors = await checkImage(trx, values);
      if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
      const row = await trx
        .updateTable("home_slide")
        .set({ ...values, version: current.version + 1, updated_at: sql`now()` })
        .where("id", "=", id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return { status: "updated", row };
    },
  });
}

export async function deleteHomeSlide(db: DbOrTx, id: number): Promise<DeleteResult> {
  const result = await db.deleteFrom("home_slide").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n ? { status: "deleted" } : { status: "not-found" };
}
