import type { Commands, ContentType } from "./types";

export const solutions = {
  resource: "solutions",
  table: "solution",
  titleColumn: "title",
  noun: "solution",
  Noun: "Solution",
  plural: "Solutions",
  countLabel: "Solutions",
  admin: {
    list: "/admin/services",
    create: "/admin/create-service",
    edit: (id) => `/admin/edit-service/${id}`,
    nav: { label: "Solutions", group: "main" },
    quickAction: "Add solution",
  },
  public: { path: (slug) => `/solution-details/${slug}`, guarded: true },
  publishing: "status",
  category: "solution_category",
  revisioned: true,
  trashable: true,
  sitemap: true,
  inLayout: false,
  search: {
    fields: [
      { column: "title", weight: "A" },
      { column: "summary", weight: "B" },
      { column: "body", weight: "C", rich: true },
    ],
    summary: "summary",
  },
  // The category, picture and order are the item's in every language.
  translatable: { table: "solution_translation", parent: "item_id", fields: ["title", "slug", "summary", "body", "seo_title", "seo_description"] },
  health: true,
  media: [{ column: "image_id", label: "image", required: false }],
  body: "body",
  requestBody: "rich-text",
  commands: (): Promise<Commands> => import("~/services/content/solutions.server").then((module) => module.solutions),
} as const satisfies ContentType;
