import type { Commands, ContentType } from "./types";

export const homeSlides = {
  resource: "home-slides",
  table: "home_slide",
  titleColumn: "title",
  noun: "slide",
  Noun: "Slide",
  plural: "Home Slider",
  countLabel: "Home slides",
  admin: {
    list: "/admin/home-slider",
    create: "/admin/create-slider",
    edit: (id) => `/admin/edit-slider/${id}`,
    nav: { label: "Home Slider", group: "cms" },
  },
  publishing: "is_published",
  revisioned: true,
  trashable: true,
  sitemap: false,
  inLayout: false,
  health: false,
  media: [{ column: "image_id", label: "image", required: true }],
  body: null,
  requestBody: "image",
  commands: (): Promise<Commands> => import("~/services/content/home-slides.server").then((module) => module.homeSlides),
} as const satisfies ContentType;
