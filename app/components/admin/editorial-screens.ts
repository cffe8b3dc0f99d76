/** The admin URLs keep the seed's blog, pages, slider and heroContent (docs/product.md#names). */

import type { ContentType } from "~/content-types";
import { heroContents } from "~/content-types/hero-contents";
import { homeSlides } from "~/content-types/home-slides";
import { news } from "~/content-types/news";
import { pages } from "~/content-types/pages";
import type { Publishing } from "~/utils/bulk-actions";

export type EditorialScreens = {
  resource: string;
  noun: string;
  Noun: string;
  plural: string;
  listPath: string;
  createPath: string;
  editPath: (id: number | string) => string;
  publicPath?: (slug: string) => string;
  /** Its pages ask visitors to sign in while the site's guard is on. */
  guarded: boolean;
  publishing: Publishing;
};

export type EditedType = ContentType & { admin: { create: string }; publishing: Publishing };

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
    guarded: type.public?.guarded ?? false,
    publishing: type.publishing,
  };
}

export const NEWS_SCREENS: EditorialScreens = editorialScreens(news);
export const PAGE_SCREENS: EditorialScreens = editorialScreens(pages);
export const SLIDE_SCREENS: EditorialScreens = editorialScreens(homeSlides);
export const HERO_CONTENT_SCREENS: EditorialScreens = editorialScreens(heroContents);
