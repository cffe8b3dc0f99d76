import { json, type TypedResponse } from "@remix-run/node";
import type { DbOrTx } from "~/models/crud.server";
import { sectionMediaIds, type Section } from "~/schemas/sections";
import { applySectionIntent, draftsFromForm, readSectionIntent, type SectionIntent } from "~/schemas/section-drafts";
import { mediaOptions } from "~/routes/__media-options.server";
import { ADMIN_CACHE_HEADERS, submittedValues } from "./__admin-screen.server";

/**
 * The page form's sections on the server: the add, move and remove buttons (answered with the form
 * as typed, the change applied, nothing saved) and the drafts a refused save brings back, so each
 * error's path ("sections.2.items.0.value") points at the row the form shows.
 */

/** The answer to a section button, or undefined when the form was sent to be saved. */
export function sectionsStep(form: FormData): Response | undefined {
  const intent = readSectionIntent(form.getAll("intent"));
  if (!intent) return undefined;
  const values = Object.fromEntries(Object.entries(submittedValues(form)).filter(([name]) => !name.startsWith("sections")));
  const sections = applySectionIntent(draftsFromForm(form), intent);
  return json(
    { formError: null, fieldErrors: {}, values, sections, openSection: sectionAfter(intent, sections.length) },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/** The section the button was about, where it is now: the form comes back with that one open. */
function sectionAfter(intent: SectionIntent, count: number): number | null {
  if (intent.action === "add") return count - 1;
  if (intent.action === "remove") return null;
  const to = intent.action === "up" ? intent.index - 1 : intent.index + 1;
  return Math.max(0, Math.min(count - 1, to));
}

/** A refusal's answer with the sections as they were typed (repeated fields, such as logos, included). */
export async function withSectionDrafts<T>(response: TypedResponse<T>, form: FormData) {
  const body = (await response.json()) as T;
  return json({ ...body, sections: draftsFromForm(form) }, { status: response.status, headers: response.headers });
}

/** The library's images for the sections' pictures, with those already chosen always among them. */
export async function sectionImageOptions(db: DbOrTx, sections: readonly Section[]) {
  return mediaOptions(db, "image", { include: sections.flatMap(sectionMediaIds) });
}
