import type { Commands, ContentType } from "./types";

export const heroContents = {
  resource: "hero-contents",
  table: "hero_content",
  titleColumn: "title",
  noun: "hero content",
  Noun: "Hero content",
  plural: "Hero Contents",
  countLabel: "Hero contents",
  admin: {
    list: "/admin/hero-contents",
    create: "/admin/create-hero-contents",
    edit: (id) => `/admin/edit-heroContent/${id}`,
    nav: { label: "Hero Contents", group: "home" },
  },
  publishing: "is_published",
  revisioned: true,
  trashable: true,
  sitemap: false,
  inLayout: false,
  health: false,
  media: [{ column: "image_id", label: "image", required: false }],
  body: null,
  requestBody: "image",
  commands: (): Promise<Commands> => import("~/services/content/hero-contents.server").then((module) => module.heroContents),
} as const satisfies ContentType;
