import type { DB } from "~/db/db.server";
import { mediaFileKeys } from "./media-upload.server";
import { storage, type Storage } from "./storage.server";
import { removeStaleUploadTemps } from "./upload-request.server";

/**
 * Files are written before their row and removed after it, so a crash in between leaves orphans.
 * Only old ones go: another instance may be between writing a file and committing its row.
 */

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export interface UploadSweepResult {
  removed: string[];
  /** Reported, never "fixed". */
  missing: string[];
}

/** Files are listed before the rows are read, so a file whose row commits meanwhile is seen with its row. */
export async function sweepOrphanUploads(
  database: DB,
  options: { store?: Storage; minAgeMs?: number; now?: number } = {},
): Promise<UploadSweepResult> {
  const store = options.store ?? storage();
  const cutoff = (options.now ?? Date.now()) - (options.minAgeMs ?? ORPHAN_MIN_AGE_MS);

  const files: { key: string; modifiedAt: Date }[] = [];
  for await (const file of store.list()) files.push(file);
  const rows = await database.selectFrom("media").select(["storage_key", "variants"]).execute();
  const owned = new Set(rows.flatMap((row) => mediaFileKeys(row)));

  const removed: string[] = [];
  for (const file of files) {
    if (owned.has(file.key) || file.modifiedAt.getTime() > cutoff) continue;
    await store.delete(file.key);
    removed.push(file.key);
  }

  // A row committed after the listing may own files the listing did not see yet: look again.
  const present = new Set(files.map((file) => file.key));
  const missing: string[] = [];
  for (const key of owned) {
    if (!present.has(key) && !(await store.exists(key))) missing.push(key);
  }
  return { removed: removed.sort(), missing: missing.sort() };
}

/** Hourly as well as at start: a crash's files are still too young when the restart runs. */
export async function runUploadHousekeeping(database: DB): Promise<UploadSweepResult & { temporary: number }> {
  const temporary = await removeStaleUploadTemps(ORPHAN_MIN_AGE_MS);
  const result = await sweepOrphanUploads(database);
  if (temporary > 0 || result.removed.length > 0 || result.missing.length > 0) {
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: result.missing.length > 0 ? "warn" : "info",
        msg: "upload housekeeping",
        temporaryRemoved: temporary,
        orphansRemoved: result.removed.length,
        missing: result.missing.slice(0, 20),
      }),
    );
  }
  return { ...result, temporary };
}
