import { z } from "zod";
import { contentTypeOf, contentTypeOfTable, type ContentType } from "~/content-types";
import { env } from "~/env.server";
import {
  countRevisions, currentRowJson, currentTranslationJson, getRevision, latestRevision, listRevisions, mediaByIds, REVISIONED_RESOURCES,
  tableOfResource, titlesByIds, translationFields, translationTableOf, type Revision,
} from "~/models/revision.server";
import { getTrashItem } from "~/models/trash.server";
import { newsTranslationSchema } from "~/schemas/news-translation";
import { pageTranslationSchema } from "~/schemas/page-translation";
import { catalogTranslationSchema, categoryTranslationSchema } from "~/schemas/catalog-translation";
import { customerStoryTranslationSchema } from "~/schemas/customer-story-translation";
import { parseJson } from "~/schemas/parse";
import { isSettingName, SETTING_NAMES } from "~/schemas/settings";
import { sectionMediaIds, type Section } from "~/schemas/sections";
import { canonicalName } from "~/utils/canonical-name";
import { isRecordId } from "~/utils/record-id";
import { mediaUrl, variantWidths } from "~/utils/media-url";
import { changedFields, compareFields, idsOf, type FieldComparison, type MediaView, type Readable } from "~/utils/revision-diff.server";
import {
  conflict, inCommandTransaction, invalid, notFound, refused, type CommandContext, type Conflict, type DB, type Invalid, type NotFound, type Refused,
} from "./command.server";
import { writeNewsTranslation } from "./news-translation.server";
import { writePageTranslation } from "./page-translation.server";
import { writeCatalogTranslation, writeCategoryTranslation } from "./catalog-translation.server";
import { writeStoryTranslation } from "./customer-story-translation.server";
import { getResource } from "./registry.server";
import { settings } from "./settings.server";
import { restoreTrashedIn, trashableTableOf } from "./trash.server";

// Restoring a version is a new save through the record's own command (docs/decisions/011-revisions-and-trash.md).

/** `locale`: one translation's history (docs/locales.md); without it, the record's own, in the default locale. */
export type RecordRef = { resource: string; recordId: string; locale?: string };

export type HistoryEntry = {
  id: number;
  version: number;
  actorId: number | null;
  actorName: string;
  at: Date;
  changed: string[];
};

export type RecordState =
  | { where: "live"; data: Record<string, unknown>; version: number }
  | { where: "trash"; data: Record<string, unknown>; version: number }
  | { where: "gone" };

/**
 * Undefined makes the routes answer 404: so does a `localeWord` the site does not have, or one of a
 * type that is not translated. The default locale's is the record's own history.
 */
export function revisionTarget(resourceWord: string | undefined, idWord: string | undefined, localeWord: string | null = null): RecordRef | undefined {
  const resource = canonicalName(resourceWord, REVISIONED_RESOURCES);
  if (resource === undefined || idWord === undefined) return undefined;
  const locales = env().SITE_LOCALES;
  const locale = localeWord === null || localeWord === "" || localeWord === locales[0] ? undefined : localeWord;
  if (locale !== undefined && (!locales.includes(locale) || !isTranslated(resource))) return undefined;
  if (resource === "settings") {
    const name = canonicalName(idWord, SETTING_NAMES);
    return name === undefined ? undefined : { resource, recordId: name };
  }
  if (!isRecordId(Number(idWord)) || String(Number(idWord)) !== idWord) return undefined;
  return locale === undefined ? { resource, recordId: idWord } : { resource, recordId: idWord, locale };
}

/** A translation is written as its form and the API write it; its fields are these schemas'. */
const TRANSLATION_SCHEMAS = {
  news: newsTranslationSchema,
  pages: pageTranslationSchema,
  solutions: catalogTranslationSchema,
  products: catalogTranslationSchema,
  "solution-categories": categoryTranslationSchema,
  "product-categories": categoryTranslationSchema,
  "customer-stories": customerStoryTranslationSchema,
};

function isTranslated(resource: string): resource is keyof typeof TRANSLATION_SCHEMAS {
  return Object.hasOwn(TRANSLATION_SCHEMAS, resource) && translationTableOf(resource) !== undefined;
}

/** The item whose translation `ref` is (or the record itself). */
export function itemOf(ref: RecordRef): RecordRef {
  return { resource: ref.resource, recordId: ref.recordId };
}

/**
 * A translation is live while its item is and it exists; in the trash with its item (kept beside
 * the item's row); gone otherwise, as when it was never written.
 */
async function translationState(db: DB, ref: RecordRef & { locale: string }): Promise<RecordState> {
  const live = await currentTranslationJson(db, { ...ref, locale: ref.locale });
  if (live) return { where: "live", ...live };
  const trashed = await getTrashItem(db, { resource: ref.resource, recordId: Number(ref.recordId) });
  const row = trashed?.translations.find((translation) => translation.locale === ref.locale);
  const translatable = translationTableOf(ref.resource);
  if (!row || !translatable) return { where: "gone" };
  return { where: "trash", data: translationFields(translatable.parent, row), version: Number(row.version) };
}

export async function recordState(db: DB, ref: RecordRef): Promise<RecordState> {
  if (ref.locale !== undefined) return translationState(db, { ...ref, locale: ref.locale });
  const table = tableOfResource(ref.resource);
  if (!table) return { where: "gone" };
  const live = await currentRowJson(db, { table, recordId: ref.recordId });
  if (live) return { where: "live", ...live };
  if (table === "setting") return { where: "live", data: {}, version: 0 };
  const trashed = await getTrashItem(db, { resource: ref.resource, recordId: Number(ref.recordId) });
  return trashed ? { where: "trash", data: trashed.data, version: Number(trashed.data.version) } : { where: "gone" };
}

/** Stored JSON keeps no field order; the form's is used. */
function fieldOrder(ref: RecordRef): string[] {
  const schema = ref.locale !== undefined && isTranslated(ref.resource)
    ? TRANSLATION_SCHEMAS[ref.resource]
    : ref.resource === "settings"
    ? isSettingName(ref.recordId) ? settings.schemas[ref.recordId] : undefined
    : getResource(ref.resource)?.schemas.update;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

export async function revisionCount(db: DB, ref: RecordRef): Promise<number> {
  return countRevisions(db, ref);
}

export async function revisionHistory(db: DB, ref: RecordRef): Promise<HistoryEntry[]> {
  const revisions = await listRevisions(db, ref);
  const order = fieldOrder(ref);
  return revisions.map((revision, index) => ({
    id: revision.id,
    version: revision.version,
    actorId: revision.actor_id,
    actorName: revision.actor_name,
    at: revision.at,
    changed: changedFields(order, revisions[index + 1]?.data, revision.data),
  }));
}

export type RevisionComparison = {
  revision: Revision;
  state: RecordState;
  /** Who saved the record as it is now, when the newest kept version is it. */
  current: { version: number; actorName: string; at: Date } | null;
  fields: FieldComparison[];
};

/** A related record's table and the column people know it by, for fields holding ids (`category_id`, `solution_ids`). */
function relatedTable(resource: string, field: string): { table: string; column: string } | undefined {
  const type: ContentType | undefined = contentTypeOf(resource);
  const table = field === "category_id" ? type?.category : field.endsWith("_ids") ? field.slice(0, -"_ids".length) : undefined;
  const related = table === undefined ? undefined : contentTypeOfTable(table);
  return related ? { table: related.table, column: related.titleColumn } : undefined;
}

async function readableFor(db: DB, ref: RecordRef, records: Array<Record<string, unknown>>): Promise<Readable> {
  const type: ContentType | undefined = ref.resource === "settings" ? undefined : contentTypeOf(ref.resource);
  const fields = [...new Set(records.flatMap((record) => Object.keys(record)))];
  // Settings declare no media: their media fields are the ones holding an id.
  const mediaFields = new Set(type ? type.media.map((media) => media.column) : fields.filter((field) => field.endsWith("_id")));
  const richFields = new Set((type?.search?.fields ?? []).filter((field) => field.rich).map((field) => field.column));
  if (type?.body) richFields.add(type.body);
  // A page's sections name their pictures too; stored through the sections' schema, each is a Section.
  const sectionIds = records.flatMap((record) => (Array.isArray(record.sections) ? (record.sections as Section[]).flatMap(sectionMediaIds) : []));
  const mediaIds = [...new Set([...[...mediaFields].flatMap((field) => records.flatMap((record) => idsOf(record[field]))), ...sectionIds])];
  const media = new Map<number, MediaView>(
    (await mediaByIds(db, mediaIds)).map((row) => [
      row.id,
      { id: row.id, name: row.original_name, src: row.kind === "image" ? mediaUrl(row, variantWidths(row)[0]) : null },
    ]),
  );
  const titles: Record<string, Map<number, string>> = {};
  for (const field of fields) {
    const related = relatedTable(ref.resource, field);
    if (related) titles[field] = await titlesByIds(db, { ...related, ids: [...new Set(records.flatMap((record) => idsOf(record[field])))] });
  }
  return { timeZone: env().SITE_TIME_ZONE, richFields, mediaFields, media, titles };
}

export async function compareRevision(db: DB, ref: RecordRef, revisionId: number): Promise<RevisionComparison | undefined> {
  if (!isRecordId(revisionId)) return undefined;
  const revision = await getRevision(db, { ...ref, id: revisionId });
  if (!revision) return undefined;
  const [state, latest] = await Promise.all([recordState(db, ref), latestRevision(db, ref)]);
  const current = state.where === "gone" ? undefined : state.data;
  const readable = await readableFor(db, ref, current ? [revision.data, current] : [revision.data]);
  return {
    revision,
    state,
    current: latest && state.where !== "gone" && latest.version === state.version
      ? { version: latest.version, actorName: latest.actor_name, at: latest.at }
      : null,
    fields: await compareFields(fieldOrder(ref), revision.data, current, readable),
  };
}

export type RevisionRestoreResult = { ok: true; version: number } | Invalid | NotFound | Conflict | Refused;

/**
 * Through the record's command with the version the editor saw, so a stale one is a 409 and a
 * category deleted since is a field error. A trashed record comes back in the same transaction.
 */
export async function restoreRevision(
  db: DB,
  context: CommandContext,
  { ref, revisionId, version }: { ref: RecordRef; revisionId: number; version: number },
): Promise<RevisionRestoreResult> {
  if (!isRecordId(revisionId)) return notFound();
  const revision = await getRevision(db, { ...ref, id: revisionId });
  if (!revision) return notFound();
  if (ref.locale !== undefined) return restoreTranslationRevision(db, context, { ref: { ...ref, locale: ref.locale }, revision, version });
  const restoring = { ...context, restoring: { version: revision.version } };

  if (ref.resource === "settings") {
    if (!isSettingName(ref.recordId)) return notFound();
    const name = ref.recordId;
    const parsed = parseJson(settings.schemas[name], { ...revision.data, version });
    if (!parsed.success) return invalid(parsed.fieldErrors);
    const { version: _version, ...input } = parsed.data;
    const result = await settings.save(db, { ...restoring, name, version, input });
    return result.ok ? { ok: true, version: result.record.version } : result;
  }

  const resource = getResource(ref.resource);
  const schema = resource?.schemas.update;
  if (!resource?.update || !schema || !trashableTableOf(ref.resource)) return notFound();
  const update = resource.update;
  const id = Number(ref.recordId);
  return inCommandTransaction(db, async (trx): Promise<RevisionRestoreResult> => {
    let expected = version;
    const trashed = await getTrashItem(trx, { resource: ref.resource, recordId: id });
    if (trashed) {
      const back = await restoreTrashedIn(trx, context, { resource: ref.resource, id, expectedVersion: version });
      if (!back.ok) return back;
      expected = back.version;
    }
    const parsed = parseJson(schema, { ...revision.data, version: expected });
    if (!parsed.success) return invalid(parsed.fieldErrors);
    const result = await update(trx, { ...restoring, id, version: expected, input: parsed.data });
    return result.ok ? { ok: true, version: (result.row as { version: number }).version } : result;
  });
}

/**
 * Through the translation's own save (the form's and the API's), with the version the editor saw: a
 * stale one is a 409, a slug another item took since is a field error. A translation comes back
 * from the trash only with its item.
 */
async function restoreTranslationRevision(
  db: DB,
  context: CommandContext,
  { ref, revision, version }: { ref: RecordRef & { locale: string }; revision: Revision; version: number },
): Promise<RevisionRestoreResult> {
  const state = await translationState(db, ref);
  if (state.where === "gone") return notFound();
  if (state.where === "trash") return refused("The item is in the trash: restore it from the trash first.");
  const write = { locale: ref.locale, actor: context.actor, ip: context.ip, restoring: { version: revision.version } };
  const id = Number(ref.recordId);
  const data = { ...revision.data, version };
  let result;
  if (ref.resource === "news") {
    const parsed = parseJson(newsTranslationSchema, data);
    if (!parsed.success) return invalid(parsed.fieldErrors);
    result = await writeNewsTranslation(db, { ...write, newsId: id, input: parsed.data });
  } else if (ref.resource === "pages") {
    const parsed = parseJson(pageTranslationSchema, data);
    if (!parsed.success) return invalid(parsed.fieldErrors);
    result = await writePageTranslation(db, { ...write, pageId: id, input: parsed.data });
  } else if (ref.resource === "solutions" || ref.resource === "products") {
    const parsed = parseJson(catalogTranslationSchema, data);
    if (!parsed.success) return invalid(parsed.fieldErrors);
    result = await writeCatalogTranslation(db, ref.resource === "solutions" ? "solution" : "product", { ...write, itemId: id, input: parsed.data });
  } else if (ref.resource === "solution-categories" || ref.resource === "product-categories") {
    const parsed = parseJson(categoryTranslationSchema, data);
    if (!parsed.success) return invalid(parsed.fieldErrors);
    const kind = ref.resource === "solution-categories" ? "solution" : "product";
    result = await writeCategoryTranslation(db, kind, { ...write, categoryId: id, input: parsed.data });
  } else if (ref.resource === "customer-stories") {
    const parsed = parseJson(customerStoryTranslationSchema, data);
    if (!parsed.success) return invalid(parsed.fieldErrors);
    result = await writeStoryTranslation(db, { ...write, storyId: id, input: parsed.data });
  } else {
    return notFound();
  }
  if (result.ok) return { ok: true, version: result.row.version };
  if ("fieldErrors" in result) return invalid(result.fieldErrors);
  return result.reason === "conflict" ? conflict() : notFound();
}
