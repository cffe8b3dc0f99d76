import { z } from "zod";

/** POST …/revisions/{revision}/restore: the version of the record the client read (a setting never saved is at 0). */
export const restoreRevisionSchema = z.object({
  version: z
    .number({ error: (issue) => (issue.input === undefined ? "Version is required" : "Version must be a whole number") })
    .int("Version must be a whole number")
    .min(0, "Version must be a whole number of 0 or more"),
});
