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

/** With `locale`, a translation's history (docs/locales.md); the record's own is in the default locale. */
export function historyPath(resource: string, id: number | string, locale?: string): string {
  return `/admin/revisions/${resource}/${id}${locale ? `?locale=${locale}` : ""}`;
}

/** One version of the history, compared with the current record (`all`: every field, not only the changed). */
export function versionPath(resource: string, id: number | string, revision: { id: number; locale?: string; all?: boolean }): string {
  const query = new URLSearchParams();
  if (revision.locale) query.set("locale", revision.locale);
  if (revision.all) query.set("all", "1");
  const search = query.toString();
  return `/admin/revisions/${resource}/${id}/${revision.id}${search ? `?${search}` : ""}`;
}

/** With `locale`, the translation's form, which has its own address. */
export function editPathOf(resource: string, id: number | string, locale?: string): string | undefined {
  if (!Object.hasOwn(EDIT_PATHS, resource)) return undefined;
  return `${EDIT_PATHS[resource](String(id))}${locale ? `?locale=${locale}` : ""}`;
}

export function resourceNoun(resource: string): string {
  return Object.hasOwn(RESOURCE_NOUNS, resource) ? RESOURCE_NOUNS[resource] : resource;
}

export function fieldLabel(field: string): string {
  const words = field.replace(/_id$/, "").split("_");
  // The publishing dates read as the form labels them, not as their columns are named.
  const text = words.join(" ").replace(/^published at$/, "publish date").replace(/^unpublish at$/, "unpublish date").replace(/\bseo\b/, "SEO").replace(/\burl\b/, "URL").replace(/\bcta\b/, "button");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What a save changed, as a sentence: "Changed the title, body and SEO title." A label keeps its
 * capitals where they are an abbreviation ("SEO title"); a page's section names its type ("section 1 (FAQ)").
 */
export function changesInWords(changed: readonly string[]): string {
  const labels = changed.map((field) => {
    const section = /^Section (\d+): (.+)$/.exec(field);
    if (section) return `section ${section[1]} (${section[2]})`;
    const label = fieldLabel(field);
    return /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  });
  const list = labels.length <= 1 ? labels.join("") : `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
  return `Changed the ${list}.`;
}
