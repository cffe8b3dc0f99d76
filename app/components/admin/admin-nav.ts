/**
 * The admin sidebar (docs/product.md#admin). Each entry lists its create and edit screens so an edit
 * page still marks its section; matching ignores letter case, as Remix's routing does.
 */

import { CONTENT_TYPES, type ContentType } from "~/content-types";
import { can, type Area } from "~/utils/permissions";
import type { Role } from "~/db/schema";

type AdminScreen = { path: string; title: string };

/** A role that may not use `area` (app/utils/permissions.ts) does not see the entry. */
export type AdminNavItem = { label: string; to: string; area: Area; also?: readonly AdminScreen[] };

/** A type without a create screen edits on its list; a contact message is read, not edited. Every item's history belongs to its type. */
function sectionScreens(type: ContentType): AdminScreen[] {
  const history = { path: `/admin/revisions/${type.resource}/`, title: "History" };
  if (type.admin.create) {
    return [
      { path: type.admin.create, title: `Add ${type.noun}` },
      { path: type.admin.edit(""), title: `Edit ${type.noun}` },
      history,
    ];
  }
  if (type.resource === "contact-messages") return [{ path: type.admin.edit(""), title: "Message" }];
  return [history];
}

function contentEntries(group: ContentType["admin"]["nav"]["group"]): AdminNavItem[] {
  return CONTENT_TYPES.filter((type) => type.admin.nav.group === group).map((type) => {
    const also = sectionScreens(type);
    return { label: type.admin.nav.label, to: type.admin.list, area: type.resource, ...(also.length > 0 ? { also } : {}) };
  });
}

/** The site's first entries and its CMS group keep their labels and order; every screen added since sits in a headed section below them. */
export const ADMIN_NAV: readonly AdminNavItem[] = [{ label: "Dashboard", to: "/admin/dashboard", area: "dashboard" }, ...contentEntries("main")];

export const ADMIN_CMS_NAV: readonly AdminNavItem[] = [
  ...contentEntries("cms"),
  { label: "Settings", to: "/admin/setting", area: "settings.hero", also: [
      { path: "/admin/setting/translation", title: "Company profile translation" },
      { path: "/admin/setting/home-translation", title: "Home page translation" },
    ] },
];

type AdminNavSection = { heading: string; items: readonly AdminNavItem[]; folded?: boolean };

/**
 * "Site" comes first, so Customer Mail and its unread count stand high in the menu. "Home page"
 * gathers its overview and the added screens the home page is built from (its cards and its video); Home Slider and Settings, which feed it too, keep their places in the CMS group, and the
 * overview lists every block in the page's order. "System" holds what is set up once and seldom
 * visited: it stays folded unless the screen open is one of its own.
 */
export const ADMIN_SECTIONS: readonly AdminNavSection[] = [
  {
    heading: "Site",
    items: [
      ...contentEntries("site"),
      { label: "Content Health", to: "/admin/health", area: "content-health" },
      { label: "Redirects", to: "/admin/redirects", area: "redirects" },
    ],
  },
  {
    heading: "Home page",
    items: [
      { label: "Overview", to: "/admin/home-page", area: "dashboard" },
      ...contentEntries("home"),
      { label: "Hero Video", to: "/admin/hero-video", area: "hero-video" },
    ],
  },
  {
    heading: "Content",
    items: [
      ...contentEntries("content"),
      { label: "Company PDF", to: "/admin/CompanyPDF", area: "company-pdf" },
      { label: "Trash", to: "/admin/trash", area: "trash" },
    ],
  },
  {
    heading: "Team",
    items: [
      { label: "Users", to: "/admin/users", area: "users", also: [{ path: "/admin/users/new", title: "Invite user" }, { path: "/admin/users/", title: "User" }] },
      { label: "My Account", to: "/admin/account", area: "account" },
    ],
  },
  {
    heading: "System",
    folded: true,
    items: [
      { label: "Audit Log", to: "/admin/audit", area: "audit" },
      { label: "API Keys", to: "/admin/api-keys", area: "api-keys" },
      { label: "Webhooks", to: "/admin/webhooks", area: "webhooks", also: [{ path: "/admin/webhooks/", title: "Webhook endpoint" }] },
      { label: "Backups", to: "/admin/backup", area: "backups" },
    ],
  },
];

export function visibleTo(role: Role, items: readonly AdminNavItem[]): AdminNavItem[] {
  return items.filter((item) => can(role, item.area));
}

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

export function currentPlace(pathname: string): { section: string; page: string; sectionHref: string } | null {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  for (const item of [...ADMIN_NAV, ...ADMIN_CMS_NAV, ...ADMIN_SECTIONS.flatMap((section) => section.items)]) {
    if (path === item.to.toLowerCase()) return { section: item.label, page: item.label, sectionHref: item.to };
    const screen = sectionScreen(item, path);
    if (screen) return { section: item.label, page: screen.title, sectionHref: item.to };
  }
  return null;
}
