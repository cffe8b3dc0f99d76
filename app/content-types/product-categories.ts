import type { Commands, ContentType } from "./types";

export const productCategories = {
  resource: "product-categories",
  table: "product_category",
  titleColumn: "name",
  noun: "product category",
  Noun: "Product category",
  plural: "Product Categories",
  countLabel: "Product categories",
  admin: {
    list: "/admin/project-category",
    edit: (id) => `/admin/project-category?edit=${id}`,
    nav: { label: "Product Category", group: "main" },
  },
  public: { path: (slug) => `/products/${slug}`, guarded: false, list: { path: "/products", title: "Products" } },
  publishing: "is_published",
  revisioned: true,
  trashable: true,
  sitemap: true,
  inLayout: true,
  translatable: { table: "product_category_translation", parent: "category_id", fields: ["name", "slug", "description"] },
  health: false,
  media: [{ column: "image_id", label: "image", required: false }],
  body: null,
  requestBody: "image",
  commands: (): Promise<Commands> => import("~/services/content/product-categories.server").then((module) => module.productCategories),
} as const satisfies ContentType;
