import type { Commands, ContentType } from "./types";

export const solutionCategories = {
  resource: "solution-categories",
  table: "solution_category",
  titleColumn: "name",
  noun: "solution category",
  Noun: "Solution category",
  plural: "Solution Categories",
  countLabel: "Solution categories",
  admin: {
    list: "/admin/service-category",
    edit: (id) => `/admin/service-category?edit=${id}`,
    nav: { label: "Solution Category", group: "main" },
  },
  public: { path: (slug) => `/solutions/${slug}`, guarded: false, list: { path: "/solutions", title: "Solutions" } },
  publishing: "is_published",
  revisioned: true,
  trashable: true,
  sitemap: true,
  inLayout: true,
  translatable: { table: "solution_category_translation", parent: "category_id", fields: ["name", "slug", "description"] },
  health: false,
  media: [{ column: "image_id", label: "image", required: false }],
  body: null,
  requestBody: "image",
  commands: (): Promise<Commands> => import("~/services/content/solution-categories.server").then((module) => module.solutionCategories),
} as const satisfies ContentType;
