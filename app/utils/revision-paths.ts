import { revisionedTypes } from "~/content-types";

// Plain module (docs/decisions/011-revisions-and-trash.md): the edit screens link "History (N)" with it.

const SETTING_SCREENS: Record<string, string> = { hero_video: "/admin/hero-video", company_pdf: "/admin/CompanyPDF" };

// Read with names from requests: only own properties count, so `constructor` is no resource.
const EDIT_PATHS: Record<string, (id: string) => string> = {
  ...Object.fromEntries(revisionedTypes().map((type) => [type.resource, (id: string) => type.admin.edit(id)])),
  settings: (name) => (Object.hasOwn(SETTING_SCREENS, name) ? SETTING_SCREENS[name] : "/admin/setting"),
};

/** What each kind of record is called on the screens; the trash also sorts its Type column by it. */
export const RESOURCE_NOUNS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(revisionedTypes().map((type) => [type.resource, type.Noun])),
  settings: "Setting",
};

export function historyPath(resource: string, id: number | string): string {
  return `/admin/revisions/${resource}/${id}`;
}

export function editPathOf(resource: string, id: number | string): string | undefined {
  return Object.hasOwn(EDIT_PATHS, resource) ? EDIT_PATHS[resource](String(id)) : undefined;
}

export function resourceNoun(resource: string): string {
  return Object.hasOwn(RESOURCE_NOUNS, resource) ? RESOURCE_NOUNS[resource] : resource;
}

export function fieldLabel(field: string): string {
  const words = field.replace(/_id$/, "").split("_");
  const text = words.join(" ").replace(/\bseo\b/, "SEO").replace(/\burl\b/, "URL").replace(/\bcta\b/, "button");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
