import { z } from "zod";
import type { DbOrTx } from "~/models/crud.server";
import { listTopNotFound, type NotFoundRow } from "~/models/not-found.server";
import { dateTimeJson, isoDate } from "./json";

/** What the redirects screen and GET /api/admin/not-found show of the 404 log. */

const REPORT_DAYS = 30;
const REPORT_ROWS = 50;

export const notFoundJsonSchema = z.strictObject({
  path: z.string(),
  hits: z.number().int().min(0),
  last_seen_at: dateTimeJson(),
  last_referrer: z.string().nullable(),
});

export function notFoundJson(row: NotFoundRow): z.output<typeof notFoundJsonSchema> {
  return { path: row.path, hits: Number(row.hits), last_seen_at: isoDate(row.last_seen_at), last_referrer: row.last_referrer };
}

/** The most-hit missing paths of the last 30 days that no redirect answers yet. */
export async function topNotFound(db: DbOrTx): Promise<NotFoundRow[]> {
  return listTopNotFound(db, { since: new Date(Date.now() - REPORT_DAYS * 86_400_000), limit: REPORT_ROWS });
}
