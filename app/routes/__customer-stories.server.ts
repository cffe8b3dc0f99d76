import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getLocalizedStoryDetailPage, getLocalizedStoryIndustries, getLocalizedStoryListPage, storyPaths } from "~/models/public-customer-story-locale.server";
import { cachedForVisitors } from "~/services/cache/tagged-cache.server";
import { t } from "~/services/messages.server";
import { localeTag, storyLocaleTags } from "~/utils/locale-tags";
import { languageName } from "~/utils/locales";
import { parsePageRequest } from "~/utils/pagination";
import { isSlug, missing } from "./__public-page.server";
import { siteLocale } from "./__site-locale.server";

/**
 * What the customer stories' public reads are built from, as READ_TAGS names
 * the other types': a write to any of these drops them. The stories are not
 * behind the details guard, so the settings do not change them.
 */
export const STORY_TAGS = {
  list: ["customer-story", "media"],
  story: ["customer-story", "solution", "product", "solution-category", "product-category", "media"],
} as const;

/**
 * The list in each of the site's languages, for the switcher and hreflang: the same page of the
 * list, or its first page where an industry is chosen (an industry is named in each language).
 * Null on a site in one language.
 */
export function storyListPaths(locales: readonly string[], { page, industry }: { page: number; industry: string }): Record<string, string> | null {
  if (locales.length < 2) return null;
  const path = industry ? LIST_PATH : page > 1 ? `${LIST_PATH}?page=${page}` : LIST_PATH;
  return Object.fromEntries(locales.map((locale) => [locale, path]));
}

const LIST_PATH = "/customer-stories";

/** The most an industry holds (migration 2026-11-28-0009). */
export const INDUSTRY_MAX_LENGTH = 80;

/** `?industry=` as typed, trimmed; "" for every industry. */
export function industryParam(searchParams: URLSearchParams): string {
  return (searchParams.get("industry") ?? "").trim();
}

/**
 * Where a story is in each language, for its hreflang alternates and the language switcher on
 * the default locale's page: nothing while the site has one language.
 */
export async function storyAlternates(request: Request, storyId: number) {
  const locales = env().SITE_LOCALES;
  if (locales.length === 1) return null;
  const tags = [...STORY_TAGS.story, ...locales.slice(1).map((locale) => localeTag("customer-story", locale))];
  const paths = await cachedForVisitors(request, `customer-story-translations:${storyId}`, tags, () => storyPaths(db(), { storyId, locales }));
  return { locales, paths };
}

/** /de/customer-stories: the stories public in one of the site's other languages, filtered by an industry named in it. */
export async function localizedStoryListLoader(request: Request, lang: string | undefined) {
  const { locale, locales, fallback } = await siteLocale(request, lang);
  const url = new URL(request.url);
  const { page } = parsePageRequest(url.searchParams);
  const industry = industryParam(url.searchParams);
  const options = { locale, locales, fallback };
  const tags = [...STORY_TAGS.list, localeTag("customer-story", locale)];
  const industries = await cachedForVisitors(request, `customer-stories-industries:${locale}`, tags, () => getLocalizedStoryIndustries(db(), options));
  const known = industry === "" || industries.includes(industry);
  const list = known
    ? await cachedForVisitors(request, `customer-stories:${locale}:${page}:${industry}`, tags, () =>
        getLocalizedStoryListPage(db(), { page, industry }, options),
      )
    : { stories: [], page: 1, lastPage: 1, total: 0 };
  if (page > list.lastPage) throw new Response("Not Found", { status: 404 });
  const words = {
    heading: industry ? `${t(locale, "header.nav.stories")}: ${industry}` : t(locale, "header.nav.stories"),
    description: t(locale, "stories.intro"),
  };
  const pageOf = t(locale, "stories.pageOf", { page: list.page, lastPage: list.lastPage });
  return json({ ...list, industries, industry, known, pageOf, words, locale, locales, paths: storyListPaths(locales, { page, industry }) ?? {} });
}

/**
 * /de/customer-stories/{german slug}: a story in another of the site's languages. Without a
 * published translation it is a 404, or with SITE_LOCALE_FALLBACK the default text under a notice,
 * kept out of search engines.
 */
export async function localizedStoryDetailLoader(request: Request, lang: string | undefined, slug: string | undefined) {
  const { locale, locales, fallback } = await siteLocale(request, lang);
  const tags = [...STORY_TAGS.story, ...storyLocaleTags(locale)];
  const page = isSlug(slug)
    ? await cachedForVisitors(request, `customer-story-details:${locale}:${slug}`, tags, () =>
        getLocalizedStoryDetailPage(db(), slug, { locale, locales, fallback }),
      )
    : undefined;
  if (!page) throw await missing(request);
  // The notice is in the language of the text it stands above.
  const notice = page.fallback ? t(locales[0], "locale.notYetAvailable", { language: languageName(locale) }) : null;
  // A page in the default language under the fallback is not a translation: it lists no alternates.
  const alternates = page.fallback ? null : { locales, paths: page.paths };
  const { paths, fallback: _fallback, ...shown } = page;
  return json({ ...shown, preview: null, alternates, notice, paths });
}
