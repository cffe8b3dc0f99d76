/**
 * The backup archive's layout and manifest (docs/deploy.md#backup-and-restore),
 * shared by the writer and the reader.
 *
 *   tables/<table>.jsonl   one row a line, as PostgreSQL's row_to_json writes it
 *   files/<storage key>    every stored file: originals and their WebP variants
 *   manifest.json          last: what the archive holds and a SHA-256 of every entry
 */

/** Raised when the archive's layout changes; a reader refuses a format above its own. */
export const BACKUP_FORMAT = 1;

/** The product's version, written into every backup; a restore refuses an archive from a newer one. */
export const PRODUCT_VERSION = "1.0.0";

export const MANIFEST_NAME = "manifest.json";

export interface BackupManifest {
  format: number;
  product: "company-site";
  version: string;
  /** The last migration the site had run: the shape of its rows. */
  migration: string;
  createdAt: string;
  /** Rows per table, in the order they are restored (parents before children). */
  tables: Record<string, number>;
  files: number;
  /** Files a media row names that the storage did not have when the backup ran. */
  missingFiles: string[];
  /** Entry name → SHA-256 (hex) of its bytes. */
  checksums: Record<string, string>;
}

export function tableEntryName(table: string): string {
  return `tables/${table}.jsonl`;
}

export function fileEntryName(key: string): string {
  return `files/${key}`;
}

/** -1, 0 or 1 as `a` is older than, the same as or newer than `b` (dotted numbers). */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
