/**
 * The admin sidebar (docs/product.md#admin), in its order. Each entry lists the paths of
 * its screens (the list first, then its create and edit screens), so an edit
 * page still marks its section, and the header names both: "News › Add news
 * article". Paths keep the seed's letter case; matching ignores case, as
 * Remix's routing does. The content types' entries come from their
 * declarations (app/content-types), in their order; the screens that are no
 * content type are placed among them here.
 */

import { CONTENT_TYPES, type ContentType } from "~/content-types";
import { can, type Area } from "~/utils/permissions";
import type { Role } from "~/db/schema";

/** A screen of an entry's section: its path (a prefix when it ends with "/") and the title its page shows. */
type AdminScreen = { path: string; title: string };

/** `area` is the entry's line in the permission table (app/utils/permissions.ts): a role that may not use it does not see it. */
export type AdminNavItem = { label: string; to: string; area: Area; also?: readonly AdminScreen[] };

/**
 * A type's create and edit screens, titled as their forms' headings (EditorialForm).
 * A type without a create screen edits on its list, so it has none; a contact
 * message is read, not edited, on a screen of its own titled "Message".
 */
function sectionScreens(type: ContentType): AdminScreen[] {
  if (type.admin.create) {
    return [
      { path: type.admin.create, title: `Add ${type.noun}` },
      { path: type.admin.edit(""), title: `Edit ${type.noun}` },
    ];
  }
  if (type.resource === "contact-messages") return [{ path: type.admin.edit(""), title: "Message" }];
  return [];
}

function contentEntries(group: "content" | "cms"): AdminNavItem[] {
  return CONTENT_TYPES.filter((type) => type.admin.nav.group === group).map((type) => {
    const also = sectionScreens(type);
    return { label: type.admin.nav.label, to: type.admin.list, area: type.resource, ...(also.length > 0 ? { also } : {}) };
  });
}

/** The entries with `extra` after the one of `area` (at the end if there is none). */
function placeAfter(items: readonly AdminNavItem[], area: Area, extra: AdminNavItem): AdminNavItem[] {
  const at = items.findIndex((item) => item.area === area);
  return at < 0 ? [...items, extra] : [...items.slice(0, at + 1), extra, ...items.slice(at + 1)];
}

export const ADMIN_NAV: readonly AdminNavItem[] = [{ label: "Dashboard", to: "/admin/dashboard", area: "dashboard" }, ...contentEntries("content")];

/** The hero video, a setting with a screen of its own, follows the hero contents; the company PDF and the settings close the group. */
export const ADMIN_CMS_NAV: readonly AdminNavItem[] = [
  ...placeAfter(contentEntries("cms"), "hero-contents", { label: "Hero Video", to: "/admin/hero-video", area: "hero-video" }),
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
