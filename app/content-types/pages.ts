import type { Commands, ContentType } from "./types";

export const pages = {
  resource: "pages",
  table: "page",
  titleColumn: "title",
  noun: "page",
  Noun: "Page",
  plural: "Custom Pages",
  countLabel: "Custom pages",
  admin: {
    list: "/admin/custom-pages",
    create: "/admin/create-pages",
    edit: (id) => `/admin/edit-pages/${id}`,
    nav: { label: "Custom Pages", group: "main" },
    quickAction: "Add page",
  },
  public: { path: (slug) => `/${slug}`, guarded: false },
  publishing: "status",
  revisioned: true,
  trashable: true,
  sitemap: true,
  inLayout: true,
  search: {
    // A page has no summary: its SEO description says what it is about.
    fields: [
      { column: "title", weight: "A" },
      { column: "seo_description", weight: "B" },
      { column: "body", weight: "C", rich: true },
      // The sections' words, written by the page's command beside the sections themselves.
      { column: "sections_text", weight: "C" },
    ],
    summary: "seo_description",
  },
  // The sections are translated whole: each locale has its own list (the sections' words are its text).
  translatable: { table: "page_translation", parent: "page_id", fields: ["title", "slug", "body", "sections", "seo_title", "seo_description"] },
  health: true,
  media: [],
  body: "body",
  requestBody: "rich-text",
  commands: (): Promise<Commands> => import("~/services/content/pages.server").then((module) => module.pages),
} as const satisfies ContentType;
