import type { CatalogKind } from "~/utils/kinds";
import type { z } from "zod";
import type { ResourceName } from "~/content-types";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { t } from "~/services/messages.server";
import { getPageBySlug } from "~/models/page.server";
import { getSectionsData, type SectionsData } from "~/models/public-page-sections.server";
import type { Section } from "~/schemas/sections";
import { getCatalogDetailPage, type CatalogDetailPage } from "~/models/public-catalog.server";
import { getStoryDetailPage, type StoryDetailPage } from "~/models/public-customer-story.server";
import { getNewsDetailPage, type NewsDetailPage } from "~/models/public-news.server";
import { parseFormData, type FieldErrors } from "~/schemas/parse";
import {
  withoutWriting, type CommandContext, type CreateArgs, type CreateCommandResult, type Trx, type UpdateArgs, type UpdateCommandResult,
} from "~/services/content/command.server";
import { customerStories } from "~/services/content/customer-stories.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { products } from "~/services/content/products.server";
import { solutions } from "~/services/content/solutions.server";
import { canonicalName } from "~/utils/canonical-name";
import type { Area } from "~/utils/permissions";

/**
 * The form's fields go through the real save in a transaction that is rolled back, so the preview
 * shows exactly what a save would store and refuses what it would refuse, and nothing is written.
 */

export type PreviewView =
  | { kind: "news"; page: NewsDetailPage }
  | { kind: "catalog"; catalogKind: CatalogKind; page: CatalogDetailPage; ask: string }
  | { kind: "page"; page: { title: string; body: string; sections: Section[] }; sectionsData: SectionsData }
  | { kind: "story"; page: StoryDetailPage };

export type PreviewOutcome = { ok: true; view: PreviewView } | { ok: false; message: string; fieldErrors: FieldErrors };

type Saves<Row, Values, Changes> = {
  schemas: { create: z.ZodType<Values>; update: z.ZodType<Changes & { version: number }> };
  create(db: Trx, args: CreateArgs<Values>): Promise<CreateCommandResult<Row>>;
  update(db: Trx, args: UpdateArgs<Omit<Changes, "version">>): Promise<UpdateCommandResult<Row>>;
};

type Saved<Row> = { ok: true; row: Row } | { ok: false; message: string; fieldErrors: FieldErrors };

async function rehearseSave<Row, Values, Changes>(
  commands: Saves<Row, Values, Changes>,
  trx: Trx,
  context: CommandContext,
  id: number | undefined,
  form: FormData,
): Promise<Saved<Row>> {
  if (id === undefined) {
    const parsed = parseFormData(commands.schemas.create, form);
    if (!parsed.success) return { ok: false, message: "", fieldErrors: parsed.fieldErrors };
    const result = await commands.create(trx, { ...context, input: parsed.data });
    return result.ok ? result : { ok: false, message: result.message, fieldErrors: result.fieldErrors };
  }
  const parsed = parseFormData(commands.schemas.update, form);
  if (!parsed.success) return { ok: false, message: "", fieldErrors: parsed.fieldErrors };
  const { version, ...input } = parsed.data;
  const result = await commands.update(trx, { ...context, id, version, input });
  if (result.ok) return result;
  return { ok: false, message: result.message, fieldErrors: result.reason === "invalid" ? result.fieldErrors : {} };
}

type Preview = (trx: Trx, context: CommandContext, id: number | undefined, form: FormData) => Promise<PreviewOutcome>;

const NOT_SHOWN: PreviewOutcome = { ok: false, message: "This item has no public page to preview.", fieldErrors: {} };

function catalogPreview(resource: "solutions" | "products"): Preview {
  const kind = resource === "solutions" ? "solution" : "product";
  const commands = resource === "solutions" ? solutions : products;
  return async (trx, context, id, form) => {
    const saved = await rehearseSave(commands, trx, context, id, form);
    if (!saved.ok) return saved;
    const page = await getCatalogDetailPage(trx, kind, saved.row.slug, { preview: true });
    if (!page) return NOT_SHOWN;
    return { ok: true, view: { kind: "catalog", catalogKind: kind, page, ask: t(env().SITE_LOCALES[0], "catalog.askAbout", { title: page.item.title }) } };
  };
}

/**
 * The types whose edit screens have a Preview button: each renders its own
 * public view. A type with a public page and no entry here has no preview,
 * and /admin/preview/{its resource} answers 404.
 */
const PREVIEWS = {
  news: async (trx, context, id, form) => {
    const saved = await rehearseSave(news, trx, context, id, form);
    if (!saved.ok) return saved;
    const page = await getNewsDetailPage(trx, saved.row.slug, { preview: true });
    return page ? { ok: true, view: { kind: "news", page } } : NOT_SHOWN;
  },
  solutions: catalogPreview("solutions"),
  products: catalogPreview("products"),
  pages: async (trx, context, id, form) => {
    const saved = await rehearseSave(pages, trx, context, id, form);
    if (!saved.ok) return saved;
    const page = await getPageBySlug(trx, saved.row.slug);
    if (!page) return NOT_SHOWN;
    const sectionsData = await getSectionsData(trx, page.sections);
    return { ok: true, view: { kind: "page", page: { title: page.title, body: page.body, sections: page.sections }, sectionsData } };
  },
  "customer-stories": async (trx, context, id, form) => {
    const saved = await rehearseSave(customerStories, trx, context, id, form);
    if (!saved.ok) return saved;
    const page = await getStoryDetailPage(trx, saved.row.slug, { preview: true });
    return page ? { ok: true, view: { kind: "story", page } } : NOT_SHOWN;
  },
} satisfies Partial<Record<ResourceName, Preview>>;

type Previewed = keyof typeof PREVIEWS;
const PREVIEWED = Object.keys(PREVIEWS) as Previewed[];

export function previewedResource(word: string | undefined): Previewed | undefined {
  return canonicalName(word, PREVIEWED);
}

export function previewArea(resource: Previewed): Area {
  return resource;
}

export async function previewForm(
  resource: Previewed,
  context: CommandContext,
  id: number | undefined,
  form: FormData,
): Promise<PreviewOutcome> {
  // Visitors only ever see published items, whichever button the editor will press.
  form.set("status", "published");
  return withoutWriting(db(), (trx) => PREVIEWS[resource](trx, context, id, form));
}
