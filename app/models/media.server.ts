import { sql, type Kysely } from "kysely";
import { CONTENT_TYPES } from "~/content-types";
import { sectionMediaIds, type Section } from "~/schemas/sections";
import type { Database, Media, MediaKind } from "~/db/schema";
import type { FocalPoint } from "~/utils/focal-point";
import { lastPageOf, normalizePageRequest, type Paginated } from "~/utils/pagination";
import { isRecordId } from "~/utils/record-id";

type DB = Kysely<Database>;
type ContentTypeDeclaration = (typeof CONTENT_TYPES)[number];

const MEDIA_PER_PAGE = 24;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface MediaListOptions {
  q?: string;
  kind?: MediaKind;
  page?: number;
  perPage?: number;
}

export async function listMedia(db: DB, options: MediaListOptions = {}): Promise<Paginated<Media>> {
  const { page, perPage } = normalizePageRequest(options, MEDIA_PER_PAGE);
  const q = options.q?.trim();
  let query = db.selectFrom("media");
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) => eb.or([eb("original_name", "ilike", pattern), eb("alt", "ilike", pattern)]));
  }
  if (options.kind) query = query.where("kind", "=", options.kind);

  const [items, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return { items, total, page, perPage, lastPage: lastPageOf(total, perPage) };
}

export async function getMedia(db: DB, id: number): Promise<Media | undefined> {
  if (!isRecordId(id)) return undefined;
  return db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
}

export type MediaUpdateResult =
  | { status: "updated"; row: Media }
  | { status: "conflict" }
  | { status: "not-found" };

export async function updateMediaAlt(
  db: DB,
  input: { id: number; alt: string; version: number },
): Promise<MediaUpdateResult> {
  if (!isRecordId(input.id)) return { status: "not-found" };
  const row = await db
    .updateTable("media")
    .set((eb) => ({ alt: input.alt.trim(), version: eb("version", "+", 1), updated_at: new Date() }))
    .where("id", "=", input.id)
    .where("version", "=", input.version)
    .returningAll()
    .executeTakeFirst();
  if (row) return { status: "updated", row };
  const exists = await db.selectFrom("media").select("id").where("id", "=", input.id).executeTakeFirst();
  return exists ? { status: "conflict" } : { status: "not-found" };
}

/** Alt text and focal point as set beside an image field; no version check, as the field shows what it saves. */
export async function updateImageDetails(db: DB, input: { id: number; alt: string; focal: FocalPoint }): Promise<Media | undefined> {
  if (!isRecordId(input.id)) return undefined;
  return db
    .updateTable("media")
    .set((eb) => ({ alt: input.alt.trim(), focal_x: input.focal.x, focal_y: input.focal.y, version: eb("version", "+", 1), updated_at: new Date() }))
    .where("id", "=", input.id)
    .where("kind", "=", "image")
    .returningAll()
    .executeTakeFirst();
}

type MediaUserType = Extract<ContentTypeDeclaration, { media: readonly [unknown, ...unknown[]] }> | Extract<ContentTypeDeclaration, { body: string }>;

const MEDIA_USER_TYPES = CONTENT_TYPES.filter((type): type is MediaUserType => type.media.length > 0 || type.body !== null);

/** Settings are not a content type: they keep media ids in their values, by name. */
export type MediaUserEntity = MediaUserType["table"] | "setting";

export interface MediaUser {
  entity: MediaUserEntity;
  id: number | string;
  label: string;
}

export const MEDIA_USER_LABELS = {
  ...Object.fromEntries(MEDIA_USER_TYPES.map((type) => [type.table, type.Noun])),
  setting: "Setting",
} as Record<MediaUserEntity, string>;

// Both spellings are read: the forms keep `logo`, the API speaks of `logo_id` (docs/product.md#json-api).
const SETTING_MEDIA_FIELDS: Record<string, readonly string[]> = {
  profile: ["logo", "logo_id"],
  hero_video: ["video", "video_id", "poster", "poster_id"],
  company_pdf: ["media", "media_id"],
};

function refersTo(value: unknown, id: number): boolean {
  return (typeof value === "number" || typeof value === "string") && String(value).trim() === String(id);
}

export async function findMediaUsage(db: DB, id: number): Promise<MediaUser[]> {
  return (await findMediaUsages(db, [id])).get(id) ?? [];
}

/** A row using two of `ids` comes twice. The slash before the id in "/media/{id}/" keeps 7 from matching 17. */
async function tableUsers(db: DB, from: MediaUserType, ids: readonly number[]) {
  const wanted = sql.join(ids.map((id) => sql`(${id}::int8)`));
  const references: ReadonlyArray<{ column: string }> = from.media;
  const links: readonly string[] = "mediaLinks" in from ? from.mediaLinks : [];
  const conditions = [
    ...references.map(({ column }) => sql`t.${sql.ref(column)} = m.id`),
    ...(from.body ? [sql`t.${sql.ref(from.body)} LIKE '%/media/' || m.id || '/%'`] : []),
    ...links.map((column) => sql`t.${sql.ref(column)} LIKE '/media/' || m.id || '/%'`),
  ];
  // media_id is int8: pg gives it as a string, PGlite as a number.
  const { rows } = await sql<{ id: number; label: string; media_id: number | string }>`
    SELECT t.id, t.${sql.ref(from.titleColumn)} AS label, m.id AS media_id
    FROM ${sql.table(from.table)} AS t
    JOIN (VALUES ${wanted}) AS m(id) ON ${sql.join(conditions, sql` OR `)}
    ORDER BY t.id
  `.execute(db);
  return rows.map((row) => ({ mediaId: Number(row.media_id), user: { entity: from.table, id: row.id, label: row.label } }));
}

/** The media ids a page's sections name, and those written into their rich text ("/media/{id}/"). */
function idsInSections(sections: ReadonlyArray<Record<string, unknown>>): Set<number> {
  // Written by the page's command through the sections' schema, so each is a Section.
  const named = (sections as Section[]).flatMap(sectionMediaIds);
  const written = [...JSON.stringify(sections).matchAll(/\/media\/(\d+)\//g)].map((match) => Number(match[1]));
  return new Set([...named, ...written]);
}

/**
 * What the content types' columns do not say: the pictures a page's sections name, in the page
 * and in each of its translations, and those written into a translation's body. A translation
 * counts as its item, named with its locale, so the link opens the item.
 */
async function sectionAndTranslationUsers(db: DB, ids: readonly number[]) {
  const wanted = sql.join(ids.map((id) => sql`(${id}::int8)`));
  const withSections = sql<boolean>`jsonb_array_length(sections) > 0`;
  // A translation's text names a file as its item's does: found in SQL, however many translations there are.
  const inText = (table: "news_translation" | "page_translation", parent: "news_id" | "page_id") =>
    sql<{ parent_id: number; locale: string; title: string; media_id: number | string }>`
      SELECT t.${sql.ref(parent)} AS parent_id, t.locale, t.title, m.id AS media_id
      FROM ${sql.table(table)} AS t
      JOIN (VALUES ${wanted}) AS m(id) ON t.body LIKE '%/media/' || m.id || '/%'
      ORDER BY t.${sql.ref(parent)}, t.locale
    `.execute(db);
  const [pages, pageTranslations, pageTexts, newsTexts] = await Promise.all([
    db.selectFrom("page").select(["id", "title", "sections"]).where(withSections).orderBy("id").execute(),
    db.selectFrom("page_translation").select(["page_id", "locale", "title", "sections"]).where(withSections).orderBy("page_id").orderBy("locale").execute(),
    inText("page_translation", "page_id"),
    inText("news_translation", "news_id"),
  ]);
  const users: Array<{ mediaId: number; user: MediaUser }> = [];
  for (const page of pages) {
    const used = idsInSections(page.sections);
    for (const id of ids) if (used.has(id)) users.push({ mediaId: id, user: { entity: "page", id: page.id, label: page.title } });
  }
  for (const translation of pageTranslations) {
    const used = idsInSections(translation.sections);
    const label = `${translation.title} (${translation.locale})`;
    for (const id of ids) if (used.has(id)) users.push({ mediaId: id, user: { entity: "page", id: translation.page_id, label } });
  }
  for (const [entity, rows] of [["page", pageTexts.rows], ["news", newsTexts.rows]] as const) {
    for (const row of rows) users.push({ mediaId: Number(row.media_id), user: { entity, id: row.parent_id, label: `${row.title} (${row.locale})` } });
  }
  return users;
}

/** One query per kind of user however many ids (a page of the media grid). */
export async function findMediaUsages(db: DB, ids: readonly number[]): Promise<Map<number, MediaUser[]>> {
  const wanted = [...new Set(ids.filter(isRecordId))];
  const usages = new Map<number, MediaUser[]>(wanted.map((id) => [id, []]));
  if (wanted.length === 0) return usages;

  const [tables, sections, settings] = await Promise.all([
    Promise.all(MEDIA_USER_TYPES.map((type) => tableUsers(db, type, wanted))),
    sectionAndTranslationUsers(db, wanted),
    db
      .selectFrom("setting")
      .select(["name", "value"])
      .where("name", "in", Object.keys(SETTING_MEDIA_FIELDS))
      .orderBy("name")
      .execute(),
  ]);
  for (const { mediaId, user } of [...tables.flat(), ...sections]) {
    const users = usages.get(mediaId);
    // A page using a picture in its text and in a section is one user.
    if (users && !users.some((known) => known.entity === user.entity && known.id === user.id && known.label === user.label)) users.push(user);
  }
  for (const id of wanted) {
    for (const setting of settings) {
      if (SETTING_MEDIA_FIELDS[setting.name].some((field) => refersTo(setting.value?.[field], id))) {
        usages.get(id)?.push({ entity: "setting", id: setting.name, label: setting.name });
      }
    }
  }
  return usages;
}

const LISTED_USERS = 10;

export function mediaInUseMessage(users: MediaUser[]): string {
  const named = users.slice(0, LISTED_USERS).map((user) => `${MEDIA_USER_LABELS[user.entity]} “${user.label}”`);
  const more = users.length > LISTED_USERS ? ` and ${users.length - LISTED_USERS} more` : "";
  return `This file is used by: ${named.join(", ")}${more}`;
}
