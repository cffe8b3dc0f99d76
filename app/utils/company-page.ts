/**
 * The custom page that presents the company: under its text and sections the site adds the company's
 * figures, certificates, newest customer story and contact (docs/product.md#public-site). Shared by the
 * public page and the admin's page editor, which shows those parts where they render.
 */
export const COMPANY_PAGE_SLUG = "about-us";

/** The parts the site adds under the company page's sections, in their order, with where each is edited. */
export const COMPANY_PAGE_PARTS = [
  { name: "In figures", from: "the key figures", edit: "/admin/setting?tab=counter" },
  { name: "Independently certified", from: "the shown certificates", edit: "/admin/client-logo" },
  { name: "A customer’s story", from: "the newest live customer story", edit: "/admin/customer-stories" },
  { name: "Talk to our team", from: "the company’s address, phone and email", edit: "/admin/setting?tab=profile" },
] as const;
