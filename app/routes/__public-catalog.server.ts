import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getCatalogDetailPage, getCatalogOverview, getCategoryPage } from "~/models/public-catalog.server";
import {
  catalogItemPaths, categoryPaths, getLocalizedCatalogDetailPage, getLocalizedCatalogOverview, getLocalizedCategoryPage,
} from "~/models/public-catalog-locale.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { t } from "~/services/messages.server";
import { overviewPath, type CatalogKind } from "~/utils/kinds";
import { catalogLocaleTags } from "~/utils/locale-tags";
import { languageName, localePath } from "~/utils/locales";
import { isPreview, isSlug, missing, PRIVATE_PAGE_HEADERS, previewState, requireDetailsVisitor } from "./__public-page.server";
import { siteLocale } from "./__site-locale.server";

/** The visitors' cache is keyed by the page's URL prefix (`solutions:`, `product-details:`…). */

const CACHE_KEYS = {
  solution: { category: "solutions", detail: "solution-details" },
  product: { category: "products", detail: "product-details" },
} as const;

// A category page also shows a customer story that names one of its items.
const CATEGORY_TAGS = {
  solution: [...READ_TAGS.catalogPage("solution"), "customer-story"],
  product: [...READ_TAGS.catalogPage("product"), "customer-story"],
} as const;

/** The tags of the pages that read the kind's translations in every other locale. */
function translationTags(kind: CatalogKind, locales: readonly string[]): string[] {
  return locales.slice(1).flatMap((locale) => catalogLocaleTags(kind, locale));
}

/**
 * Where the page is in each language, for its hreflang alternates and the language switcher:
 * nothing while the site has one language.
 */
async function alternatesOf(request: Request, key: string, kind: CatalogKind, read: (locales: readonly string[]) => Promise<Record<string, string>>) {
  const locales = env().SITE_LOCALES;
  if (locales.length === 1) return null;
  const tags = [...READ_TAGS.catalogPage(kind), ...translationTags(kind, locales)];
  const paths = await cachedForVisitors(request, key, tags, () => read(locales));
  return { locales, paths };
}

/** Where /solutions and /products are in each language: the same words after each locale's prefix. */
function overviewAlternates(kind: CatalogKind, locales: readonly string[]) {
  return { locales, paths: Object.fromEntries(locales.map((locale) => [locale, overviewPath(kind)])) };
}

/** The overview's title and description for its meta, in the page's language. */
function overviewWords(kind: CatalogKind, locale: string) {
  return { title: t(locale, kind === "product" ? "header.nav.products" : "header.nav.solutions"), description: t(locale, `catalog.${kind}.overviewIntro`) };
}

/** /solutions and /products: every published category of the kind, read under the category pages' tags. */
export async function catalogOverviewLoader(kind: CatalogKind, request: Request) {
  const overview = await cachedForVisitors(request, `${CACHE_KEYS[kind].category}-overview`, CATEGORY_TAGS[kind], () => getCatalogOverview(db(), kind));
  const locales = env().SITE_LOCALES;
  return json({
    ...overview,
    ...overviewWords(kind, locales[0]),
    href: overviewPath(kind),
    alternates: locales.length > 1 ? overviewAlternates(kind, locales) : null,
  });
}

/** /de/solutions: the overview in another of the site's languages, the categories named as its menu names them. */
export async function localizedCatalogOverviewLoader(kind: CatalogKind, request: Request, lang: string | undefined) {
  const { locale, locales, fallback } = await siteLocale(request, lang);
  const tags = [...CATEGORY_TAGS[kind], ...catalogLocaleTags(kind, locale)];
  const overview = await cachedForVisitors(request, `${CACHE_KEYS[kind].category}-overview:${locale}`, tags, () =>
    getLocalizedCatalogOverview(db(), kind, { locale, locales, fallback }),
  );
  const alternates = overviewAlternates(kind, locales);
  return json({ ...overview, ...overviewWords(kind, locale), href: localePath(locale, overviewPath(kind), locales), alternates, paths: alternates.paths });
}

export async function catalogCategoryLoader(kind: CatalogKind, request: Request, slug: string | undefined) {
  const page = isSlug(slug)
    ? await cachedForVisitors(request, `${CACHE_KEYS[kind].category}:${slug}`, CATEGORY_TAGS[kind], () => getCategoryPage(db(), kind, slug))
    : undefined;
  if (!page) throw await missing(request);
  const alternates = await alternatesOf(request, `${CACHE_KEYS[kind].category}-translations:${page.category.id}`, kind, (locales) =>
    categoryPaths(db(), kind, { categoryId: page.category.id, locales }),
  );
  return json({ ...page, alternates });
}

/** /de/solutions/{slug}: a category in another of the site's languages, its name translated where it has been. */
export async function localizedCategoryLoader(kind: CatalogKind, request: Request, lang: string | undefined, slug: string | undefined) {
  const { locale, locales, fallback } = await siteLocale(request, lang);
  const tags = [...CATEGORY_TAGS[kind], ...catalogLocaleTags(kind, locale)];
  const page = isSlug(slug)
    ? await cachedForVisitors(request, `${CACHE_KEYS[kind].category}:${locale}:${slug}`, tags, () =>
        getLocalizedCategoryPage(db(), kind, slug, { locale, locales, fallback }),
      )
    : undefined;
  if (!page) throw await missing(request);
  return json({ ...page, alternates: { locales, paths: page.paths } });
}

// A detail page also lists the customer stories that name its item.
const DETAIL_TAGS = {
  solution: [...READ_TAGS.catalogPage("solution"), "customer-story"],
  product: [...READ_TAGS.catalogPage("product"), "customer-story"],
} as const;

/** An admin's preview is never cached and marked private. */
export async function catalogDetailLoader(kind: CatalogKind, request: Request, slug: string | undefined) {
  await requireDetailsVisitor(request);
  const preview = await isPreview(request);
  const page = !isSlug(slug)
    ? undefined
    : preview
      ? await getCatalogDetailPage(db(), kind, slug, { preview })
      : await cachedForVisitors(request, `${CACHE_KEYS[kind].detail}:${slug}`, DETAIL_TAGS[kind], () => getCatalogDetailPage(db(), kind, slug));
  if (!page) throw await missing(request);
  const banner = preview ? previewState(page.item, page.live) : null;
  const alternates = preview
    ? null
    : await alternatesOf(request, `${CACHE_KEYS[kind].detail}-translations:${page.item.id}`, kind, (locales) =>
        catalogItemPaths(db(), kind, { itemId: page.item.id, locales }),
      );
  const ask = t(env().SITE_LOCALES[0], "catalog.askAbout", { title: page.item.title });
  return json({ page, preview: banner, alternates, notice: null, ask }, { headers: preview ? PRIVATE_PAGE_HEADERS : undefined });
}

/**
 * /de/solution-details/{german slug}: an item in another of the site's languages. Without a
 * published translation it is a 404, or with SITE_LOCALE_FALLBACK the default text under a notice,
 * kept out of search engines.
 */
export async function localizedCatalogDetailLoader(kind: CatalogKind, request: Request, lang: string | undefined, slug: string | undefined) {
  const { locale, locales, fallback } = await siteLocale(request, lang);
  await requireDetailsVisitor(request);
  const tags = [...DETAIL_TAGS[kind], ...catalogLocaleTags(kind, locale)];
  const page = isSlug(slug)
    ? await cachedForVisitors(request, `${CACHE_KEYS[kind].detail}:${locale}:${slug}`, tags, () =>
        getLocalizedCatalogDetailPage(db(), kind, slug, { locale, locales, fallback }),
      )
    : undefined;
  if (!page) throw await missing(request);
  // The notice is in the language of the text it stands above.
  const notice = page.fallback ? t(locales[0], "locale.notYetAvailable", { language: languageName(locale) }) : null;
  // A page in the default language under the fallback is not a translation: it lists no alternates.
  const alternates = page.fallback ? null : { locales, paths: page.paths };
  return json({ page, preview: null, alternates, notice, paths: page.paths, ask: t(locale, "catalog.askAbout", { title: page.item.title }) });
}
