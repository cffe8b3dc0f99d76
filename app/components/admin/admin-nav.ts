/**
 * The admin sidebar (docs/product.md#admin), in its order. Each entry lists the paths of
 * its screens (the list first, then its create and edit screens), so an edit
 * page still marks its section. Paths keep the seed's letter case; matching
 * ignores case, as Remix's routing does.
 */

import { can, type Area } from "~/utils/permissions";
import type { Role } from "~/db/schema";

/** `area` is the entry's line in the permission table (app/utils/permissions.ts): a role that may not use it does not see it. */
export type AdminNavItem = { label: string; to: string; area: Area; also?: readonly string[] };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: "Dashboard", to: "/admin/dashboard", area: "dashboard" },
  { label: "Solution Category", to: "/admin/service-category", area: "solution-categories" },
  { label: "Solutions", to: "/admin/services", area: "solutions", also: ["/admin/create-service", "/admin/edit-service/"] },
  { label: "Certificate", to: "/admin/client-logo", area: "certificates" },
  { label: "Product Category", to: "/admin/project-category", area: "product-categories" },
  { label: "Products", to: "/admin/projects", area: "products", also: ["/admin/create-projects", "/admin/edit-projects/"] },
  { label: "Custom Pages", to: "/admin/custom-pages", area: "pages", also: ["/admin/create-pages", "/admin/edit-pages/"] },
];

export const ADMIN_CMS_NAV: readonly AdminNavItem[] = [
  { label: "Home Slider", to: "/admin/home-slider", area: "home-slides", also: ["/admin/create-slider", "/admin/edit-slider/"] },
  { label: "Hero Contents", to: "/admin/hero-contents", area: "hero-contents", also: ["/admin/create-hero-contents", "/admin/edit-heroContent/"] },
  { label: "Hero Video", to: "/admin/hero-video", area: "hero-video" },
  { label: "News", to: "/admin/blog", area: "news", also: ["/admin/create-blog", "/admin/edit-blog/"] },
  { label: "Media Library", to: "/admin/news-media", area: "media" },
  { label: "Customer Mail", to: "/admin/customer-mail", area: "contact-messages", also: ["/admin/mail-details/"] },
  { label: "Company PDF", to: "/admin/CompanyPDF", area: "company-pdf" },
  { label: "Settings", to: "/admin/setting", area: "settings.hero" },
];

/**
 * The Admin group, after the CMS group: running the site rather than its
 * content. New screens of that kind add their line here.
 */
export const ADMIN_SITE_NAV: readonly AdminNavItem[] = [
  { label: "Users", to: "/admin/users", area: "users", also: ["/admin/users/"] },
  { label: "Audit Log", to: "/admin/audit", area: "audit" },
  { label: "Redirects", to: "/admin/redirects", area: "redirects" },
  { label: "Content Health", to: "/admin/health", area: "content-health" },
  { label: "Trash", to: "/admin/trash", area: "trash" },
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
  const inSection = (item.also ?? []).some((prefix) => {
    const lower = prefix.toLowerCase();
    return lower.endsWith("/") ? path.startsWith(lower) : path === lower;
  });
  return inSection ? "section" : null;
}

/** The label of the sidebar entry the page belongs to, shown in the header: where the editor is. */
export function currentSection(pathname: string): string | null {
  return [...ADMIN_NAV, ...ADMIN_CMS_NAV, ...ADMIN_SITE_NAV, ...ADMIN_ACCOUNT_NAV].find((item) => navMatch(item, pathname) !== null)?.label ?? null;
}
