import type { Role } from "~/db/schema";

/**
 * Who may use what in the admin and the admin API: the one place that says
 * it. The page guard (requireStaff), the API guard (requireApiStaff) and the
 * sidebar all read this table; a screen or resource names its area, and an
 * area missing here is a type error. Customers never reach the admin at all.
 * docs/permissions.md explains the choices.
 */

export type StaffRole = Extract<Role, "admin" | "editor">;

const STAFF: readonly StaffRole[] = ["admin", "editor"];
const ADMINS: readonly StaffRole[] = ["admin"];

const PERMISSIONS = {
  dashboard: STAFF,
  account: STAFF,
  // Content: the API's resource names, so /api/admin/{resource} looks itself up.
  "solution-categories": STAFF,
  solutions: STAFF,
  certificates: STAFF,
  "product-categories": STAFF,
  products: STAFF,
  pages: STAFF,
  "home-slides": STAFF,
  "hero-contents": STAFF,
  news: STAFF,
  media: STAFF,
  "contact-messages": STAFF,
  "hero-video": STAFF,
  "company-pdf": STAFF,
  redirects: STAFF,
  trash: STAFF,
  "trash.delete-forever": ADMINS,
  revisions: STAFF,
  "content-health": STAFF,
  // Settings, one area per setting, as the settings screen has one form per setting.
  "settings.hero": STAFF,
  "settings.counter": STAFF,
  "settings.hero_video": STAFF,
  "settings.company_pdf": STAFF,
  "settings.profile": ADMINS,
  "settings.social": ADMINS,
  "settings.site": ADMINS,
  // Running the site.
  users: ADMINS,
  audit: ADMINS,
  backups: ADMINS,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Area = keyof typeof PERMISSIONS;

export function isStaffRole(role: string): role is StaffRole {
  return role === "admin" || role === "editor";
}

/** Own properties only: an area built from a request must not find `constructor` on the table's prototype. */
function isArea(name: string): name is Area {
  return Object.hasOwn(PERMISSIONS, name);
}

export function can(role: Role, area: Area): boolean {
  return isArea(area) && (PERMISSIONS[area] as readonly Role[]).includes(role);
}

/**
 * The area of one record's history, from its canonical names (app/utils/canonical-name.ts):
 * a setting's is that setting's, content's is its resource's; any other falls
 * back to the history itself.
 */
export function revisionArea(ref: { resource: string; recordId: string }): Area {
  const area = ref.resource === "settings" ? `settings.${ref.recordId}` : ref.resource;
  return isArea(area) ? area : "revisions";
}
