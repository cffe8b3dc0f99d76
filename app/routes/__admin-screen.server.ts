import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { countUnreadContactMessages } from "~/models/contact-message.server";
import { getSetting } from "~/models/setting.server";
import { requireStaffMember } from "~/services/auth/auth.server";
import { zonedDateText } from "~/utils/date-text";
import type { SessionUser } from "~/services/auth/auth.server";
import type { FieldErrors } from "~/schemas/parse";
import type { Failure } from "~/services/content/command.server";
import { parseRecordId } from "~/utils/record-id";
import { readFormData } from "~/services/form-data.server";
import type { ToastInput } from "~/services/toast.server";
import { publicationState } from "~/components/admin/catalog-screens";
import { formatDateTimeInZone } from "~/components/admin/format";

/** Admin pages hold unpublished content, so they must never sit in a shared cache. */

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

/** Shown as an error toast and as an inline alert, so it is seen with and without JavaScript. */
export function formError(message: string, status: number, values?: Record<string, unknown>) {
  return json(
    { formError: message, fieldErrors: {} as FieldErrors, values: values ?? {} },
    { status, headers: ADMIN_CACHE_HEADERS },
  );
}

export function invalid(fieldErrors: FieldErrors, values: Record<string, unknown>, status = 422) {
  return json({ formError: null as string | null, fieldErrors, values }, { status, headers: ADMIN_CACHE_HEADERS });
}

/** The API's twin is failureResponse (app/services/api/command-response.server.ts). */
export function commandFailure(failure: Failure, values: Record<string, unknown> = {}) {
  if ("fieldErrors" in failure) return invalid(failure.fieldErrors, values, failure.status);
  return formError(failure.message, failure.status, values);
}

export function listQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("confirm-delete");
  params.delete("edit");
  params.delete("index");
  const query = params.toString();
  return query ? `?${query}` : "";
}

const ZONED_DATE_FIELDS = ["published_at", "unpublish_at"] as const;

/**
 * Dates are read in SITE_TIME_ZONE: the schemas, shared with the API, read a date without an offset
 * as UTC, while editors type the company's time whatever their browser's zone.
 */
export async function readAdminForm(request: Request): Promise<FormData> {
  return withZonedDates(await readFormData(request));
}

export function withZonedDates(form: FormData, timeZone = env().SITE_TIME_ZONE): FormData {
  for (const name of ZONED_DATE_FIELDS) {
    const value = form.get(name);
    const moment = typeof value === "string" ? zonedDateText(value, timeZone) : undefined;
    if (moment) form.set(name, moment);
  }
  return form;
}

type Publication = { status: string; published_at: string | Date | null; unpublish_at?: string | Date | null };

/**
 * Says what happened to the item, and offers the public page once it is live, and the admin's
 * preview before. `before` is the item as stored before the save: a change to a page that was
 * already live is an update, not a second publication.
 */
export function savedItemToast(
  row: Publication & { title: string; slug: string },
  publicPath: ((slug: string) => string) | undefined,
  options: { before?: Publication | null; timeZone?: string } = {},
): ToastInput {
  const { before, timeZone = env().SITE_TIME_ZONE } = options;
  const state = publicationState(row);
  const published = before && publicationState(before) === "published" ? "Updated" : "Published";
  const message =
    state === "published" ? `${published} “${row.title}”`
    : state === "scheduled" ? `Scheduled for ${formatDateTimeInZone(row.published_at, timeZone, { zoneInBrackets: true })}`
    : state === "ended" ? `Saved “${row.title}”: its Unpublish at has passed, so it is off the site`
    : "Draft saved";
  if (!publicPath) return { type: "success", message };
  const live = state === "published";
  return {
    type: "success",
    message,
    link: live ? { href: publicPath(row.slug), label: "View on site" } : { href: `${publicPath(row.slug)}?preview=1`, label: "Preview" },
  };
}

export function submittedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

/** What every admin page's frame shows (routes/admin.tsx), named here so components can read its type. */
export async function adminFrameData(request: Request) {
  const admin = await requireStaffMember(request);
  const [unreadMessages, site] = await Promise.all([countUnreadContactMessages(db()), getSetting(db(), "site")]);
  return json(
    {
      admin: { name: admin.name, email: admin.email, role: admin.role },
      unreadMessages,
      siteUrl: env().SITE_URL ?? new URL(request.url).origin,
      // Edit screens say who may read an item whose page needs a signed-in customer.
      detailsNeedSignIn: site.require_login_for_details,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}
