import type { Commands, ContentType } from "./types";

export const products = {
  resource: "products",
  table: "product",
  titleColumn: "title",
  noun: "product",
  Noun: "Product",
  plural: "Products",
  countLabel: "Products",
  admin: {
    list: "/admin/projects",
    create: "/admin/create-projects",
    edit: (id) => `/admin/edit-projects/${id}`,
    nav: { label: "Products", group: "main" },
    quickAction: "Add product",
  },
  public: { path: (slug) => `/product-details/${slug}`, guarded: true },
  publishing: "status",
  category: "product_category",
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
  translatable: { table: "product_translation", parent: "item_id", fields: ["title", "slug", "summary", "body", "seo_title", "seo_description"] },
  health: true,
  media: [{ column: "image_id", label: "image", required: false }],
  body: "body",
  requestBody: "rich-text",
  commands: (): Promise<Commands> => import("~/services/content/products.server").then((module) => module.products),
} as const satisfies ContentType;
