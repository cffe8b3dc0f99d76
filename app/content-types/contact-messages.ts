import type { Commands, ContentType } from "./types";

export const contactMessages = {
  resource: "contact-messages",
  table: "contact_message",
  titleColumn: "name",
  noun: "contact message",
  Noun: "Contact message",
  plural: "Customer Mail",
  countLabel: "Contact messages",
  admin: {
    list: "/admin/customer-mail",
    edit: (id) => `/admin/mail-details/${id}`,
    nav: { label: "Customer Mail", group: "site" },
  },
  publishing: null,
  revisioned: false,
  trashable: false,
  sitemap: false,
  inLayout: false,
  health: false,
  media: [],
  body: null,
  requestBody: "fields",
  commands: (): Promise<Commands> => import("~/services/content/contact-messages.server").then((module) => module.contactMessages),
} as const satisfies ContentType;
