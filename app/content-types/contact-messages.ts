import type { AnyContentResource } from "~/services/content/resource";
import type { ContentType } from "./types";

export const contactMessages = {
  resource: "contact-messages",
  table: "contact_message",
  titleColumn: "name",
  noun: "contact message",
  Noun: "Contact message",
  plural: "Customer Mail",
  admin: {
    list: "/admin/customer-mail",
    edit: (id) => `/admin/mail-details/${id}`,
    nav: { label: "Customer Mail", group: "cms" },
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
  commands: (): Promise<AnyContentResource> => import("~/services/content/contact-messages.server").then((module) => module.contactMessages),
} as const satisfies ContentType;
