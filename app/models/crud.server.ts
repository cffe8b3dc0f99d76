import { env } from "~/env.server";
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type Transaction } from "kysely";
import type { CONTENT_TYPES, SluggedType } from "~/content-types";
import type { Database, MediaKind } from "~/db/schema";
import type { FieldErrors } from "~/schemas/parse";
import { lastPageOf, normalizePageRequest, type Paginated } from "~/utils/pagination";
import type { ListSort } from "~/utils/list-sort";
import { SLUG_MAX_LENGTH, slugify } from "~/utils/slug";
import { MEDIA_KIND_WORDS } from "~/utils/kinds";
import type { StatusCounts, StatusFilter } from "~/utils/status-counts";

export type { StatusFilter };

export type DbOrTx = Kysely<Database> | Transaction<Database>;

export type { FieldErrors, Paginated };

export type ListParams = { q?: string; page?: number; perPage?: number; sort?: ListSort | null };

export type SortExpressions = Record<string, RawBuilder<unknown>>;

/** Text sorts the same on every database: without case, whatever the collation. */
export function textOrder(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}

/** Ties go by id the same way; nothing or an unknown column asked for gives the list's own order. */
export function orderedBy<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  sort: ListSort | null | undefined,
  expressions: SortExpressions,
  byDefault: (rows: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  const expression = sort && Object.hasOwn(expressions, sort.key) ? expressions[sort.key] : undefined;
  if (!sort || !expression) return byDefault(rows);
  return rows.orderBy(expression, sort.dir).orderBy(sql.ref("id"), sort.dir);
}

/** A bad page or size falls back, and the size is capped at 100. */
export async function paginate<TB extends keyof Database, Row>(
  query: SelectQueryBuilder<Database, TB, object>,
  select: (query: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, Row>,
  request: { page?: number; perPage?: number },
  defaultPerPage?: number,
): Promise<Paginated<Row>> {
  const { page, perPage } = normalizePageRequest(request, defaultPerPage);
  // Two independent queries, sent together: a page costs one round trip, not two.
  const [counted, items] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as("total")).executeTakeFirstOrThrow(),
    select(query)
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(counted.total);
  return { items, total, page, perPage, lastPage: lastPageOf(total, perPage) };
}

/** The ILIKE pattern for "contains q", with q's own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function searchTerm(q: string | undefined): string | undefined {
  const trimmed = q?.trim();
  return trimmed ? trimmed.slice(0, 200) : undefined;
}

export type StatusTable = Extract<(typeof CONTENT_TYPES)[number], { publishing: "status" }>["table"];

/**
 * The one rule of what is on the site, for the types with a status: published, its date come, its expiry not yet.
 * A published row without a date counts as live: the models always set one, but a row written elsewhere may not.
 */
export function isLive(table: StatusTable): RawBuilder<boolean> {
  const status = sql.ref(`${table}.status`);
  const publishedAt = sql.ref(`${table}.published_at`);
  return sql<boolean>`(${status} = 'published' and (${publishedAt} is null or ${publishedAt} <= now()) and ${notExpired(table)})`;
}

type ShownTable = Extract<(typeof CONTENT_TYPES)[number], { publishing: "is_published" }>["table"];

/** The same rule for the types with a shown/hidden switch: shown, and its expiry not yet come. */
export function isShown(table: ShownTable): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${table}.is_published`)} and ${notExpired(table)})`;
}

/** Hiding a category hides its items, and so does its expiry. */
export function categoryShown(itemTable: string, categoryTable: ShownTable): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from ${sql.table(categoryTable)} where ${sql.ref(`${categoryTable}.id`)} = ${sql.ref(`${itemTable}.category_id`)} and ${isShown(categoryTable)})`;
}

/** Compared with the database's clock, as published_at is, so every instance agrees on the moment. */
function notExpired(table: StatusTable | ShownTable): RawBuilder<boolean> {
  const unpublishAt = sql.ref(`${table}.unpublish_at`);
  return sql<boolean>`(${unpublishAt} is null or ${unpublishAt} > now())`;
}

/** "published" means live; "scheduled" is published with a date still to come. */

export function statusCondition(table: StatusTable, status: StatusFilter): RawBuilder<boolean> {
  const column = sql.ref(`${table}.status`);
  const publishedAt = sql.ref(`${table}.published_at`);
  if (status === "draft") return sql<boolean>`(${column} = 'draft')`;
  if (status === "published") return isLive(table);
  return sql<boolean>`(${column} = 'published' and ${publishedAt} > now())`;
}

/** How many of a type's items each status filter finds, and all of them: the list's status tabs. */

export async function countByStatus(db: DbOrTx, table: StatusTable): Promise<StatusCounts> {
  const { rows } = await sql<Record<keyof StatusCounts, string>>`
    select count(*) as "all",
      count(*) filter (where ${statusCondition(table, "draft")}) as "draft",
      count(*) filter (where ${statusCondition(table, "published")}) as "published",
      count(*) filter (where ${statusCondition(table, "scheduled")}) as "scheduled"
    from ${sql.table(table)}`.execute(db);
  const row = rows[0];
  return { all: Number(row.all), draft: Number(row.draft), published: Number(row.published), scheduled: Number(row.scheduled) };
}

export function rowIsLive(row: { status: string; published_at: Date | null; unpublish_at?: Date | null }, now = new Date()): boolean {
  return row.status === "published" && (row.published_at === null || row.published_at <= now) && !rowHasExpired(row, now);
}

export function rowHasExpired(row: { unpublish_at?: Date | null }, now = new Date()): boolean {
  return row.unpublish_at !== null && row.unpublish_at !== undefined && row.unpublish_at <= now;
}

const UNPUBLISH_BEFORE_PUBLISH = "Unpublish at must be after the publish date";

/**
 * An expiry must come after the publication, by the values the save will store: a patch that
 * sends only one of the two is checked against the other as stored.
 */
export function expiryErrors(
  values: { published_at?: Date | null; unpublish_at?: Date | null },
  current?: { published_at: Date | null; unpublish_at: Date | null },
): FieldErrors {
  const unpublishAt = values.unpublish_at === undefined ? current?.unpublish_at : values.unpublish_at;
  const publishedAt = values.published_at ?? current?.published_at;
  if (!unpublishAt || !publishedAt || unpublishAt > publishedAt) return {};
  return { unpublish_at: [UNPUBLISH_BEFORE_PUBLISH] };
}

const MINUTE_MS = 60_000;

/**
 * The admin's date picker has minute precision, so a stored date with seconds comes back cut to its
 * minute on every save: a whole-minute date in the stored date's minute is that same date, kept as
 * stored, so History shows no change nobody made.
 */
function sameMinute(submitted: Date, stored: Date | null | undefined): stored is Date {
  if (!stored || submitted.getTime() % MINUTE_MS !== 0) return false;
  return Math.floor(stored.getTime() / MINUTE_MS) * MINUTE_MS === submitted.getTime();
}

/**
 * Publishing without a date goes live now, by the database's clock (the one isLive compares with); an item
 * that already has a date keeps it when the field is left empty, so re-saving does not move it.
 */
export function publishedAtOnSave(
  values: { status?: string; published_at?: Date | null },
  current?: { status: string; published_at: Date | null },
): Date | null | RawBuilder<Date> | undefined {
  const status = values.status ?? current?.status;
  if (values.published_at) return sameMinute(values.published_at, current?.published_at) ? current.published_at : values.published_at;
  if (status !== "published") return values.published_at;
  return current?.published_at ?? sql<Date>`now()`;
}

export type SluggedTable = SluggedType["table"];

export async function isSlugTaken(
  db: DbOrTx,
  table: SluggedTable,
  { slug, excludeId }: { slug: string; excludeId?: number },
): Promise<boolean> {
  let query = db.selectFrom(table).select("id").where("slug", "=", slug);
  if (excludeId !== undefined) query = query.where("id", "!=", excludeId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** base, base-2, base-3…, never one of `avoid` (e.g. the reserved page slugs), within 120 characters. */
export async function availableSlug(
  db: DbOrTx,
  table: SluggedTable,
  { base, excludeId, avoid = [] }: { base: string; excludeId?: number; avoid?: readonly string[] },
): Promise<string> {
  const stem = base.slice(0, SLUG_MAX_LENGTH - 8).replace(/-+$/, "");
  let query = db
    .selectFrom(table)
    .select("slug")
    .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${stem}-%`)]));
  if (excludeId !== undefined) query = query.where("id", "!=", excludeId);
  const taken = new Set([...(await query.execute()).map((row) => row.slug), ...avoid]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${stem}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Made from the title when the slug was left empty ("") or, on create, not given at all. */
export async function resolveSlug(
  db: DbOrTx,
  table: SluggedTable,
  options: {
    given: string | undefined;
    title: string;
    fallback: string;
    excludeId?: number;
    avoid?: readonly string[];
    creating: boolean;
  },
): Promise<string | undefined> {
  if (options.given) return options.given;
  if (options.given === undefined && !options.creating) return undefined;
  return availableSlug(db, table, {
    // The default locale's text: its language's way of writing letters outside ASCII.
    base: slugify(options.title, env().SITE_LOCALES[0]) || options.fallback,
    excludeId: options.excludeId,
    avoid: options.avoid,
  });
}

export type MediaReference = { field: string; label: string; id: number | null | undefined; kind: MediaKind };

export async function checkMediaReferences(db: DbOrTx, references: MediaReference[]): Promise<FieldErrors> {
  const wanted = references.filter((reference): reference is MediaReference & { id: number } => typeof reference.id === "number");
  if (wanted.length === 0) return {};
  const rows = await db
    .selectFrom("media")
    .select(["id", "kind"])
    .where("id", "in", wanted.map((reference) => reference.id))
    .execute();
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  const errors: FieldErrors = {};
  for (const reference of wanted) {
    const kind = kinds.get(reference.id);
    if (kind === undefined) errors[reference.field] = [`${reference.label} was not found in the media library`];
    else if (kind !== reference.kind) errors[reference.field] = [`${reference.label} must be ${MEDIA_KIND_WORDS[reference.kind]}`];
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** A unique constraint refused the write (two saves racing for one slug). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** Rows read inside another query (jsonArrayFrom, json_agg) carry timestamps as text; every timestamp column is `…_at`. */
export function withTimestamps<Row extends object>(rows: readonly Row[]): Array<WithTimestamps<Row>> {
  return rows.map((row) => {
    const copy = { ...row } as Record<string, unknown>;
    for (const column in copy) {
      const value = copy[column];
      if (typeof value === "string" && column.endsWith("_at")) copy[column] = new Date(value);
    }
    return copy as WithTimestamps<Row>;
  });
}

type WithTimestamps<Row> = {
  [Column in keyof Row]: Column extends `${string}_at` ? (Row[Column] extends string ? Date : Exclude<Row[Column], string> | Date) : Row[Column];
};
