import { json, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomPageView } from "~/components/public/custom-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { LocaleNotice } from "~/components/public/locale-notice";
import { faqStructuredData } from "~/components/public/page-sections";
import { db } from "~/db/db.server";
import { getLocalizedPageBySlug, pageTranslationsMap, translatedPageSlug } from "~/models/page-translation.server";
import { getSectionsData, sectionsTags } from "~/models/public-page-sections.server";
import { siteLocale } from "~/routes/__site-locale.server";
import { isSlug, loaderCacheHeaders, missing } from "~/routes/__public-page.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { t } from "~/services/messages.server";
import { localeTag } from "~/utils/locale-tags";
import { hreflangLinks, languageName, localePath } from "~/utils/locales";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import sectionsStyles from "~/styles/sections.css";

export const headers = loaderCacheHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionsStyles }];

/**
 * /de/{german slug}: a custom page, body and sections, in one of the site's other languages.
 * Without a published translation it is a 404, or with SITE_LOCALE_FALLBACK the default text
 * under a notice, kept out of search engines. The page's default-language slug there leads to its
 * translated one. (Any other two-segment address lands here too and is answered as a missing page,
 * redirects included.)
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales, fallback } = await siteLocale(request, params.lang);
  const slug = params.slug;
  const tags = [...READ_TAGS.page, localeTag("page", locale)];
  const page = !isSlug(slug)
    ? undefined
    : await cachedForVisitors(request, `page:${locale}:${slug}`, tags, async () => {
        const localized = await getLocalizedPageBySlug(db(), { locale, slug, fallback });
        if (!localized) return undefined;
        const translations = await pageTranslationsMap(db(), { pageId: localized.id, defaultLocale: locales[0] });
        return { ...localized, translations };
      });
  if (!page) {
    // The English address under the language's prefix: the page is there under its translated slug.
    const translated = isSlug(slug) ? await translatedPageSlug(db(), { locale, slug }) : undefined;
    if (translated) throw redirect(localePath(locale, `/${translated}`, locales), 301);
    throw await missing(request);
  }
  // The newest news and stories its sections show are those public in the page's language, linked there.
  const sectionsData = await cachedForVisitors(request, `page-sections:${locale}:${page.slug}`, [...tags, ...sectionsTags(page.sections, locale)], () =>
    getSectionsData(db(), page.sections, { locale, locales, fallback }),
  );
  const paths = Object.fromEntries(Object.entries(page.translations).map(([code, translated]) => [code, `/${translated}`]));
  // The notice is in the language of the text it stands above.
  const notice = page.fallback ? t(locales[0], "locale.notYetAvailable", { language: languageName(locale) }) : null;
  const { id, title, body, sections, seo_title, seo_description } = page;
  return json({
    page: { id, title, body, sections, seo_title, seo_description, href: localePath(locale, `/${page.slug}`, locales) },
    sectionsData,
    fallback: page.fallback,
    notice,
    locales,
    paths,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { page } = data;
  const faq = faqStructuredData(page.sections);
  const alternates = site && !data.fallback ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : [];
  return [
    ...seoMeta(site, { title: page.seo_title || page.title, description: page.seo_description, path: page.href, noindex: data.fallback }),
    ...alternates,
    ...(faq ? [{ "script:ld+json": faq }] : []),
  ];
};

export default function LocalizedCustomPage() {
  const { page, sectionsData, notice } = useLoaderData<typeof loader>();
  return (
    <>
      <LocaleNotice notice={notice} />
      <CustomPageView page={page} sectionsData={sectionsData} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
