import type { Commands, ContentType } from "./types";

export const media = {
  resource: "media",
  table: "media",
  titleColumn: "original_name",
  noun: "media item",
  Noun: "Media item",
  plural: "Media Library",
  countLabel: "Media files",
  admin: {
    list: "/admin/news-media",
    edit: (id) => `/admin/news-media?edit=${id}`,
    nav: { label: "Media Library", group: "content" },
  },
  publishing: null,
  revisioned: false,
  trashable: false,
  sitemap: false,
  inLayout: true,
  health: false,
  media: [],
  body: null,
  requestBody: "upload",
  commands: (): Promise<Commands> => import("~/services/content/media.server").then((module) => module.media),
} as const satisfies ContentType;
