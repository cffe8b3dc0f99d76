import type { DB } from "~/db/db.server";
import { mediaFileKeys } from "./media-upload.server";
import { storage, type Storage } from "./storage.server";
import { removeStaleUploadTemps } from "./upload-request.server";

/**
 * Saving an upload writes its files before the row, and deleting media removes
 * the row before the files, so a process killed in between leaves files nobody
 * will ever serve or delete; `runUploadHousekeeping` sweeps them away.
 *
 * Only files older than `minAgeMs` go: on a shared uploads volume another
 * instance may be between writing a file and committing its row right now (the
 * demo seed holds its transaction open for many seconds).
 */

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export interface UploadSweepResult {
  removed: string[];
  /** Files of media rows that are missing from the disk; reported, never "fixed". */
  missing: string[];
}

/**
 * Files are listed before the rows are read, so a file whose row commits while
 * the sweep runs is seen with its row. The same for a bucket: its listing says
 * when each object was written.
 */
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
    // Temporary files of the filesystem's atomic writes start with a dot; no row ever owns one.
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

/**
 * Hourly as well as at start, because the files a crash leaves are younger than
 * `ORPHAN_MIN_AGE_MS` when the restart that follows it runs.
 */
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
