import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { PreviewBanner } from "~/components/public/preview-banner";
import { CompanyPageView } from "~/components/public/company-page";
import { CustomPageView } from "~/components/public/custom-page";
import { db } from "~/db/db.server";
import { rowIsLive } from "~/models/crud.server";
import { COMPANY_PAGE_SLUG, getPageBySlug, getPublicPageBySlug } from "~/models/page.server";
import { getCompanyPageExtras } from "~/models/public-company.server";
import { publicPathOf } from "~/models/redirect.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import {
  isPreview, isSlug, loaderCacheHeaders, missing, PRIVATE_PAGE_HEADERS, previewState,
} from "~/routes/__public-page.server";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import type { loader as layoutLoader } from "./_public";

export const headers = loaderCacheHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug;
  const preview = await isPreview(request);
  const page = !isSlug(slug)
    ? undefined
    : preview
      ? await getPageBySlug(db(), slug)
      : await cachedForVisitors(request, `page:${slug}`, READ_TAGS.page, () => getPublicPageBySlug(db(), slug));
  if (!page) throw await missing(request);
  const { id, title, body, seo_title, seo_description } = page;
  // The company page carries the company's figures, certificates and newest story under its text.
  const company =
    page.slug !== COMPANY_PAGE_SLUG
      ? null
      : preview
        ? await getCompanyPageExtras(db())
        : await cachedForVisitors(request, "company-page", READ_TAGS.companyPage, () => getCompanyPageExtras(db()));
  return json(
    {
      page: { id, title, body, seo_title, seo_description, href: publicPathOf("page", page.slug) },
      company,
      preview: preview ? previewState(page, rowIsLive(page)) : null,
    },
    { headers: preview ? PRIVATE_PAGE_HEADERS : undefined },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { page } = data;
  return seoMeta(site, {
    title: page.seo_title || page.title,
    description: page.seo_description,
    path: page.href,
    noindex: data.preview !== null,
  });
};

export default function CustomPage() {
  const { page, preview, company } = useLoaderData<typeof loader>();
  const profile = useRouteLoaderData<typeof layoutLoader>("routes/_public")?.profile;
  return (
    <>
      {preview ? <PreviewBanner state={preview} /> : null}
      {company ? (
        <CompanyPageView
          page={page}
          extras={company}
          contact={{ tagline: profile?.tagline ?? "", address: profile?.address ?? "", phone: profile?.phone ?? "", email: profile?.email ?? "" }}
        />
      ) : (
        <CustomPageView page={page} />
      )}
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
