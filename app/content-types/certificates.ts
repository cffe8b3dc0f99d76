import type { Commands, ContentType } from "./types";

export const certificates = {
  resource: "certificates",
  table: "certificate",
  titleColumn: "name",
  noun: "certificate",
  Noun: "Certificate",
  plural: "Certificates",
  countLabel: "Certificates",
  admin: {
    list: "/admin/client-logo",
    edit: (id) => `/admin/client-logo?edit=${id}`,
    nav: { label: "Certificate", group: "main" },
  },
  publishing: "is_published",
  revisioned: true,
  trashable: true,
  sitemap: false,
  inLayout: false,
  health: false,
  media: [{ column: "image_id", label: "logo", required: true }],
  body: null,
  // A certificate may link its own document in the library.
  mediaLinks: ["url"],
  requestBody: "image",
  commands: (): Promise<Commands> => import("~/services/content/certificates.server").then((module) => module.certificates),
} as const satisfies ContentType;
