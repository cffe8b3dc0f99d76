import { pageSlug, slug } from "~/schemas/fields";
import { notFound, validationError } from "~/services/api/http.server";
import { isValidSlug } from "~/utils/slug";
import { parseRecordId } from "~/utils/record-id";

// A slug that could never name anything is a 422; an id that is not a record id finds nothing (404).

const slugSchemas = { item: slug(), page: pageSlug() };

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
