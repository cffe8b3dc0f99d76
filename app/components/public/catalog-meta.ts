import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { catalogCategoryLoader, catalogDetailLoader, catalogOverviewLoader } from "~/routes/__public-catalog.server";
import { hreflangLinks } from "~/utils/locales";
import { mediaUrl } from "~/utils/media-url";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";

type CategoryLoader = (args: LoaderFunctionArgs) => ReturnType<typeof catalogCategoryLoader>;
type OverviewLoader = (args: LoaderFunctionArgs) => ReturnType<typeof catalogOverviewLoader>;
type DetailLoader = (args: LoaderFunctionArgs) => ReturnType<typeof catalogDetailLoader>;

/** The same meta in every language: the loaders of `/solutions/…` and `/de/solutions/…` return the same shape. */
export const catalogCategoryMeta: MetaFunction<CategoryLoader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { category } = data;
  return [
    ...seoMeta(site, {
      title: category.name,
      description: category.description,
      path: category.href,
      image: category.image ? mediaUrl(category.image, 1600) : null,
      imageAlt: category.image?.alt,
    }),
    ...(site && data.alternates ? hreflangLinks({ siteUrl: site.origin, ...data.alternates }) : []),
  ];
};

/** /solutions and /products in every language: the loaders say the title and description in the page's. */
export const catalogOverviewMeta: MetaFunction<OverviewLoader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const picture = data.categories.find((category) => category.image)?.image;
  return [
    ...seoMeta(site, {
      title: data.title,
      description: data.description,
      path: data.href,
      image: picture ? mediaUrl(picture, 1600) : null,
      imageAlt: picture?.alt,
    }),
    ...(site && data.alternates ? hreflangLinks({ siteUrl: site.origin, ...data.alternates }) : []),
  ];
};

/** An admin's preview, and a page shown in the default language under another's address, are kept out of search results. */
export const catalogDetailMeta: MetaFunction<DetailLoader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  const { item } = data.page;
  return [
    ...seoMeta(site, {
      title: item.seo_title || item.title,
      description: item.seo_description || item.summary,
      path: item.href,
      image: item.image ? mediaUrl(item.image, 1600) : null,
      imageAlt: item.image?.alt,
      noindex: data.preview !== null || data.notice !== null,
    }),
    ...(site && data.alternates ? hreflangLinks({ siteUrl: site.origin, ...data.alternates }) : []),
  ];
};
