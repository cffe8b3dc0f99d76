import { z } from "zod";
import {
  deleteHeroContent, getHeroContentById, insertHeroContent, listHeroContents, lockHeroContent, saveHeroContent,
  type HeroContent, type HeroContentListParams, HERO_CONTENT_SORT_KEYS,
} from "~/models/hero-content.server";
import { heroContentSchemas, type HeroContentChanges, type HeroContentValues } from "~/schemas/hero-content";
import { dateTimeJson, idJson, isoDate, mediaIdJson, mediaUrlJson, nullableDateTimeJson } from "./json";
import { baseListParams, booleanFilter, listQueryFields, readListQuery } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import {
  auditWrite, checkLinks, conflict, inCommandTransaction, invalid, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type Trx, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import { checkMediaReferences, hasErrors, type FieldErrors } from "~/models/crud.server";
import type { ResourceLabel } from "./messages";
import { moveToTrash } from "./trash.server";
import { auditSummary } from "./messages";
import type { ContentResource } from "./resource";
import type { Paginated } from "~/utils/pagination";

/** `hero-contents`: the admin's Hero Contents screens and /api/admin/hero-contents. */

type HeroContentRecord = HeroContent & { image: MediaRef | null };

const heroContentItemSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  body: z.string().meta({ description: "Plain text" }),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  icon: z.string(),
  link_url: z.string(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  unpublish_at: nullableDateTimeJson(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
type HeroContentJson = z.output<typeof heroContentItemSchema>;

const heroContentListQuerySchema = z.object({
  ...listQueryFields,
  is_published: booleanFilter("Only published (true) or unpublished (false) hero contents"),
});

function toJson(row: HeroContentRecord): HeroContentJson {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    icon: row.icon,
    link_url: row.link_url,
    sort_order: row.sort_order,
    is_published: row.is_published,
    unpublish_at: isoDate(row.unpublish_at),
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}


const LABEL: ResourceLabel = { one: "hero content", many: "hero contents" };

function listParams(searchParams: URLSearchParams): HeroContentListParams {
  const query = readListQuery(heroContentListQuerySchema, searchParams);
  return { ...baseListParams(query), isPublished: query.is_published };
}

async function list(db: DB, params?: HeroContentListParams): Promise<Paginated<HeroContentRecord>> {
  const page = await listHeroContents(db, params);
  return { ...page, items: await withMediaRefs(db, page.items, { image: "image_id" }) };
}

async function get(db: DB, id: number): Promise<HeroContentRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getHeroContentById(db, id);
  return row && (await withMediaRefs(db, [row], { image: "image_id" }))[0];
}

function checkImage(trx: Trx, input: HeroContentChanges): Promise<FieldErrors> {
  return checkMediaReferences(trx, [{ field: "image_id", label: "Image", id: input.image_id, kind: "image" }]);
}

async function create(db: DB, { actor, ip, input }: CreateArgs<HeroContentValues>): Promise<CreateCommandResult<HeroContentRecord>> {
  const linkErrors = checkLinks([{ field: "link_url", label: "Link", value: input.link_url, rule: "link" }]);
  if (hasErrors(linkErrors)) return invalid(linkErrors);
  return inCommandTransaction(db, async (trx) => {
    const errors = await checkImage(trx, input);
    if (hasErrors(errors)) return invalid(errors);
    const row = await insertHeroContent(trx, input);
    const summary = auditSummary("create", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "hero_content", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, restoring, id, version, input }: UpdateArgs<HeroContentChanges>,
): Promise<UpdateCommandResult<HeroContentRecord>> {
  if (!isRecordId(id)) return notFound();
  const linkErrors = checkLinks([{ field: "link_url", label: "Link", value: input.link_url, rule: "link" }]);
  if (hasErrors(linkErrors)) return invalid(linkErrors);
  const values = withoutVersion(input);
  return inCommandTransaction(db, async (trx) => {
    const current = await lockHeroContent(trx, id);
    if (!current) return notFound();
    if (current.version !== version) return conflict();
    const errors = await checkImage(trx, values);
    if (hasErrors(errors)) return invalid(errors);
    const row = await saveHeroContent(trx, id, values);
    const summary = auditSummary("update", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "hero_content", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await lockHeroContent(trx, id);
    if (!current) return notFound();
    await moveToTrash(trx, { actor, ip }, { entity: "hero_content", id, title: current.title });
    await deleteHeroContent(trx, id);
    const summary = auditSummary("delete", LABEL.one, current.title);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "hero_content", entityId: id, summary });
    return { ok: true as const };
  });
}

export const heroContents = {
  name: "hero-contents",
  entity: "hero_content",
  label: LABEL,
  schemas: heroContentSchemas,
  itemSchema: heroContentItemSchema,
  listItemSchema: heroContentItemSchema,
  listQuerySchema: heroContentListQuerySchema,
  listParams,
  sortKeys: HERO_CONTENT_SORT_KEYS,
  list,
  get,
  create,
  update,
  remove,
  toJson: toJson,
  toListJson: toJson,
} satisfies ContentResource<HeroContentRecord, HeroContentRecord>;
