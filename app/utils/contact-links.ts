/** A phone number as typed ("+49 (30) 123 45-6") as a `tel:` link: digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
