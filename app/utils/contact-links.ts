export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The longest subject the contact form takes (app/schemas/contact-message.ts). */
const CONTACT_SUBJECT_MAX_LENGTH = 200;

/** The contact form (in the page's language, `/de/contact-us`) with its subject filled in: a plain link, so it works without JavaScript. */
export function contactHref(subject: string, contactPath = "/contact-us"): string {
  return `${contactPath}?subject=${encodeURIComponent(subject)}`;
}

/**
 * `?subject=` as the contact form's starting value: one line, at most the
 * form's length; anything else a link carries is dropped, never refused.
 */
export function subjectParam(searchParams: URLSearchParams): string {
  // Control characters (line breaks among them) would only be refused by the form: they become spaces.
  const line = (searchParams.get("subject") ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
  return line.slice(0, CONTACT_SUBJECT_MAX_LENGTH);
}
