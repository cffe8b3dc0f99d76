import { pageSlug, slug } from "~/schemas/fields";
import { notFound, validationError } from "~/services/api/http.server";
import { isValidSlug } from "~/utils/slug";
import { parseRecordId } from "~/utils/record-id";

/**
 * Path parameters of the API, checked before any query: a slug that could never
 * name anything is the client's mistake (422, with the rule it broke, the same
 * words the forms use); an id that is not a record id finds nothing (404).
 */

const slugSchemas = { item: slug(), page: pageSlug() };

/** Custom pages also refuse the reserved first path segments (`admin`, `api`, …). */
export function slugParam(value: string | undefined, kind: "item" | "page" = "item"): string {
  const raw = value ?? "";
  const parsed = slugSchemas[kind].safeParse(raw);
  if (!parsed.success) throw validationError({ slug: parsed.error.issues.map((issue) => issue.message) });
  // The schema trims and takes "" as "make one": such a value names nothing.
  if (!isValidSlug(raw)) throw notFound();
  return raw;
}

export function idParam(value: string | undefined): number {
  const id = parseRecordId(value);
  if (id === undefined) throw notFound();
  return id;
}
