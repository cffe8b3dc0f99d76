import type { Commands, ContentType } from "./types";

export const news = {
  resource: "news",
  table: "news",
  titleColumn: "title",
  noun: "news article",
  Noun: "News article",
  plural: "News",
  countLabel: "News articles",
  admin: {
    list: "/admin/blog",
    create: "/admin/create-blog",
    edit: (id) => `/admin/edit-blog/${id}`,
    nav: { label: "News", group: "cms" },
    quickAction: "Write news",
  },
  public: { path: (slug) => `/news-details/${slug}`, guarded: true },
  publishing: "status",
  revisioned: true,
  trashable: true,
  sitemap: true,
  inLayout: false,
  search: {
    fields: [
      { column: "title", weight: "A" },
      { column: "excerpt", weight: "B" },
      { column: "body", weight: "C", rich: true },
    ],
    summary: "excerpt",
  },
  translatable: { table: "news_translation", parent: "news_id", fields: ["title", "slug", "excerpt", "body", "seo_title", "seo_description"] },
  health: true,
  media: [{ column: "cover_image_id", label: "cover image", required: false }],
  body: "body",
  requestBody: "rich-text",
  commands: (): Promise<Commands> => import("~/services/content/news.server").then((module) => module.news),
} as const satisfies ContentType;
