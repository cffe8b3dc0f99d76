import { auditFilterSchema, type AuditFilter } from "~/schemas/audit";
import { parseDayText } from "~/utils/date-text";

/** A value that does not parse is left out and named, so the list still shows (the API answers 422 instead). */
export function auditFilterOf(searchParams: URLSearchParams): { filter: AuditFilter; errors: Record<string, string> } {
  const raw = Object.fromEntries(["actor", "action", "entity", "from", "to"].map((name) => [name, searchParams.get(name) ?? ""]));
  // The screen's day fields take the admin's format ("24 Nov 2026") as well as the API's ISO day.
  for (const name of ["from", "to"]) raw[name] = parseDayText(raw[name]) ?? raw[name];
  const parsed = auditFilterSchema.safeParse(raw);
  if (parsed.success) return { filter: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const kept = auditFilterSchema.safeParse(Object.fromEntries(Object.entries(raw).filter(([name]) => !(name in errors))));
  return { filter: kept.success ? kept.data : { actor: undefined, entity: undefined }, errors };
}
