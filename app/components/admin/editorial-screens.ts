/** The admin URLs keep the seed's blog, pages, slider and heroContent (docs/product.md#names). */

import type { Publishing } from "~/utils/bulk-actions";

export type EditorialScreens = {
  /** The API resource name, which also names the record's history (/admin/revisions/{resource}/{id}). */
  resource: string;
  noun: string;
  Noun: string;
  plural: string;
  listPath: string;
  createPath: string;
  editPath: (id: number | string) => string;
  /** Where an item is seen on the site, for the Preview link (`?preview=1` shows drafts to admins). */
  publicPath?: (slug: string) => string;
  /** What the list's Publish and Switch to draft (or Hide) change. */
  publishing: Publishing;
};

export const NEWS_SCREENS: EditorialScreens = {
  resource: "news",
  noun: "news article",
  Noun: "News article",
  plural: "News",
  listPath: "/admin/blog",
  createPath: "/admin/create-blog",
  editPath: (id) => `/admin/edit-blog/${id}`,
  publicPath: (slug) => `/news-details/${slug}`,
  publishing: "status",
};

export const PAGE_SCREENS: EditorialScreens = {
  resource: "pages",
  noun: "page",
  Noun: "Page",
  plural: "Custom Pages",
  listPath: "/admin/custom-pages",
  createPath: "/admin/create-pages",
  editPath: (id) => `/admin/edit-pages/${id}`,
  publicPath: (slug) => `/${slug}`,
  publishing: "status",
};

export const SLIDE_SCREENS: EditorialScreens = {
  resource: "home-slides",
  noun: "slide",
  Noun: "Slide",
  plural: "Home Slider",
  listPath: "/admin/home-slider",
  createPath: "/admin/create-slider",
  editPath: (id) => `/admin/edit-slider/${id}`,
  publishing: "is_published",
};

export const HERO_CONTENT_SCREENS: EditorialScreens = {
  resource: "hero-contents",
  noun: "hero content",
  Noun: "Hero content",
  plural: "Hero Contents",
  listPath: "/admin/hero-contents",
  createPath: "/admin/create-hero-contents",
  editPath: (id) => `/admin/edit-heroContent/${id}`,
  publishing: "is_published",
};
