/**
 * The admin sidebar (docs/product.md#admin), in its order. Each entry lists the paths of
 * its screens (the list first, then its create and edit screens), so an edit
 * page still marks its section, and the header names both: "News › Add news
 * article". Paths keep the seed's letter case; matching ignores case, as
 * Remix's routing does.
 */

import { PRODUCT_SCREENS, SOLUTION_SCREENS } from "./catalog-screens";
import { HERO_CONTENT_SCREENS, NEWS_SCREENS, PAGE_SCREENS, SLIDE_SCREENS, type EditorialScreens } from "./editorial-screens";
import { can, type Area } from "~/utils/permissions";
import type { Role } from "~/db/schema";

/** A screen of an entry's section: its path (a prefix when it ends with "/") and the title its page shows. */
type AdminScreen = { path: string; title: string };

/** `area` is the entry's line in the permission table (app/utils/permissions.ts): a role that may not use it does not see it. */
export type AdminNavItem = { label: string; to: string; area: Area; also?: readonly AdminScreen[] };

/** An item's create and edit screens, titled as their forms' headings (EditorialForm). */
function itemScreens(screens: EditorialScreens): AdminScreen[] {
  return [
    { path: screens.createPath, title: `Add ${screens.noun}` },
    { path: screens.editPath(""), title: `Edit ${screens.noun}` },
  ];
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: "Dashboard", to: "/admin/dashboard", area: "dashboard" },
  { label: "Solution Category", to: "/admin/service-category", area: "solution-categories" },
  { label: "Solutions", to: "/admin/services", area: "solutions", also: itemScreens(SOLUTION_SCREENS) },
  { label: "Certificate", to: "/admin/client-logo", area: "certificates" },
  { label: "Product Category", to: "/admin/project-category", area: "product-categories" },
  { label: "Products", to: "/admin/projects", area: "products", also: itemScreens(PRODUCT_SCREENS) },
  { label: "Custom Pages", to: "/admin/custom-pages", area: "pages", also: itemScreens(PAGE_SCREENS) },
];

export const ADMIN_CMS_NAV: readonly AdminNavItem[] = [
  { label: "Home Slider", to: "/admin/home-slider", area: "home-slides", also: itemScreens(SLIDE_SCREENS) },
  { label: "Hero Contents", to: "/admin/hero-contents", area: "hero-contents", also: itemScreens(HERO_CONTENT_SCREENS) },
  { label: "Hero Video", to: "/admin/hero-video", area: "hero-video" },
  { label: "News", to: "/admin/blog", area: "news", also: itemScreens(NEWS_SCREENS) },
  { label: "Media Library", to: "/admin/news-media", area: "media" },
  { label: "Customer Mail", to: "/admin/customer-mail", area: "contact-messages", also: [{ path: "/admin/mail-details/", title: "Message" }] },
  { label: "Company PDF", to: "/admin/CompanyPDF", area: "company-pdf" },
  { label: "Settings", to: "/admin/setting", area: "settings.hero" },
];

/**
 * The Admin group, after the CMS group: running the site rather than its
 * content. New screens of that kind add their line here.
 */
export const ADMIN_SITE_NAV: readonly AdminNavItem[] = [
  { label: "Users", to: "/admin/users", area: "users", also: [{ path: "/admin/users/new", title: "Invite user" }, { path: "/admin/users/", title: "User" }] },
  { label: "Audit Log", to: "/admin/audit", area: "audit" },
  { label: "Redirects", to: "/admin/redirects", area: "redirects" },
  { label: "Content Health", to: "/admin/health", area: "content-health" },
  { label: "Trash", to: "/admin/trash", area: "trash" },
  { label: "Backup", to: "/admin/backup", area: "backups" },
];

/** After the groups, before Log Out. */
export const ADMIN_ACCOUNT_NAV: readonly AdminNavItem[] = [{ label: "My Account", to: "/admin/account", area: "account" }];

/** The entries of a list the role may use. */
export function visibleTo(role: Role, items: readonly AdminNavItem[]): AdminNavItem[] {
  return items.filter((item) => can(role, item.area));
}

/**
 * How an entry relates to the current path: "page" when it is the page itself,
 * "section" when the page is one of its create or edit screens.
 */
export function navMatch(item: AdminNavItem, pathname: string): "page" | "section" | null {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  if (path === item.to.toLowerCase()) return "page";
  return sectionScreen(item, path) ? "section" : null;
}

function sectionScreen(item: AdminNavItem, path: string): AdminScreen | undefined {
  return (item.also ?? []).find((screen) => {
    const lower = screen.path.toLowerCase();
    return lower.endsWith("/") ? path.startsWith(lower) : path === lower;
  });
}

/**
 * Where the editor is, for the header: the sidebar entry the page belongs to,
 * and the page's own title (the entry's label on its list, "Add news article"
 * on a screen of its section).
 */
export function currentPlace(pathname: string): { section: string; page: string } | null {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  for (const item of [...ADMIN_NAV, ...ADMIN_CMS_NAV, ...ADMIN_SITE_NAV, ...ADMIN_ACCOUNT_NAV]) {
    if (path === item.to.toLowerCase()) return { section: item.label, page: item.label };
    const screen = sectionScreen(item, path);
    if (screen) return { section: item.label, page: screen.title };
  }
  return null;
}
