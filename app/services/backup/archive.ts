// Layout: docs/deploy.md#backup-and-restore.

/** Raised when the archive's layout changes; a reader refuses a format above its own. */
export const BACKUP_FORMAT = 1;

/** A restore refuses an archive from a newer version. */
export const PRODUCT_VERSION = "1.0.0";

export const MANIFEST_NAME = "manifest.json";

export interface BackupManifest {
  format: number;
  product: "company-site";
  version: string;
  migration: string;
  createdAt: string;
  tables: Record<string, number>;
  files: number;
  /** Files a media row names that the storage did not have when the backup ran. */
  missingFiles: string[];
  checksums: Record<string, string>;
}

export function tableEntryName(table: string): string {
  return `tables/${table}.jsonl`;
}

export function fileEntryName(key: string): string {
  return `files/${key}`;
}

export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}
