import { z } from "zod";
import { checkMediaReferences, expiryErrors, hasErrors, publishedAtOnSave, resolveSlug, rowIsLive, type FieldErrors } from "~/models/crud.server";
import {
  CUSTOMER_STORY_SORT_KEYS, deleteCustomerStory, getCustomerStoryById, insertCustomerStory, isCustomerStorySlugTaken,
  listCustomerStories, lockCustomerStory, missingRelatedIds, saveCustomerStory, type CustomerStory, type CustomerStoryListParams,
  type CustomerStorySummary,
} from "~/models/customer-story.server";
import { publicPathOf, removeRedirectsTo, trackSlugChange } from "~/models/redirect.server";
import { customerStorySchemas, type CustomerStoryChanges, type CustomerStoryValues } from "~/schemas/customer-story";
import { localeQuery } from "~/services/api/news-translation-shapes.server";
import {
  publicCustomerStoryItemSchema, publicCustomerStoryListSchema, publicCustomerStoryQuerySchema, storyFigureJson, storyQuoteJson,
} from "~/services/api/customer-story-shapes.server";
import type { Paginated } from "~/utils/pagination";
import { isRecordId } from "~/utils/record-id";
import { cleanRichText } from "~/utils/sanitize-html.server";
import {
  auditWrite, conflict, inCommandTransaction, invalid, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type Trx, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { idJson, mediaIdJson, mediaUrlJson } from "./json";
import { baseListParams, listQueryFields, readListQuery, statusFilter } from "./list-query";
import { urlOf, withMediaRefs, type MediaRef } from "./media-refs.server";
import { auditSummary, type ResourceLabel } from "./messages";
import { publishingFields, publishingJson } from "./publishing-json.server";
import type { ContentResource } from "./resource";
import { moveToTrash } from "./trash.server";

/**
 * `customer-stories`: the admin's customer story screens and
 * /api/admin/customer-stories. Published like news (a future date schedules
 * a story); a live story's slug change leaves a redirect. The related
 * solutions and products must exist when saved; the public reads show only
 * those still live.
 */

export type CustomerStoryRecord = CustomerStory & { cover_image: MediaRef | null; logo: MediaRef | null };
type CustomerStoryListRecord = CustomerStorySummary & { cover_image: MediaRef | null; logo: MediaRef | null };

const MEDIA_FIELDS = { cover_image: "cover_image_id", logo: "logo_id" } as const;

const customerStoryListItemSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  slug: z.string(),
  customer_name: z.string(),
  industry: z.string(),
  summary: z.string(),
  cover_image_id: mediaIdJson(),
  cover_image_url: mediaUrlJson(),
  logo_id: mediaIdJson(),
  logo_url: mediaUrlJson(),
  figures: z.array(storyFigureJson()).max(3),
  quote: storyQuoteJson().nullable(),
  solution_ids: z.array(idJson()),
  product_ids: z.array(idJson()),
  ...publishingFields(),
});
const customerStoryItemSchema = customerStoryListItemSchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
});
export type CustomerStoryListJson = z.output<typeof customerStoryListItemSchema>;
export type CustomerStoryJson = z.output<typeof customerStoryItemSchema>;

const customerStoryListQuerySchema = z.object({ ...listQueryFields, status: statusFilter() });

function listJson(row: CustomerStoryListRecord): CustomerStoryListJson {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    customer_name: row.customer_name,
    industry: row.industry,
    summary: row.summary,
    cover_image_id: row.cover_image_id,
    cover_image_url: urlOf(row.cover_image),
    logo_id: row.logo_id,
    logo_url: urlOf(row.logo),
    figures: row.figures,
    quote: row.quote,
    solution_ids: row.solution_ids,
    product_ids: row.product_ids,
    ...publishingJson(row),
  };
}

const LABEL: ResourceLabel = { one: "customer story", many: "customer stories" };

function listParams(searchParams: URLSearchParams): CustomerStoryListParams {
  const query = readListQuery(customerStoryListQuerySchema, searchParams);
  return { ...baseListParams(query), status: query.status };
}

async function list(db: DB, params?: CustomerStoryListParams): Promise<Paginated<CustomerStoryListRecord>> {
  const page = await listCustomerStories(db, params);
  return { ...page, items: await withMediaRefs(db, page.items, MEDIA_FIELDS) };
}

async function get(db: DB, id: number): Promise<CustomerStoryRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getCustomerStoryById(db, id);
  return row && (await withMediaRefs(db, [row], MEDIA_FIELDS))[0];
}

const SLUG_TAKEN = "Slug is already used by another customer story";

function missingMessage(label: string, missing: number[]): string {
  return `${label} must be chosen from the list: ${missing.join(", ")} ${missing.length === 1 ? "was" : "were"} not found`;
}

async function check(trx: Trx, input: CustomerStoryChanges, excludeId?: number): Promise<FieldErrors> {
  const errors = await checkMediaReferences(trx, [
    { field: "cover_image_id", label: "Cover image", id: input.cover_image_id, kind: "image" },
    { field: "logo_id", label: "Logo", id: input.logo_id, kind: "image" },
  ]);
  const solutions = await missingRelatedIds(trx, "solution", input.solution_ids ?? []);
  if (solutions.length > 0) errors.solution_ids = [missingMessage("Related solutions", solutions)];
  const products = await missingRelatedIds(trx, "product", input.product_ids ?? []);
  if (products.length > 0) errors.product_ids = [missingMessage("Related products", products)];
  if (input.slug && (await isCustomerStorySlugTaken(trx, { slug: input.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

async function create(
  db: DB,
  { actor, ip, input }: CreateArgs<CustomerStoryValues>,
): Promise<CreateCommandResult<CustomerStoryRecord>> {
  return inCommandTransaction(db, async (trx) => {
    const body = await cleanRichText(input.body, "body", "Body");
    const errors = { ...(await check(trx, input)), ...body.errors, ...expiryErrors(input) };
    if (hasErrors(errors)) return invalid(errors);
    const slug = await resolveSlug(trx, "customer_story", { given: input.slug, title: input.title, fallback: "story", creating: true });
    const row = await insertCustomerStory(trx, { ...input, body: body.value, published_at: publishedAtOnSave(input), slug: slug! });
    await trackSlugChange(trx, "customer_story", { after: { slug: row.slug, live: rowIsLive(row) } });
    const summary = auditSummary("create", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "customer_story", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], MEDIA_FIELDS))[0] };
  });
}

async function update(
  db: DB,
  { actor, ip, restoring, id, version, input }: UpdateArgs<CustomerStoryChanges>,
): Promise<UpdateCommandResult<CustomerStoryRecord>> {
  if (!isRecordId(id)) return notFound();
  const values = withoutVersion(input);
  return inCommandTransaction(db, async (trx) => {
    const current = await lockCustomerStory(trx, id);
    if (!current) return notFound();
    if (current.version !== version) return conflict();
    const body = await cleanRichText(values.body, "body", "Body");
    const errors = { ...(await check(trx, values, id)), ...body.errors, ...expiryErrors(values, current) };
    if (hasErrors(errors)) return invalid(errors);
    const title = values.title ?? current.title;
    const slug = await resolveSlug(trx, "customer_story", { given: values.slug, title, fallback: "story", excludeId: id, creating: false });
    const row = await saveCustomerStory(trx, id, { ...values, body: body.value, published_at: publishedAtOnSave(values, current), slug });
    await trackSlugChange(trx, "customer_story", {
      before: { slug: current.slug, live: rowIsLive(current) },
      after: { slug: row.slug, live: rowIsLive(row) },
    });
    const summary = auditSummary("update", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "customer_story", entityId: row.id, summary });
    return { ok: true as const, row: (await withMediaRefs(trx, [row], MEDIA_FIELDS))[0] };
  });
}

/** Deleting drops the redirects that led to it, so an old address answers 404. */
async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await lockCustomerStory(trx, id);
    if (!current) return notFound();
    await moveToTrash(trx, { actor, ip }, { entity: "customer_story", id, title: current.title });
    await deleteCustomerStory(trx, id);
    await removeRedirectsTo(trx, publicPathOf("customer_story", current.slug));
    const summary = auditSummary("delete", LABEL.one, current.title);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "customer_story", entityId: id, summary });
    return { ok: true as const };
  });
}

export const customerStories = {
  name: "customer-stories",
  entity: "customer_story",
  label: LABEL,
  schemas: customerStorySchemas,
  itemSchema: customerStoryItemSchema,
  listItemSchema: customerStoryListItemSchema,
  listQuerySchema: customerStoryListQuerySchema,
  listParams,
  sortKeys: CUSTOMER_STORY_SORT_KEYS,
  list,
  get,
  create,
  update,
  remove,
  toJson: (row: CustomerStoryRecord): CustomerStoryJson => ({ ...listJson(row), body: row.body }),
  toListJson: listJson,
  publicReads: [
    {
      path: "/api/frontend/customer-stories",
      operationId: "publicCustomerStories",
      summary: "Live customer stories, newest first, a page at a time; `industry` keeps one industry",
      schema: { name: "PublicCustomerStoryList", schema: publicCustomerStoryListSchema },
      query: publicCustomerStoryQuerySchema,
    },
    {
      path: "/api/frontend/customer-stories/{slug}",
      operationId: "publicCustomerStory",
      summary:
        "A live customer story with its live related solutions and products; with `?locale=` other than the default, the story by its slug in that language, " +
        "its solutions and products named there and linked under its prefix",
      schema: { name: "PublicCustomerStoryResponse", schema: publicCustomerStoryItemSchema },
      query: localeQuery,
    },
  ],
} satisfies ContentResource<CustomerStoryRecord, CustomerStoryListRecord>;
