import { z } from "zod";

// docs/decisions/011-search-redirects-404-log.md: the same schema reads the admin form and the API.

const MAX_LENGTH = 2_000;
const UNPRINTABLE = /[\s\u0000-\u001f\u007f]/;

export function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.includes("\\") && !UNPRINTABLE.test(value);
}

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || UNPRINTABLE.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

export const redirectSchema = z.object({
  from_path: z
    .string({ error: "From is required" })
    .trim()
    .min(1, "From is required")
    .max(MAX_LENGTH, `From may have at most ${MAX_LENGTH} characters`)
    .refine(isSitePath, "From must be a path on this site, starting with /")
    .meta({ description: "A path of this site, e.g. /2019/05/old-post/; a query string makes the redirect apply to that query only" }),
  to: z
    .string({ error: "To is required" })
    .trim()
    .min(1, "To is required")
    .max(MAX_LENGTH, `To may have at most ${MAX_LENGTH} characters`)
    .refine((value) => isSitePath(value) || isHttpsUrl(value), "To must be a path on this site (starting with /) or an https:// address")
    .meta({ description: "A path of this site or an https:// address" }),
  status: z
    .union([z.literal(301), z.literal(302)], { error: "Status must be 301 (moved for good) or 302 (for now)" })
    .default(301)
    .meta({ description: "301 moved for good (the default), 302 for now" }),
});

export type RedirectValues = z.output<typeof redirectSchema>;
