import { RESOURCE_NAMES, type ResourceName } from "~/content-types";
import type { Role } from "~/db/schema";

// The one table of who may use what: the page guard, the API guard and the sidebar all read it.
// Customers never reach the admin. docs/permissions.md explains the choices.

export type StaffRole = Extract<Role, "admin" | "editor">;

const STAFF: readonly StaffRole[] = ["admin", "editor"];
const ADMINS: readonly StaffRole[] = ["admin"];

const OTHER_AREAS = {
  dashboard: STAFF,
  account: STAFF,
  "hero-video": STAFF,
  "company-pdf": STAFF,
  redirects: STAFF,
  trash: STAFF,
  "trash.delete-forever": ADMINS,
  revisions: STAFF,
  "content-health": STAFF,
  "settings.hero": STAFF,
  "settings.counter": STAFF,
  "settings.hero_video": STAFF,
  "settings.company_pdf": STAFF,
  "settings.profile": ADMINS,
  "settings.social": ADMINS,
  "settings.site": ADMINS,
  users: ADMINS,
  audit: ADMINS,
  backups: ADMINS,
  webhooks: ADMINS,
  "api-keys": ADMINS,
} as const satisfies Record<string, readonly StaffRole[]>;

/** Content's areas are the API's resource names, so /api/admin/{resource} looks itself up. */
export type Area = ResourceName | keyof typeof OTHER_AREAS;

const PERMISSIONS: Readonly<Record<Area, readonly StaffRole[]>> = {
  ...(Object.fromEntries(RESOURCE_NAMES.map((resource) => [resource, STAFF])) as Record<ResourceName, readonly StaffRole[]>),
  ...OTHER_AREAS,
};

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

/** Falls back to the "revisions" area for a history that is neither a setting's nor content's. */
export function revisionArea(ref: { resource: string; recordId: string }): Area {
  const area = ref.resource === "settings" ? `settings.${ref.recordId}` : ref.resource;
  return isArea(area) ? area : "revisions";
}
