import { z } from "zod";
import {
  checkMediaReferences, expiryErrors, hasErrors, publishedAtOnSave, resolveSlug, rowIsLive, type FieldErrors, type MediaReference,
} from "~/models/crud.server";
import {
  deletePage, getPageById, insertPage, isPageSlugTaken, listPages, lockPage, savePage, type Page, type PageListParams,
  type PageSummary, PAGE_SORT_KEYS,
} from "~/models/page.server";
import { publicPathOf, removeRedirectsTo, trackSlugChange } from "~/models/redirect.server";
import { pageSchemas, type PageChanges, type PageValues } from "~/schemas/page";
import { sectionSchema, sectionsText, type Section } from "~/schemas/sections";
import { dateTimeJson, idJson, isoDate, nullableDateTimeJson, statusJson } from "./json";
import { baseListParams, listQueryFields, readListQuery, statusFilter } from "./list-query";
import {
  auditWrite, conflict, inCommandTransaction, invalid, notFound, withoutVersion,
  type CreateArgs, type CreateCommandResult, type DB, type RemoveArgs, type RemoveCommandResult, type Trx, type UpdateArgs,
  type UpdateCommandResult,
} from "./command.server";
import { isRecordId } from "~/utils/record-id";
import type { ResourceLabel } from "./messages";
import { moveToTrash } from "./trash.server";
import { auditSummary } from "./messages";
import type { ContentResource } from "./resource";
import type { Paginated } from "~/utils/pagination";
import { cleanRichText } from "~/utils/sanitize-html.server";
import { isReservedSlug, RESERVED_SLUGS } from "~/utils/slug";
import { env } from "~/env.server";

const LOCALE_SLUG = "This slug is the code of one of the site's languages";

/** While the site has several languages, `/de` is German's home (a site in one language has no such address). */
export function isLocaleSlug(slug: string): boolean {
  const locales = env().SITE_LOCALES;
  return locales.length > 1 && locales.includes(slug);
}

const pageListItemSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  slug: z.string(),
  status: statusJson(),
  published_at: nullableDateTimeJson(),
  unpublish_at: nullableDateTimeJson(),
  show_in_menu: z.boolean(),
  menu_label: z.string().meta({ description: "The label in the site's menu; empty means the title" }),
  sort_order: z.number().int(),
  seo_title: z.string(),
  seo_description: z.string(),
  version: z.number().int(),
  created_at: dateTimeJson(),
  updated_at: dateTimeJson(),
});
const pageItemSchema = pageListItemSchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  sections: z.array(sectionSchema).meta({ description: "The page's sections, in order; each `type` has its own fields" }),
});
export type PageListJson = z.output<typeof pageListItemSchema>;
export type PageJson = z.output<typeof pageItemSchema>;

const pageListQuerySchema = z.object({ ...listQueryFields, status: statusFilter() });

function listJson(row: PageSummary): PageListJson {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    published_at: isoDate(row.published_at),
    unpublish_at: isoDate(row.unpublish_at),
    show_in_menu: row.show_in_menu,
    menu_label: row.menu_label,
    sort_order: row.sort_order,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    version: row.version,
    created_at: isoDate(row.created_at),
    updated_at: isoDate(row.updated_at),
  };
}

const LABEL: ResourceLabel = { one: "page", many: "pages" };

function listParams(searchParams: URLSearchParams): PageListParams {
  const query = readListQuery(pageListQuerySchema, searchParams);
  return { ...baseListParams(query), status: query.status };
}

async function list(db: DB, params?: PageListParams): Promise<Paginated<PageSummary>> {
  return listPages(db, params);
}

async function get(db: DB, id: number): Promise<Page | undefined> {
  if (!isRecordId(id)) return undefined;
  const row = await getPageById(db, id);
  return row;
}

const SLUG_TAKEN = "Slug is already used by another page";

/** Every picture a section names, by the path of its field ("sections.3.image_id"). */
export function sectionMedia(sections: readonly Section[]): MediaReference[] {
  return sections.flatMap((section, index): MediaReference[] => {
    const at = `sections.${index}`;
    switch (section.type) {
      case "hero":
      case "image_text":
        return [{ field: `${at}.image_id`, label: "Image", id: section.image_id, kind: "image" }];
      case "quote":
        return [{ field: `${at}.image_id`, label: "Photo", id: section.image_id, kind: "image" }];
      case "video":
        return [{ field: `${at}.poster_id`, label: "Poster", id: section.poster_id, kind: "image" }];
      case "logos":
        return section.media_ids.map((id, logo) => ({ field: `${at}.media_ids.${logo}`, label: "Logo", id, kind: "image" }));
      default:
        return [];
    }
  });
}

/** Rich-text sections are sanitised as a page body is; a refusal names the section's field. */
export async function cleanSections(sections: Section[] | undefined): Promise<{ value: Section[] | undefined; errors: FieldErrors }> {
  if (sections === undefined) return { value: undefined, errors: {} };
  const errors: FieldErrors = {};
  const value: Section[] = [];
  for (const [index, section] of sections.entries()) {
    if (section.type !== "rich_text") {
      value.push(section);
      continue;
    }
    const body = await cleanRichText(section.body, `sections.${index}.body`, "Body");
    Object.assign(errors, body.errors);
    value.push({ ...section, body: body.value ?? "" });
  }
  return { value, errors };
}

async function check(trx: Trx, input: PageChanges, excludeId?: number): Promise<FieldErrors> {
  const errors: FieldErrors = await checkMediaReferences(trx, sectionMedia(input.sections ?? []));
  // The schema refuses these too; the command holds the line for any other caller.
  if (input.slug && isReservedSlug(input.slug)) errors.slug = ["This slug is reserved"];
  // `/de` is the German home: a page there could never be reached.
  else if (input.slug && isLocaleSlug(input.slug)) errors.slug = [LOCALE_SLUG];
  else if (input.slug && (await isPageSlugTaken(trx, { slug: input.slug, excludeId }))) errors.slug = [SLUG_TAKEN];
  return errors;
}

async function create(db: DB, { actor, ip, input }: CreateArgs<PageValues>): Promise<CreateCommandResult<Page>> {
  return inCommandTransaction(db, async (trx) => {
    const body = await cleanRichText(input.body, "body", "Body");
    const sections = await cleanSections(input.sections);
    const errors = { ...(await check(trx, input)), ...body.errors, ...sections.errors, ...expiryErrors(input) };
    if (hasErrors(errors)) return invalid(errors);
    const slug = await resolveSlug(trx, "page", { given: input.slug, title: input.title, fallback: "page", avoid: RESERVED_SLUGS, creating: true });
    const row = await insertPage(
      trx,
      { ...input, body: body.value, sections: sections.value, published_at: publishedAtOnSave(input), slug: slug! },
      sections.value && sectionsText(sections.value),
    );
    await trackSlugChange(trx, "page", { after: { slug: row.slug, live: rowIsLive(row) } });
    const summary = auditSummary("create", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip }, { action: "create", entity: "page", entityId: row.id, summary });
    return { ok: true as const, row: row };
  });
}

async function update(
  db: DB,
  { actor, ip, restoring, id, version, input }: UpdateArgs<PageChanges>,
): Promise<UpdateCommandResult<Page>> {
  if (!isRecordId(id)) return notFound();
  const values = withoutVersion(input);
  return inCommandTransaction(db, async (trx) => {
    const current = await lockPage(trx, id);
    if (!current) return notFound();
    if (current.version !== version) return conflict();
    const body = await cleanRichText(values.body, "body", "Body");
    const sections = await cleanSections(values.sections);
    const errors = { ...(await check(trx, values, id)), ...body.errors, ...sections.errors, ...expiryErrors(values, current) };
    if (hasErrors(errors)) return invalid(errors);
    const title = values.title ?? current.title;
    const slug = await resolveSlug(trx, "page", { given: values.slug, title, fallback: "page", excludeId: id, avoid: RESERVED_SLUGS, creating: false });
    const row = await savePage(
      trx,
      id,
      { ...values, body: body.value, sections: sections.value, published_at: publishedAtOnSave(values, current), slug },
      sections.value && sectionsText(sections.value),
    );
    await trackSlugChange(trx, "page", {
      before: { slug: current.slug, live: rowIsLive(current) },
      after: { slug: row.slug, live: rowIsLive(row) },
    });
    const summary = auditSummary("update", LABEL.one, row.title);
    await auditWrite(trx, { actor, ip, restoring }, { action: "update", entity: "page", entityId: row.id, summary });
    return { ok: true as const, row: row };
  });
}

/** Drops the redirects that led to it, so an old address answers 404. */
async function remove(db: DB, { actor, ip, id }: RemoveArgs): Promise<RemoveCommandResult> {
  if (!isRecordId(id)) return notFound();
  return inCommandTransaction(db, async (trx) => {
    const current = await lockPage(trx, id);
    if (!current) return notFound();
    await moveToTrash(trx, { actor, ip }, { entity: "page", id, title: current.title });
    await deletePage(trx, id);
    await removeRedirectsTo(trx, publicPathOf("page", current.slug));
    const summary = auditSummary("delete", LABEL.one, current.title);
    await auditWrite(trx, { actor, ip }, { action: "delete", entity: "page", entityId: id, summary });
    return { ok: true as const };
  });
}

export const pages = {
  name: "pages",
  entity: "page",
  label: LABEL,
  schemas: pageSchemas,
  itemSchema: pageItemSchema,
  listItemSchema: pageListItemSchema,
  listQuerySchema: pageListQuerySchema,
  listParams,
  sortKeys: PAGE_SORT_KEYS,
  list,
  get,
  create,
  update,
  remove,
  toJson: (row: Page): PageJson => ({ ...listJson(row), body: row.body, sections: row.sections }),
  toListJson: listJson,
} satisfies ContentResource<Page, PageSummary>;
