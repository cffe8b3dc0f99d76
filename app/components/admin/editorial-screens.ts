/** The admin URLs keep the seed's blog, pages, slider and heroContent (docs/product.md#names). */

import type { ContentType } from "~/content-types";
import { heroContents } from "~/content-types/hero-contents";
import { homeSlides } from "~/content-types/home-slides";
import { news } from "~/content-types/news";
import { pages } from "~/content-types/pages";
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

/** A type whose items are added on a screen of their own and published from its list. */
export type EditedType = ContentType & { admin: { create: string }; publishing: Publishing };

/** The screens' words and addresses, as the type declares them (app/content-types). */
export function editorialScreens(type: EditedType): EditorialScreens {
  return {
    resource: type.resource,
    noun: type.noun,
    Noun: type.Noun,
    plural: type.plural,
    listPath: type.admin.list,
    createPath: type.admin.create,
    editPath: type.admin.edit,
    ...(type.public ? { publicPath: type.public.path } : {}),
    publishing: type.publishing,
  };
}

export const NEWS_SCREENS: EditorialScreens = editorialScreens(news);
export const PAGE_SCREENS: EditorialScreens = editorialScreens(pages);
export const SLIDE_SCREENS: EditorialScreens = editorialScreens(homeSlides);
export const HERO_CONTENT_SCREENS: EditorialScreens = editorialScreens(heroContents);
