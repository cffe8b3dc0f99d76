import { sql } from "kysely";
import type { Page } from "~/db/schema";
import type { PageChanges, PageValues } from "~/schemas/page";
import { isReservedSlug, RESERVED_SLUGS } from "~/utils/slug";
import {
  containsPattern, hasErrors, inTransaction, isLive, isSlugTaken, paginate, publishedAtOnSave, refuseDuplicates,
  resolveSlug, rowIsLive, searchTerm, statusCondition, updateVersioned, type CreateResult, type DbOrTx,
  type DeleteResult, type FieldErrors, type ListParams, type Paginated, type StatusFilter, type UpdateResult,
} from "./crud.server";
import { deletePublishedItem, trackSlugChange } from "./redirect.server";
import { cleanRichText } from "~/utils/sanitize-html.server";

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

export async function createPage(db: DbOrTx, values: PageValues): Promise<CreateResult<Page>> {
  const attempt = () =>
    inTransaction(db, async (trx): Promise<CreateResult<Page>> => {
      const body = cleanRichText(values.body, "body", "Body");
      const errors = { ...(await check(trx, values)), ...body.errors };
      if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
      const slug = await resolveSlug(trx, "page", { given: values.slug, title: values.title, fallback: "page", avoid: RESERVED_SLUGS, creating: true });
      const row = await trx
        .insertInto("page")
        .values({ ...values, body: body.value, published_at: publishedAtOnSave(values), slug: slug! })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      await trackSlugChange(trx, "page", { after: { slug: row.slug, live: rowIsLive(row) } });
      return { status: "created", row };
    });
  return refuseDuplicates(db, attempt, { slug: [SLUG_TAKEN] });
}

/** Saves `values` over the row at `version`; a stale version changes nothing. */
export async function updatePage(
  db: DbOrTx,
  { id, version, values }: { id: number; version: number; values: PageChanges },
): Promise<UpdateResult<Page>> {
  const attempt = () =>
    updateVersioned(db, {
      version,
      load: (trx) => trx.selectFrom("page").select(COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst(),
      save: async (trx, current): Promise<UpdateResult<Page>> => {
        const body = cleanRichText(values.body, "body", "Body");
        const errors = { ...(await check(trx, values, id)), ...body.errors };
        if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
        const title = values.title ?? current.title;
        const slug = await resolveSlug(trx, "page", { given: values.slug, title, fallback: "page", excludeId: id, avoid: RESERVED_SLUGS, creating: false });
        const row = await trx
          .updateTable("page")
          .set({
            ...values,
            body: body.value,
            published_at: publishedAtOnSave(values, current),
            slug,
            version: current.version + 1,
            updated_at: sql<Date>`now()`,
          })
          .where("id", "=", id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await trackSlugChange(trx, "page", {
          before: { slug: current.slug, live: rowIsLive(current) },
          after: { slug: row.slug, live: rowIsLive(row) },
        });
        return { status: "updated", row };
      },
    });
  return refuseDuplicates(db, attempt, { slug: [SLUG_TAKEN] });
}

/** Deleting drops the redirects that led to it. */
export async function deletePage(db: DbOrTx, id: number): Promise<DeleteResult> {
  return deletePublishedItem(db, "page", id);
}
