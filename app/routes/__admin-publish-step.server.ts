import { json } from "@remix-run/node";
import { altFieldToWrite, BACK_FIELD, CONFIRM_FIELD, publishNotes, type PublishStep } from "~/components/admin/publish-confirmation";
import { publishQuestion } from "~/components/admin/publishing-bar";
import type { FormResult } from "~/components/admin/form-result";
import type { Media } from "~/db/schema";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { availableSlug, type SluggedTable } from "~/models/crud.server";
import { imageFieldNames } from "~/utils/image-field";
import { slugify } from "~/utils/slug";
import { ADMIN_CACHE_HEADERS } from "./__admin-screen.server";
import { readerAddress } from "~/utils/reader-address";

/**
 * The server's half of the publish confirmation (app/components/admin/publish-confirmation.tsx):
 * a browser's Publish or Schedule of a draft or a new item, valid in every field, is answered with
 * the confirmation step until it comes back with CONFIRM_FIELD. Only the admin's form routes call
 * this: the JSON API publishes as asked.
 */

/** Publish and Schedule post `status=published` (their button's name and value); a live item's Update is no publishing. */
export function waitsForConfirmation(form: FormData, storedStatus?: string): boolean {
  return storedStatus !== "published" && form.get("status") === "published" && form.get(CONFIRM_FIELD) !== "1";
}

/** Every text field as posted, a repeated one (a list of ids) as its list, for the form to show again. */
function postedValues(form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of form) {
    if (typeof value !== "string" || name === BACK_FIELD || name === CONFIRM_FIELD) continue;
    const before = values[name];
    values[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return values;
}

/** "Back to editing" on the step: the form again, as it was typed, with nothing refused. */
export function backToEditing(form: FormData): Response | undefined {
  if (form.get(BACK_FIELD) !== "1") return undefined;
  return json({ formError: null, fieldErrors: {}, values: postedValues(form) } satisfies FormResult, { headers: ADMIN_CACHE_HEADERS });
}

type Publishing = { title: string; slug?: string | null; published_at?: Date | null };

/** Where the item's slugs live: an empty slug is made from the title there, as the save will make it. */
type SlugsIn = { table: SluggedTable; excludeId?: number; avoid?: readonly string[] };

/**
 * The step, or undefined when the save goes ahead. `images` are the form's image fields with the
 * file stored for them (if one was chosen): the step carries its id, as if chosen from the library.
 */
export async function publishStep(
  request: Request,
  form: FormData,
  options: {
    storedStatus?: string;
    item: Publishing;
    publicPath?: (slug: string) => string;
    slugsIn: SlugsIn;
    images?: Array<[base: string, stored: Media | null]>;
  },
): Promise<Response | undefined> {
  if (!waitsForConfirmation(form, options.storedStatus)) return undefined;
  const carried = new Map<string, string>();
  const dropped = new Set<string>([CONFIRM_FIELD, BACK_FIELD]);
  for (const [base, stored] of options.images ?? []) {
    const names = imageFieldNames(base);
    dropped.add(names.file);
    if (stored) {
      carried.set(names.id, String(stored.id));
      carried.set(names.detailsFor, String(stored.id));
    }
  }
  const fields: Array<[string, string]> = [];
  for (const [name, value] of form) {
    if (typeof value !== "string" || dropped.has(name)) continue;
    fields.push([name, carried.get(name) ?? value]);
    carried.delete(name);
  }
  fields.push(...carried);
  const { item, publicPath, slugsIn } = options;
  const slug = item.slug || (await slugFromTitle(item.title, slugsIn));
  const siteUrl = env().SITE_URL ?? new URL(request.url).origin;
  const step: PublishStep = {
    ...publishQuestion(item.published_at?.toISOString(), env().SITE_TIME_ZONE),
    url: publicPath && slug ? readerAddress(siteUrl, publicPath(slug)) : null,
    notes: publishNotes(form),
    altField: altFieldToWrite(form),
    fields,
  };
  return json({ formError: null, fieldErrors: {}, publishStep: step }, { headers: ADMIN_CACHE_HEADERS });
}

/**
 * The slug an empty field gets: the title's, numbered when another item has it ("-2"); none when the title
 * gives none. The JavaScript publish question and the slug field's URL line ask for it at /admin/slug-from-title.
 */
export async function slugFromTitle(title: string, { table, excludeId, avoid }: SlugsIn): Promise<string> {
  const base = slugify(title, env().SITE_LOCALES[0]);
  return base ? availableSlug(db(), table, { base, excludeId, avoid }) : "";
}
