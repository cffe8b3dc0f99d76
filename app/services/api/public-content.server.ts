import { z } from "zod";
import type { Category, CatalogItem, Certificate } from "~/db/schema";
import type { DbOrTx } from "~/models/crud.server";
import { listPublicCertificates } from "~/models/certificate.server";
import { getHomeContent, HOME_FEATURED_PRODUCTS, HOME_LATEST_NEWS, sharedHomeColumns, sharedHomeOf } from "~/models/home.server";
import { getNewsNeighbours, getPublicNewsBySlug, listPublicNews, type NewsSummary } from "~/models/news.server";
import { getLocalizedNewsBySlug, listLocalizedNews, newsTranslationsMap } from "~/models/news-translation.server";
import {
  catalogTranslationsMap, categoryTranslatedSlugs, getLocalizedCatalogItemBySlug, getLocalizedCategoryById, getLocalizedCategoryBySlug,
  listLocalizedCatalogItems, listLocalizedCategories, type LocalizedCategory,
} from "~/models/catalog-translation.server";
import { homeCountersIn, homeFeaturesIn, homeHeroIn, homeSlidesIn, homeVideoSpeaks } from "~/models/home-in-locale";
import { localeHomeOf, localeHomeQuery } from "~/models/locale-home.server";
import { getPublicPageBySlug, type Page } from "~/models/page.server";
import { getLocalizedPageBySlug, pageTranslationsMap } from "~/models/page-translation.server";
import { sectionSchema } from "~/schemas/sections";
import { getProductCategoryById, getPublicProductCategoryBySlug, listPublicProductCategories } from "~/models/product-category.server";
import { getPublicProductBySlug, listPublicProducts } from "~/models/product.server";
import {
  getPublicSolutionCategoryBySlug, getSolutionCategoryById, listPublicSolutionCategories,
} from "~/models/solution-category.server";
import { getPublicSolutionBySlug, listPublicSolutions } from "~/models/solution.server";
import { dateTimeJson, idJson, isoDate, mediaIdJson, mediaUrlJson, nullableDateTimeJson } from "~/services/content/json";
import { loadMediaRefs, refOf, urlOf, type MediaRef } from "~/services/content/media-refs.server";
import { certificateDetailsJson } from "~/services/content/certificates.server";
import { paginationMeta } from "~/utils/pagination";
import { countMetaSchema, dataOf, listOf, paginationMetaSchema } from "./shapes";
import type { CatalogKind } from "~/utils/kinds";

// Through the models' public functions, which hold the publishing rules.


const CATALOG = {
  solution: {
    listCategories: listPublicSolutionCategories,
    getCategoryBySlug: getPublicSolutionCategoryBySlug,
    getCategoryById: getSolutionCategoryById,
    listItems: listPublicSolutions,
    getItemBySlug: getPublicSolutionBySlug,
  },
  product: {
    listCategories: listPublicProductCategories,
    getCategoryBySlug: getPublicProductCategoryBySlug,
    getCategoryById: getProductCategoryById,
    listItems: listPublicProducts,
    getItemBySlug: getPublicProductBySlug,
  },
} as const;

/** The answer to a contact message, also when the honeypot dropped it (the robot must not tell). */
export const CONTACT_RECEIVED = "Thank you for your message. We will get back to you soon.";

const RELATED_ITEMS = 3;

const publicCategorySchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
  updated_at: dateTimeJson(),
});

const publicCatalogItemSummarySchema = z.strictObject({
  id: idJson(),
  category_id: idJson(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
  published_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  updated_at: dateTimeJson(),
});

const categoryLinkSchema = z.strictObject({ id: idJson(), name: z.string(), slug: z.string() });

const publicCatalogItemSchema = publicCatalogItemSummarySchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  category: categoryLinkSchema.nullable(),
  related: z.array(publicCatalogItemSummarySchema).meta({ description: `Up to ${RELATED_ITEMS} other items of the category` }),
  locale: z
    .string()
    .optional()
    .meta({ description: "With ?locale=: the language of the text, the default locale's where the item is not yet translated" }),
  translations: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Where the site has several languages: each locale in which the item is published, and its slug there" }),
});

const publicCategoryItemSchema = publicCatalogItemSummarySchema.extend({
  locale: z
    .string()
    .optional()
    .meta({ description: "With ?locale=: the language of the item's text, the default locale's where it is not yet translated" }),
});

const publicCategoryListItemSchema = publicCategorySchema.extend({
  locale: z
    .string()
    .optional()
    .meta({ description: "With ?locale=: the language of the name and description, the default locale's where the category is not yet translated" }),
});

const publicCategoryDetailSchema = publicCategorySchema.extend({
  locale: z
    .string()
    .optional()
    .meta({ description: "With ?locale=: the language of the name and description, the default locale's where the category is not yet translated" }),
  translations: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Where the site has several languages: the default locale and each locale in which the category has a name of its own, and its slug there" }),
});

const publicSolutionCategorySchema = publicCategoryDetailSchema.extend({ solutions: z.array(publicCategoryItemSchema) });
const publicProductCategorySchema = publicCategoryDetailSchema.extend({ products: z.array(publicCategoryItemSchema) });

const publicNewsSummarySchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image_id: mediaIdJson(),
  cover_image_url: mediaUrlJson(),
  published_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  updated_at: dateTimeJson(),
  locale: z
    .string()
    .optional()
    .meta({ description: "With ?locale=: the language of the text, the default locale's where the article is not yet translated" }),
});

const newsLinkSchema = z.strictObject({ id: idJson(), title: z.string(), slug: z.string() });

const publicNewsSchema = publicNewsSummarySchema.extend({
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  previous: newsLinkSchema.nullable().meta({ description: "The next older live article" }),
  next: newsLinkSchema.nullable().meta({ description: "The next newer live article" }),
  translations: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Where the site has several languages: each locale in which the article is published, and its slug there" }),
});

const publicCertificateSchema = z.strictObject({
  id: idJson(),
  name: z.string(),
  url: z.string(),
  ...certificateDetailsJson,
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
});

const publicPageSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  slug: z.string(),
  body: z.string().meta({ description: "Sanitised rich-text HTML" }),
  sections: z.array(sectionSchema).meta({ description: "The page's sections, in order; each `type` has its own fields" }),
  show_in_menu: z.boolean(),
  menu_label: z.string().meta({ description: "The label in the site's menu; empty means the title" }),
  sort_order: z.number().int(),
  published_at: nullableDateTimeJson(),
  seo_title: z.string(),
  seo_description: z.string(),
  updated_at: dateTimeJson(),
  locale: z
    .string()
    .optional()
    .meta({ description: "With ?locale=: the language of the text, the default locale's where the page is not yet translated" }),
  translations: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Where the site has several languages: each locale in which the page is published, and its slug there" }),
});

const publicSlideSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  subtitle: z.string(),
  button_label: z.string(),
  button_url: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
});

const publicHeroContentSchema = z.strictObject({
  id: idJson(),
  title: z.string(),
  body: z.string(),
  icon: z.string(),
  link_url: z.string(),
  image_id: mediaIdJson(),
  image_url: mediaUrlJson(),
  sort_order: z.number().int(),
});

const publicHomeSchema = z.strictObject({
  hero: z.strictObject({ title: z.string(), subtitle: z.string(), cta_label: z.string(), cta_url: z.string() }),
  counters: z.array(z.strictObject({ label: z.string(), value: z.number().min(0), suffix: z.string() })),
  hero_video: z.strictObject({
    title: z.string(),
    caption: z.string(),
    video_id: mediaIdJson(),
    video_file_url: mediaUrlJson().meta({ description: "Public URL of the uploaded video, when there is one" }),
    video_url: z.string().meta({ description: "The YouTube, Vimeo or MP4 link, when there is one" }),
    poster_id: mediaIdJson(),
    poster_url: mediaUrlJson(),
  }),
  slides: z.array(publicSlideSchema),
  hero_contents: z.array(publicHeroContentSchema),
  solution_categories: z.array(publicCategoryListItemSchema),
  featured_products: z.array(publicCategoryItemSchema).meta({ description: `Up to ${HOME_FEATURED_PRODUCTS} products` }),
  certificates: z.array(publicCertificateSchema),
  news: z.array(publicNewsSummarySchema).meta({ description: `The ${HOME_LATEST_NEWS} newest live articles` }),
});

export const publicResponses = {
  home: dataOf(publicHomeSchema),
  categories: listOf(publicCategoryListItemSchema, countMetaSchema),
  solutionCategory: dataOf(publicSolutionCategorySchema),
  productCategory: dataOf(publicProductCategorySchema),
  catalogItem: dataOf(publicCatalogItemSchema),
  newsList: listOf(publicNewsSummarySchema, paginationMetaSchema),
  news: dataOf(publicNewsSchema),
  certificates: listOf(publicCertificateSchema, countMetaSchema),
  page: dataOf(publicPageSchema),
};

export type PublicCategoryJson = z.output<typeof publicCategorySchema>;
export type PublicCatalogItemSummaryJson = z.output<typeof publicCatalogItemSummarySchema>;
type PublicNewsSummaryJson = z.output<typeof publicNewsSummarySchema>;
type PublicCertificateJson = z.output<typeof publicCertificateSchema>;

type Refs = Map<number, MediaRef>;
const mediaUrlOf = (refs: Refs, id: number | null) => urlOf(refOf(refs, id));

function categoryJson(row: Category, refs: Refs): PublicCategoryJson {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image_id: row.image_id,
    image_url: mediaUrlOf(refs, row.image_id),
    sort_order: row.sort_order,
    updated_at: isoDate(row.updated_at),
  };
}

function catalogSummaryJson(
  row: Pick<CatalogItem, "id" | "category_id" | "title" | "slug" | "summary" | "image_id" | "sort_order" | "published_at" | "seo_title" | "seo_description" | "updated_at">,
  refs: Refs,
): PublicCatalogItemSummaryJson {
  return {
    id: row.id,
    category_id: row.category_id,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    image_id: row.image_id,
    image_url: mediaUrlOf(refs, row.image_id),
    sort_order: row.sort_order,
    published_at: isoDate(row.published_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    updated_at: isoDate(row.updated_at),
  };
}

type NewsSummaryRow = Pick<
  NewsSummary,
  "id" | "title" | "slug" | "excerpt" | "cover_image_id" | "published_at" | "seo_title" | "seo_description" | "updated_at"
>;

function newsSummaryJson(row: NewsSummaryRow, refs: Refs): PublicNewsSummaryJson {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    cover_image_id: row.cover_image_id,
    cover_image_url: mediaUrlOf(refs, row.cover_image_id),
    published_at: isoDate(row.published_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    updated_at: isoDate(row.updated_at),
  };
}

function certificateJson(row: Certificate, refs: Refs): PublicCertificateJson {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    issuer: row.issuer,
    number: row.number,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    image_id: row.image_id,
    image_url: mediaUrlOf(refs, row.image_id),
    sort_order: row.sort_order,
  };
}

type PageJsonFields = Pick<
  Page,
  "id" | "title" | "slug" | "body" | "sections" | "show_in_menu" | "menu_label" | "sort_order" | "published_at" | "seo_title" | "seo_description" | "updated_at"
>;

function pageJson(row: PageJsonFields): z.output<typeof publicPageSchema> {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    body: row.body,
    sections: row.sections,
    show_in_menu: row.show_in_menu,
    menu_label: row.menu_label,
    sort_order: row.sort_order,
    published_at: isoDate(row.published_at),
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    updated_at: isoDate(row.updated_at),
  };
}

export async function getPublicHome(db: DbOrTx): Promise<z.output<typeof publicResponses.home>> {
  const content = await getHomeContent(db);
  const { categories, products, news, media: refs } = content;
  const shared = sharedHomeJson(content);
  return {
    data: {
      hero: shared.hero,
      counters: shared.counters,
      hero_video: shared.hero_video,
      slides: shared.slides,
      hero_contents: shared.hero_contents,
      solution_categories: categories.map((category) => categoryJson(category, refs)),
      featured_products: products.map((product) => catalogSummaryJson(product, refs)),
      certificates: shared.certificates,
      news: news.map((article) => newsSummaryJson(article, refs)),
    },
  };
}

/** The parts of the home every language shares, as the API writes them. */
function sharedHomeJson({ settings, slides, heroContents, certificates, media: refs }: ReturnType<typeof sharedHomeOf>) {
  const video = settings.hero_video;
  return {
    hero: settings.hero,
    counters: settings.counter.items.map(({ label, value, suffix }) => ({ label, value, suffix: suffix ?? "" })),
    hero_video: {
      title: video.title,
      caption: video.caption,
      video_id: video.video_id,
      video_file_url: mediaUrlOf(refs, video.video_id),
      video_url: video.video_url,
      poster_id: video.poster_id,
      poster_url: mediaUrlOf(refs, video.poster_id),
    },
    slides: slides.map((slide) => ({
      id: slide.id,
      title: slide.title,
      subtitle: slide.subtitle,
      button_label: slide.button_label,
      button_url: slide.button_url,
      image_id: slide.image_id,
      image_url: mediaUrlOf(refs, slide.image_id),
      sort_order: slide.sort_order,
    })),
    hero_contents: heroContents.map((content) => ({
      id: content.id,
      title: content.title,
      body: content.body,
      icon: content.icon,
      link_url: content.link_url,
      image_id: content.image_id,
      image_url: mediaUrlOf(refs, content.image_id),
      sort_order: content.sort_order,
    })),
    certificates: certificates.map((certificate) => certificateJson(certificate, refs)),
  };
}

/**
 * `?locale=` other than the default: the home as the locale's home page shows it. The headline, slides,
 * "why us" blocks, figures and video in the locale's words, and what has none there left off (never the
 * default language's words under the locale); the categories named in the locale; the featured products
 * and news translated there (with the fallback, untranslated ones in the default text, `locale` saying so).
 * Pictures, figures and certificates are shared.
 */
export async function getLocalizedHomeJson(
  db: DbOrTx,
  { locale, locales, fallback }: { locale: string; locales: readonly string[]; fallback: boolean },
): Promise<z.output<typeof publicResponses.home>> {
  // One statement: the locale's own parts and the shared ones, not the default language's categories, products and news.
  const row = await localeHomeQuery(db, { locale, fallback }).select(sharedHomeColumns(db)).executeTakeFirstOrThrow();
  const home = sharedHomeJson(sharedHomeOf(row));
  const rows = localeHomeOf(row);
  const { homeWords: words, media: refs } = rows;
  const inLocale = (row: { fallback: boolean }) => (row.fallback ? locales[0] : locale);
  const video = homeVideoSpeaks(home.hero_video, words)
    ? { ...home.hero_video, title: words.video.title, caption: words.video.caption }
    : { title: "", caption: "", video_id: null, video_file_url: null, video_url: "", poster_id: null, poster_url: null };
  return {
    data: {
      hero: homeHeroIn(locale, locales, home.hero, words),
      counters: homeCountersIn(home.counters, words),
      hero_video: video,
      slides: homeSlidesIn(locale, locales, home.slides, words),
      hero_contents: homeFeaturesIn(locale, locales, home.hero_contents, words),
      solution_categories: rows.solutionAreas.map((category) => localizedCategoryJson(category, refs, { locale, locales })),
      featured_products: rows.products.map((product) => ({ ...catalogSummaryJson(product, refs), locale: inLocale(product) })),
      certificates: home.certificates,
      news: rows.news.map((article) => ({ ...newsSummaryJson(article, refs), locale: inLocale(article) })),
    },
  };
}

export async function listPublicCategoriesJson(db: DbOrTx, kind: CatalogKind): Promise<z.output<typeof publicResponses.categories>> {
  const categories = await CATALOG[kind].listCategories(db);
  const refs = await loadMediaRefs(db, categories.map((category) => category.image_id));
  return { data: categories.map((category) => categoryJson(category, refs)), meta: { total: categories.length } };
}

export async function getPublicCategoryJson(
  db: DbOrTx,
  kind: CatalogKind,
  slug: string,
): Promise<PublicCategoryJson & { items: PublicCatalogItemSummaryJson[] } | undefined> {
  const catalog = CATALOG[kind];
  const category = await catalog.getCategoryBySlug(db, slug);
  if (!category) return undefined;
  const items = await catalog.listItems(db, { categoryId: category.id });
  const refs = await loadMediaRefs(db, [category.image_id, ...items.map((item) => item.image_id)]);
  return { ...categoryJson(category, refs), items: items.map((item) => catalogSummaryJson(item, refs)) };
}

function localizedCategoryJson(category: LocalizedCategory, refs: Refs, { locale, locales }: { locale: string; locales: readonly string[] }) {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    image_id: category.image_id,
    image_url: mediaUrlOf(refs, category.image_id),
    sort_order: category.sort_order,
    updated_at: isoDate(category.updated_at),
    locale: category.fallback ? locales[0] : locale,
  };
}

/** `?locale=` other than the default: the categories with a name in that language, or with the fallback all of them. */
export async function listLocalizedCategoriesJson(
  db: DbOrTx,
  kind: CatalogKind,
  options: { locale: string; locales: readonly string[]; fallback: boolean },
): Promise<z.output<typeof publicResponses.categories>> {
  const categories = await listLocalizedCategories(db, kind, options);
  const refs = await loadMediaRefs(db, categories.map((category) => category.image_id));
  return { data: categories.map((category) => localizedCategoryJson(category, refs, options)), meta: { total: categories.length } };
}

/**
 * A category by its slug in a locale other than the default: its name, slug and description there and
 * its items translated there. Untranslated, it is not found; with the fallback, the default text
 * stands in, for the category and for each untranslated item, and `locale` says so.
 */
export async function getLocalizedCategoryJson(
  db: DbOrTx,
  kind: CatalogKind,
  options: { slug: string; locale: string; locales: readonly string[]; fallback: boolean },
): Promise<(PublicCategoryJson & { locale: string; translations: Record<string, string>; items: Array<PublicCatalogItemSummaryJson & { locale: string }> }) | undefined> {
  const { slug, locale, locales, fallback } = options;
  const category = await getLocalizedCategoryBySlug(db, kind, { locale, slug });
  if (!category || (category.fallback && !fallback)) return undefined;
  const [items, translations] = await Promise.all([
    listLocalizedCatalogItems(db, kind, { locale, fallback, categoryId: category.id }),
    categoryTranslatedSlugs(db, kind, { categoryId: category.id, locales }),
  ]);
  const refs = await loadMediaRefs(db, [category.image_id, ...items.map((item) => item.image_id)]);
  return {
    ...localizedCategoryJson(category, refs, { locale, locales }),
    translations,
    items: items.map((item) => ({ ...catalogSummaryJson(item, refs), locale: item.fallback ? locales[0] : locale })),
  };
}

/** The `translations` of a default-locale category read, where the site has several languages. */
export function categoryTranslationsJson(db: DbOrTx, kind: CatalogKind, categoryId: number, locales: readonly string[]): Promise<Record<string, string>> {
  return categoryTranslatedSlugs(db, kind, { categoryId, locales });
}

export async function getPublicCatalogItemJson(
  db: DbOrTx,
  kind: CatalogKind,
  slug: string,
): Promise<z.output<typeof publicResponses.catalogItem> | undefined> {
  const catalog = CATALOG[kind];
  const item = await catalog.getItemBySlug(db, slug);
  if (!item) return undefined;
  const [category, related] = await Promise.all([
    catalog.getCategoryById(db, item.category_id),
    catalog.listItems(db, { categoryId: item.category_id, excludeId: item.id, limit: RELATED_ITEMS }),
  ]);
  const refs = await loadMediaRefs(db, [item.image_id, ...related.map((other) => other.image_id)]);
  return {
    data: {
      ...catalogSummaryJson(item, refs),
      body: item.body,
      category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
      related: related.map((other) => catalogSummaryJson(other, refs)),
    },
  };
}

/**
 * A solution or product by its slug in a locale other than the default: its text in that
 * language (the default text with the fallback), its category named there, its related items too.
 */
export async function getLocalizedCatalogItemJson(
  db: DbOrTx,
  kind: CatalogKind,
  options: { slug: string; locale: string; defaultLocale: string; fallback: boolean },
): Promise<z.output<typeof publicResponses.catalogItem> | undefined> {
  const { slug, locale, defaultLocale, fallback } = options;
  const localized = await getLocalizedCatalogItemBySlug(db, kind, { slug, locale, fallback });
  if (!localized) return undefined;
  const [category, related, translations] = await Promise.all([
    getLocalizedCategoryById(db, kind, { locale, id: localized.category_id }),
    listLocalizedCatalogItems(db, kind, { locale, fallback, categoryId: localized.category_id, excludeId: localized.id, limit: RELATED_ITEMS }),
    catalogTranslationsMap(db, kind, { itemId: localized.id, defaultLocale }),
  ]);
  const refs = await loadMediaRefs(db, [localized.image_id, ...related.map((other) => other.image_id)]);
  return {
    data: {
      ...catalogSummaryJson(localized, refs),
      body: localized.body,
      category: category ? { id: category.id, name: category.name, slug: category.slug } : null,
      related: related.map((other) => catalogSummaryJson(other, refs)),
      locale: localized.fallback ? defaultLocale : locale,
      translations,
    },
  };
}

/** The `translations` of a default-locale detail read, where the site has several languages. */
export async function catalogTranslationsJson(db: DbOrTx, kind: CatalogKind, itemId: number, defaultLocale: string): Promise<Record<string, string>> {
  return catalogTranslationsMap(db, kind, { itemId, defaultLocale });
}

export async function getPublicNewsPageJson(db: DbOrTx, page: number): Promise<z.output<typeof publicResponses.newsList>> {
  const result = await listPublicNews(db, { page });
  const refs = await loadMediaRefs(db, result.items.map((article) => article.cover_image_id));
  return { data: result.items.map((article) => newsSummaryJson(article, refs)), meta: paginationMeta(result) };
}

export async function getPublicNewsJson(db: DbOrTx, slug: string): Promise<z.output<typeof publicResponses.news> | undefined> {
  const article = await getPublicNewsBySlug(db, slug);
  if (!article) return undefined;
  const [neighbours, refs] = await Promise.all([getNewsNeighbours(db, article), loadMediaRefs(db, [article.cover_image_id])]);
  const link = (other: { id: number; title: string; slug: string } | undefined) =>
    other ? { id: other.id, title: other.title, slug: other.slug } : null;
  return {
    data: {
      ...newsSummaryJson(article, refs),
      body: article.body,
      previous: link(neighbours.previous),
      next: link(neighbours.next),
    },
  };
}

/** `?locale=` other than the default: the locale's live translations, or the default text in their place with the fallback. */
export async function getLocalizedNewsPageJson(
  db: DbOrTx,
  options: { page: number; locale: string; defaultLocale: string; fallback: boolean },
): Promise<z.output<typeof publicResponses.newsList>> {
  const result = await listLocalizedNews(db, options);
  const refs = await loadMediaRefs(db, result.items.map((article) => article.cover_image_id));
  const data = result.items.map((article) => ({
    ...newsSummaryJson(article, refs),
    locale: article.fallback ? options.defaultLocale : options.locale,
  }));
  return { data, meta: paginationMeta(result) };
}

/**
 * An article by its slug in a locale other than the default. Its neighbours are left out (null)
 * for now: they would have to be found among the locale's own articles.
 */
export async function getLocalizedNewsJson(
  db: DbOrTx,
  options: { slug: string; locale: string; defaultLocale: string; fallback: boolean },
): Promise<z.output<typeof publicResponses.news> | undefined> {
  const article = await getLocalizedNewsBySlug(db, options);
  if (!article) return undefined;
  const [refs, translations] = await Promise.all([
    loadMediaRefs(db, [article.cover_image_id]),
    newsTranslationsMap(db, { newsId: article.id, defaultLocale: options.defaultLocale }),
  ]);
  return {
    data: {
      ...newsSummaryJson(article, refs),
      locale: article.fallback ? options.defaultLocale : options.locale,
      body: article.body,
      previous: null,
      next: null,
      translations,
    },
  };
}

/** The `translations` of a default-locale detail read, where the site has several languages. */
export async function newsTranslationsJson(db: DbOrTx, newsId: number, defaultLocale: string): Promise<Record<string, string>> {
  return newsTranslationsMap(db, { newsId, defaultLocale });
}

export async function listPublicCertificatesJson(db: DbOrTx): Promise<z.output<typeof publicResponses.certificates>> {
  const certificates = await listPublicCertificates(db);
  const refs = await loadMediaRefs(db, certificates.map((certificate) => certificate.image_id));
  return { data: certificates.map((certificate) => certificateJson(certificate, refs)), meta: { total: certificates.length } };
}

/** A page by its slug in `locale` (default text with `fallback`): its text in that language, the rest shared. */
export async function getLocalizedPageJson(
  db: DbOrTx,
  options: { slug: string; locale: string; defaultLocale: string; fallback: boolean },
): Promise<z.output<typeof publicResponses.page> | undefined> {
  const localized = await getLocalizedPageBySlug(db, options);
  if (!localized) return undefined;
  const translations = await pageTranslationsMap(db, { pageId: localized.id, defaultLocale: options.defaultLocale });
  return {
    data: { ...pageJson(localized), locale: localized.fallback ? options.defaultLocale : options.locale, translations },
  };
}

/** The `translations` of a default-locale page read, where the site has several languages. */
export async function pageTranslationsJson(db: DbOrTx, pageId: number, defaultLocale: string): Promise<Record<string, string>> {
  return pageTranslationsMap(db, { pageId, defaultLocale });
}

export async function getPublicPageJson(db: DbOrTx, slug: string): Promise<z.output<typeof publicResponses.page> | undefined> {
  const page = await getPublicPageBySlug(db, slug);
  return page ? { data: pageJson(page) } : undefined;
}
