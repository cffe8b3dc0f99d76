import { createContext, useContext } from "react";

export interface SiteContact {
  /** The company's name: who speaks when no person is named (a news article without a recorded author). */
  name: string;
  phone: string;
  email: string;
  /** The privacy page in the page's language, linked beside every form that asks for personal details. */
  privacy: { label: string; href: string } | null;
}

/**
 * The company's phone and email from the profile, for what a page shows
 * inside the site's frame (a detail page's call to action): provided by
 * SiteFrame, so the public pages and the admin's preview of a page, which
 * stands outside the public layout route, show the same.
 */
export const SiteContactContext = createContext<SiteContact>({ name: "", phone: "", email: "", privacy: null });

export function useSiteContact(): SiteContact {
  return useContext(SiteContactContext);
}
