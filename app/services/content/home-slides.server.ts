import { z } from "zod";
import {
  deleteHomeSlide, getHomeSlideById, insertHomeSlide, listHomeSlides, lockHomeSlide, saveHomeSlide,
  type HomeSlide, type HomeSlideListParams, HOME_SLIDE_SORT_KEYS,
} from "~/models/home-slide.server";
import { homeSlideSchemas, type HomeSlideChanges, type HomeSlideValues } from "~/schemas/home-slide";
import { dateTimeJson, idJson, isoDate, mediaUrlJson, nullableDateTimeJson } from "./json";
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

/** `home-slides`: the admin's Home Slider screens and /api/admin/home-slides. */

type HomeSlideRecord = HomeSlide & { image: MediaRef | null };

const homeSlideItemSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  subtitle: z.string(),
  image_id: idJson(),
  image_url: mediaUrlJson(),
  button_label: z.string(),
  button_url: z.string(),
  sort_order: z.number().int(),
  is_published: z.boolean(),
  unpublish_at: nullableDateTimeJson(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
type HomeSlideJson = z.output<typeof homeSlideItemSchema>;

const homeSlideListQuerySchema = z.object({
  ...listQueryFields,
  is_published: booleanFilter("Only published (true) or unpublished (false) slides"),
});

function toJson(row: HomeSlideRecord): HomeSlideJson {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image_id: row.image_id,
    image_url: urlOf(row.image),
    button_label: row.button_label,
    button_url: row.button_url,
    sort_order: row.sort_order,
    is_published: row.is_published,
    unpublish_at: isoDate(row.unpublish_at),
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}


const LABEL: ResourceLabel = { one: "home slide", many: "home slides" };

function listParams(searchParams: URLSearchParams): HomeSlideListParams {
  const query = readListQuery(homeSlideListQuerySchema, searchParams);
  return { ...baseListParams(query), isPublished: query.is_published };
}

async function list(db: DB, params?: HomeSlideListParams): Promise<Paginated<HomeSlideRecord>> {
  const page = await listHomeSlides(db, params);
  return { ...page, items: await withMediaRefs(db, page.items, { image: "image_id" }) };
}

async function get(db: DB, id: number): Promise<HomeSlideRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getHomeSlideById(db, id);
  return row && (await withMediaRefs(db, [row], { image: "image_id" }))[0];
}

function checkImage(trx: Trx, input: HomeSlideChanges): Promise<FieldErrors> {
  return checkMediaReferences(trx, [{ field: "image_id", label: "Image", id: input.image_id, kind: "image" }]);
}

async function create(db: DB, { actor, ip, input }: CreateArgs<HomeSlideValues>): Promise<CreateCommandResult<HomeSlideRecord>> {
  const linkErrors = checkLinks([{ field: "button_url", label: "Button link", value: input.button_url, rule: "link" }]);
  if (hasErrors(linkErrors)) return invalid(linkErrors);
  return inCommandTransaction(db, async (trx) => {
    const errors = await checkImage(trx, input);
    if (hasErrors(errors)) return invalid(errors);
    const row = await insertHomeSlide(trx, input);
    const summary = auditSummary("create", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "home_slide", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, restoring, id, version, input }: UpdateArgs<HomeSlideChanges>,
): Promise<UpdateCommandResult<HomeSlideRecord>> {
  if (!isRecordId(id)) return notFound();
  const linkErrors = checkLinks([{ field: "button_url", label: "Button link", value: input.button_url, rule: "link" }]);
  if (hasErrors(linkErrors)) return invalid(linkErrors);
  const values = withoutVersion(input);
  return inCommandTransaction(db, async (trx) => {
    const current = await lockHomeSlide(trx, id);
    if (!current) return notFound();
    if (current.version !== version) return conflict();
    const errors = await checkImage(trx, values);
    if (hasErrors(errors)) return invalid(errors);
    const row = await saveHomeSlide(trx, id, values);
    const summary = auditSummary("update", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "home_slide", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], { image: "image_id" }))[0] };
  });
}

async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await lockHomeSlide(trx, id);
    if (!current) return notFound();
    await moveToTrash(trx, { actor, ip }, { entity: "home_slide", id, title: current.title });
    await deleteHomeSlide(trx, id);
    const summary = auditSummary("delete", LABEL.one, current.title);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "home_slide", entityId: id, summary });
    return { ok: true as const };
  });
}

export const homeSlides = {
  name: "home-slides",
  entity: "home_slide",
  label: LABEL,
  schemas: homeSlideSchemas,
  itemSchema: homeSlideItemSchema,
  listItemSchema: homeSlideItemSchema,
  listQuerySchema: homeSlideListQuerySchema,
  listParams,
  sortKeys: HOME_SLIDE_SORT_KEYS,
  list,
  get,
  create,
  update,
  remove,
  toJson: toJson,
  toListJson: toJson,
} satisfies ContentResource<HomeSlideRecord, HomeSlideRecord>;
