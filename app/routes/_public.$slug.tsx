import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { PreviewBanner } from "~/components/public/preview-banner";
import { CompanyPageView } from "~/components/public/company-page";
import { CustomPageView } from "~/components/public/custom-page";
import { LocaleHome } from "~/components/public/locale-home";
import { faqStructuredData } from "~/components/public/page-sections";
import { profileInLocale } from "~/components/public/site-frame";
import { useSiteWords } from "~/components/public/words";
import { db } from "~/db/db.server";
import { rowIsLive } from "~/models/crud.server";
import { COMPANY_PAGE_SLUG, getPageBySlug, getPublicPageBySlug } from "~/models/page.server";
import { getCompanyPageExtras } from "~/models/public-company.server";
import { getSectionsData, sectionsTags } from "~/models/public-page-sections.server";
import { publicPathOf } from "~/models/redirect.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { chosenHomePage } from "~/routes/__home-page.server";
import {
  isPreview, isSlug, loaderCacheHeaders, missing, PRIVATE_PAGE_HEADERS, previewState,
} from "~/routes/__public-page.server";
import { isLocaleCode, localeHome, pageAlternatePaths } from "~/routes/__page-locale.server";
import { hreflangLinks } from "~/utils/locales";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import sectionsStyles from "~/styles/sections.css";
import type { loader as layoutLoader } from "./_public";

export const headers = loaderCacheHeaders;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sectionsStyles }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug;
  // `/de` is German's home, not a page: a locale's code is never a page's slug.
  if (isLocaleCode(slug)) return localeHome(request, slug);
  const preview = await isPreview(request);
  const page = !isSlug(slug)
    ? undefined
    : preview
      ? await getPageBySlug(db(), slug)
      : await cachedForVisitors(request, `page:${slug}`, READ_TAGS.page, () => getPublicPageBySlug(db(), slug));
  if (!page) throw await missing(request);
  const { id, title, body, sections, seo_title, seo_description } = page;
  // The company page carries the company's figures, certificates and newest story under its text.
  const company =
    page.slug !== COMPANY_PAGE_SLUG
      ? null
      : preview
        ? await getCompanyPageExtras(db())
        : await cachedForVisitors(request, "company-page", READ_TAGS.companyPage, () => getCompanyPageExtras(db()));
  // Kept with the tags of what the sections show: new news drops a page listing the latest.
  const sectionsData = preview
    ? await getSectionsData(db(), sections)
    : await cachedForVisitors(request, `page-sections:${slug}`, [...READ_TAGS.page, ...sectionsTags(sections)], () => getSectionsData(db(), sections));
  // The page `/` shows keeps its own address, with `/` as its canonical one (docs/decisions/019-page-sections.md).
  const isHomePage = (await chosenHomePage(request))?.id === id;
  return json(
    {
      isHomePage,
      page: { id, title, body, sections, seo_title, seo_description, href: publicPathOf("page", page.slug) },
      company,
      sectionsData,
      preview: preview ? previewState(page, rowIsLive(page)) : null,
      alternates: preview ? null : await pageAlternatePaths(request, id),
    },
    { headers: preview ? PRIVATE_PAGE_HEADERS : undefined },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  if ("localeHome" in data) {
    const alternates = site ? hreflangLinks({ siteUrl: site.origin, locales: data.locales, paths: data.paths }) : [];
    // Titled as the default home is, by its headline; without one in the locale, by the company's tagline in it.
    const layout = matches.find((match) => match.id === "routes/_public")?.data as Parameters<typeof profileInLocale>[0] | undefined;
    const tagline = layout ? profileInLocale(layout, data.localeHome.locale).tagline : "";
    const { hero } = data.localeHome.blocks;
    return [
      ...seoMeta(site, {
        title: hero.title || tagline || site?.name || data.localeHome.words.news,
        description: hero.subtitle || undefined,
        path: `/${data.localeHome.locale}`,
      }),
      ...alternates,
    ];
  }
  const { page } = data;
  const faq = faqStructuredData(page.sections);
  const alternates = site && data.alternates ? hreflangLinks({ siteUrl: site.origin, ...data.alternates }) : [];
  return [
    ...seoMeta(site, {
      title: page.seo_title || page.title,
      description: page.seo_description,
      path: data.isHomePage ? "/" : page.href,
      noindex: data.preview !== null,
    }),
    ...alternates,
    ...(faq ? [{ "script:ld+json": faq }] : []),
  ];
};

export default function CustomPage() {
  const data = useLoaderData<typeof loader>();
  const layout = useRouteLoaderData<typeof layoutLoader>("routes/_public");
  const { locale } = useSiteWords();
  const profile = layout ? profileInLocale(layout, locale) : undefined;
  if ("localeHome" in data) {
    return <LocaleHome {...data.localeHome} companyName={profile?.company_name ?? ""} tagline={profile?.tagline ?? ""} about={profile?.about ?? ""} />;
  }
  const { page, preview, company, sectionsData } = data;
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      {company ? (
        <CompanyPageView
          page={page}
          sectionsData={sectionsData}
          extras={company}
          contact={{ tagline: profile?.tagline ?? "", address: profile?.address ?? "", phone: profile?.phone ?? "", email: profile?.email ?? "" }}
        />
      ) : (
        <CustomPageView page={page} sectionsData={sectionsData} />
      )}
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
