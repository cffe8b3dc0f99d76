import type { Commands, ContentType } from "./types";

export const customerStories = {
  resource: "customer-stories",
  table: "customer_story",
  titleColumn: "title",
  noun: "customer story",
  Noun: "Customer story",
  plural: "Customer Stories",
  countLabel: "Customer stories",
  admin: {
    list: "/admin/customer-stories",
    create: "/admin/create-customer-stories",
    edit: (id) => `/admin/edit-customer-stories/${id}`,
    nav: { label: "Customer Stories", group: "content" },
    quickAction: "Add customer story",
  },
  public: { path: (slug) => `/customer-stories/${slug}`, guarded: false, list: { path: "/customer-stories", title: "Customer stories" } },
  publishing: "status",
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
  // The customer's name, pictures and related items are the story's in every language; the figures
  // are the translation's own list, since a value carries units and a number format too.
  translatable: {
    table: "customer_story_translation",
    parent: "story_id",
    fields: ["title", "slug", "industry", "summary", "body", "figures", "quote_text", "quote_role", "seo_title", "seo_description"],
  },
  // Visitors filter the stories by industry: offering the ones in use keeps "Logistics" from becoming "logistics" too.
  suggested: {
    industry: ["Energy", "Financial services", "Food and drink", "Healthcare", "Logistics", "Manufacturing", "Public sector", "Retail", "Transport"],
  },
  health: true,
  media: [
    { column: "cover_image_id", label: "cover image", required: false },
    { column: "logo_id", label: "logo", required: false },
  ],
  body: "body",
  requestBody: "rich-text",
  commands: (): Promise<Commands> =>
    import("~/services/content/customer-stories.server").then((module) => module.customerStories),
} as const satisfies ContentType;
