import { sql, type RawBuilder, type Transaction } from "kysely";
import type { Database } from "~/db/schema";
import {
  hasErrors, inTransaction, publishedAtOnSave, refuseDuplicates, resolveSlug, rowIsLive, updateVersioned,
  type CreateResult, type DbOrTx, type DeleteResult, type FieldErrors, type UpdateResult,
} from "./crud.server";
import { cleanRichText } from "~/utils/sanitize-html.server";
import { publicPathOf, removeRedirectsTo, trackSlugChange, type PublicPathKind } from "./redirect.server";

/**
 * The writes of every record with a public address made of its slug
 * (categories, solutions, products, news articles, pages). Each save follows the
 * same steps: check the values, fill an empty slug from the title, write,
 * and keep the redirects in step with a live record's slug; a taken slug is a
 * field error, also when two saves race for it. The queries and the checks stay
 * in each model; this module holds the order of the steps, so it is one rule.
 */

type Trx = Transaction<Database>;

type SluggedRow = { id: number; slug: string; version: number };

type SluggedRecordWrites<Row, Changes, Values> = {
  create: (db: DbOrTx, values: Values) => Promise<CreateResult<Row>>;
  update: (db: DbOrTx, args: { id: number; version: number; values: Changes }) => Promise<UpdateResult<Row>>;
};

/**
 * The model's own queries, each selecting the model's columns: the row to
 * update (locked), the insert and the update. `Columns` are what the model
 * derives from the values besides the slug (a clean body, a publication date).
 */
type SluggedRecordQueries<Row, Changes, Values, Columns> = {
  load: (trx: Trx, id: number) => Promise<Row | undefined>;
  insert: (trx: Trx, row: Values & Columns & { slug: string }) => Promise<Row>;
  update: (
    trx: Trx,
    id: number,
    changes: Changes & Columns & { slug: string | undefined; version: number; updated_at: RawBuilder<Date> },
  ) => Promise<Row>;
};

export function sluggedRecordWrites<
  Row extends SluggedRow & Record<TitleColumn, string>,
  Changes extends { slug?: string } & Partial<Record<TitleColumn, string>>,
  Values extends Changes & Record<TitleColumn, string>,
  Columns extends object,
  TitleColumn extends "title" | "name",
>(config: {
  table: PublicPathKind;
  /** The field error of a slug another record of the table already has. */
  slugTakenMessage: string;
  /** What a generated slug is made from. */
  titleColumn: TitleColumn;
  /** The slug when the title gives none ("article"). */
  slugFallback: string;
  /** Slugs a generated one must not be (the reserved page slugs). */
  reservedSlugs?: readonly string[];
  isLive: (row: Row) => boolean;
  /**
   * Checks the values against the database (current is the row being updated)
   * and gives the columns the model derives from them besides the slug.
   */
  prepare: (trx: Trx, values: Changes, current?: Row) => Promise<{ errors: FieldErrors; columns: Columns }>;
} & SluggedRecordQueries<Row, Changes, Values, Columns>): SluggedRecordWrites<Row, Changes, Values> {
  const { table, titleColumn } = config;
  const duplicateSlug = { slug: [config.slugTakenMessage] };

  async function create(db: DbOrTx, values: Values): Promise<CreateResult<Row>> {
    return refuseDuplicates(
      db,
      () =>
        inTransaction(db, async (trx): Promise<CreateResult<Row>> => {
          const { errors, columns } = await config.prepare(trx, values);
          if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
          const slug = await resolveSlug(trx, table, {
            given: values.slug,
            title: values[titleColumn],
            fallback: config.slugFallback,
            avoid: config.reservedSlugs,
            creating: true,
          });
          const row = await config.insert(trx, { ...values, ...columns, slug: slug! });
          await trackSlugChange(trx, table, { after: { slug: row.slug, live: config.isLive(row) } });
          return { status: "created", row };
        }),
      duplicateSlug,
    );
  }

  async function update(
    db: DbOrTx,
    { id, version, values }: { id: number; version: number; values: Changes },
  ): Promise<UpdateResult<Row>> {
    return refuseDuplicates(
      db,
      () =>
        updateVersioned(db, {
          version,
          load: (trx) => config.load(trx, id),
          save: async (trx, current) => {
            const { errors, columns } = await config.prepare(trx, values, current);
            if (hasErrors(errors)) return { status: "invalid", fieldErrors: errors };
            const slug = await resolveSlug(trx, table, {
              given: values.slug,
              title: values[titleColumn] ?? current[titleColumn],
              fallback: config.slugFallback,
              excludeId: id,
              avoid: config.reservedSlugs,
              creating: false,
            });
            const row = await config.update(trx, id, {
              ...values,
              ...columns,
              slug,
              version: current.version + 1,
              updated_at: sql<Date>`now()`,
            });
            await trackSlugChange(trx, table, {
              before: { slug: current.slug, live: config.isLive(current) },
              after: { slug: row.slug, live: config.isLive(row) },
            });
            return { status: "updated", row };
          },
        }),
      duplicateSlug,
    );
  }

  return { create, update };
}

/** The tables of published items: a status, a publication date and a rich-text body. */
type PublishedItemTable = "solution" | "product" | "news" | "page";

/** What a published item's save writes besides the given values. */
type PublishedColumns = { body: string | undefined; published_at: ReturnType<typeof publishedAtOnSave> };

type PublishedItemWrites<Row, Changes, Values> = SluggedRecordWrites<Row, Changes, Values> & {
  remove: (db: DbOrTx, id: number) => Promise<DeleteResult>;
};

type PublishedItemRow = SluggedRow & { title: string; status: string; published_at: Date | null };
type PublishedItemChanges = { slug?: string; title?: string; body?: string; status?: string; published_at?: Date | null };

/**
 * Solutions, products, news articles and pages: slugged records whose body is
 * sanitised (its limit checked on the clean HTML), whose publication date
 * follows the publishing rule, and which are live while published and due.
 * Deleting one drops the redirects to it.
 */
export function publishedItemWrites<
  Row extends PublishedItemRow,
  Changes extends PublishedItemChanges,
  Values extends Changes & { title: string },
>(config: {
  table: PublishedItemTable;
  slugTakenMessage: string;
  slugFallback: string;
  reservedSlugs?: readonly string[];
  /** The model's own checks (media, category, slug), with the id of the item being updated. */
  check: (trx: Trx, values: Changes, excludeId?: number) => Promise<FieldErrors>;
} & SluggedRecordQueries<Row, Changes, Values, PublishedColumns>): PublishedItemWrites<Row, Changes, Values> {
  const { table, check, ...rest } = config;
  const writes = sluggedRecordWrites<Row, Changes, Values, PublishedColumns, "title">({
    ...rest,
    table,
    titleColumn: "title",
    isLive: rowIsLive,
    async prepare(trx, values, current) {
      const body = cleanRichText(values.body, "body", "Body");
      const errors = { ...(await check(trx, values, current?.id)), ...body.errors };
      return { errors, columns: { body: body.value, published_at: publishedAtOnSave(values, current) } };
    },
  });

  async function remove(db: DbOrTx, id: number): Promise<DeleteResult> {
    return inTransaction(db, async (trx) => {
      const row = await trx.deleteFrom(table).where("id", "=", id).returning("slug").executeTakeFirst();
      if (!row) return { status: "not-found" };
      await removeRedirectsTo(trx, publicPathOf(table, row.slug));
      return { status: "deleted" };
    });
  }

  return { ...writes, remove };
}

