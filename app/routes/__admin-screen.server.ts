import { json } from "@remix-run/node";
import { env } from "~/env.server";
import { zonedDateText } from "~/utils/date-text";
import type { SessionUser } from "~/services/auth/auth.server";
import type { FieldErrors } from "~/schemas/parse";
import type { Failure } from "~/services/content/command.server";
import { parseRecordId } from "~/utils/record-id";
import { readFormData } from "~/services/form-data.server";
import type { ToastInput } from "~/services/toast.server";
import { publicationState } from "~/components/admin/catalog-screens";

/**
 * What every admin screen's loader and action repeat: the no-store header
 * (admin pages hold unpublished content and must never sit in a shared
 * cache), the id in the URL, and the audit actor.
 */

export const ADMIN_CACHE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export function adminHeaders(): HeadersInit {
  return ADMIN_CACHE_HEADERS;
}

export function requireId(value: string | undefined): number {
  const id = parseRecordId(value);
  if (id === undefined) throw notFound();
  return id;
}

export function notFound(): Response {
  return json({ message: "Not found" }, { status: 404, headers: ADMIN_CACHE_HEADERS });
}

export function actorOf(admin: SessionUser): { id: number; email: string } {
  return { id: admin.id, email: admin.email };
}

/**
 * A failure that is not about one field (a conflict, a refused delete): the
 * view shows it as an error toast and as an inline alert, so it is seen with
 * and without JavaScript.
 */
export function formError(message: string, status: number, values?: Record<string, unknown>) {
  return json(
    { formError: message, fieldErrors: {} as FieldErrors, values: values ?? {} },
    { status, headers: ADMIN_CACHE_HEADERS },
  );
}

export function invalid(fieldErrors: FieldErrors, values: Record<string, unknown>, status = 422) {
  return json({ formError: null as string | null, fieldErrors, values }, { status, headers: ADMIN_CACHE_HEADERS });
}

/**
 * A content command's refusal as the form's answer: field errors beside the
 * fields, anything else (a conflict, a refused delete) as the form's alert.
 * The API's twin is failureResponse (app/services/api/command-response.server.ts).
 */
export function commandFailure(failure: Failure, values: Record<string, unknown> = {}) {
  if ("fieldErrors" in failure) return invalid(failure.fieldErrors, values, failure.status);
  return formError(failure.message, failure.status, values);
}

/** The list's own query (search, filters, order and page), without the confirmation step or an open edit panel. */
export function listQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("confirm-delete");
  params.delete("edit");
  params.delete("index");
  const query = params.toString();
  return query ? `?${query}` : "";
}

// The date fields of the admin's forms: text in the admin's format, with no offset.
const ZONED_DATE_FIELDS = ["published_at"] as const;

/**
 * The body of an admin form post, with its dates read in the site's time zone
 * (SITE_TIME_ZONE): "1 Jul 2026, 09:00" (or "2026-07-01T09:00") becomes
 * "2026-07-01T09:00+02:00" for Berlin in summer. The schemas, shared with the
 * API, read a date without an offset as UTC; editors type the company's time,
 * whatever their browser's zone. Text that is not a date is left for the
 * schema to refuse, and comes back to the form as typed.
 */
export async function readAdminForm(request: Request): Promise<FormData> {
  return withZonedDates(await readFormData(request));
}

export function withZonedDates(form: FormData): FormData {
  for (const name of ZONED_DATE_FIELDS) {
    const value = form.get(name);
    const moment = typeof value === "string" ? zonedDateText(value, env().SITE_TIME_ZONE) : undefined;
    if (moment) form.set(name, moment);
  }
  return form;
}

/**
 * The toast after an item with a public page was saved: it offers the page
 * ("View on site") once the item is live, and the admin's preview before.
 */
export function savedItemToast(
  message: string,
  row: { slug: string; status: string; published_at: string | Date | null },
  publicPath: ((slug: string) => string) | undefined,
): ToastInput {
  if (!publicPath) return { type: "success", message };
  const live = publicationState(row) === "published";
  return {
    type: "success",
    message,
    link: live ? { href: publicPath(row.slug), label: "View on site" } : { href: `${publicPath(row.slug)}?preview=1`, label: "Preview" },
  };
}

/** What a refused form had in its text fields, to show again (the last value of a repeated name). */
export function submittedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}
