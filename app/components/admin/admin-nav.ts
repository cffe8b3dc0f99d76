/**
 * The admin sidebar (docs/product.md#admin), in its order. Each entry lists the paths of
 * its screens (the list first, then its create and edit screens), so an edit
 * page still marks its section. Paths keep the seed's letter case; matching
 * ignores case, as Remix's routing does.
 */

export type AdminNavItem = { label: string; to: string; also?: readonly string[] };

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: "Dashboard", to: "/admin/dashboard" },
  { label: "Solution Category", to: "/admin/service-category" },
  { label: "Solutions", to: "/admin/services", also: ["/admin/create-service", "/admin/edit-service/"] },
  { label: "Certificate", to: "/admin/client-logo" },
  { label: "Product Category", to: "/admin/project-category" },
  { label: "Products", to: "/admin/projects", also: ["/admin/create-projects", "/admin/edit-projects/"] },
  { label: "Custom Pages", to: "/admin/custom-pages", also: ["/admin/create-pages", "/admin/edit-pages/"] },
];

export const ADMIN_CMS_NAV: readonly AdminNavItem[] = [
  { label: "Home Slider", to: "/admin/home-slider", also: ["/admin/create-slider", "/admin/edit-slider/"] },
  { label: "Hero Contents", to: "/admin/hero-contents", also: ["/admin/create-hero-contents", "/admin/edit-heroContent/"] },
  { label: "Hero Video", to: "/admin/hero-video" },
  { label: "News", to: "/admin/blog", also: ["/admin/create-blog", "/admin/edit-blog/"] },
  { label: "Media Library", to: "/admin/news-media" },
  { label: "Customer Mail", to: "/admin/customer-mail", also: ["/admin/mail-details/"] },
  { label: "Company PDF", to: "/admin/CompanyPDF" },
  { label: "Settings", to: "/admin/setting" },
  { label: "Redirects", to: "/admin/redirects" },
  { label: "Content Health", to: "/admin/health" },
];

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
  return [...ADMIN_NAV, ...ADMIN_CMS_NAV].find((item) => navMatch(item, pathname) !== null)?.label ?? null;
}
