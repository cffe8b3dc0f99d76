import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CategoryView } from "~/components/public/category-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { db } from "~/db/db.server";
import { getCategoryPage } from "~/models/public-catalog.server";
import { cachedForVisitors } from "~/services/page-cache.server";
import { isSlug, missing } from "~/services/public-page.server";
import { mediaUrl } from "~/utils/media-url";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug;
  const page = isSlug(slug)
    ? await cachedForVisitors(request, `products:${slug}`, () => getCategoryPage(db(), "product", slug))
    : undefined;
  if (!page) throw await missing(request);
  return json(page);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { category } = data;
  return seoMeta(site, {
    title: category.name,
    description: category.description,
    path: category.href,
    image: category.image ? mediaUrl(category.image, 1600) : null,
    imageAlt: category.image?.alt,
  });
};

export default function ProductCategoryPage() {
  return <CategoryView page={useLoaderData<typeof loader>()} kindLabel="Products" />;
}

export const ErrorBoundary = PublicErrorBoundary;
