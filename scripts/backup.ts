// `npm run backup -- --out FILE`: the whole site (rows and media) in one .tar.gz
// (docs/deploy.md#backup-and-restore). Safe while the site runs on PostgreSQL;
// with the embedded database, stop the site first (PGlite has one process).
import { parseArgs } from "node:util";
import { closeDb, db } from "~/db/db.server";
import { env } from "~/env.server";
import { BackupError, writeBackupFile } from "~/services/backup/backup.server";
import { checkS3Bucket, s3ConfigFrom } from "~/services/media/storage.server";

const { values } = parseArgs({ options: { out: { type: "string" } } });
if (!values.out) {
  console.error("Usage: npm run backup -- --out FILE (for example --out backups/site-2026-11-25.tar.gz)");
  process.exit(1);
}

try {
  const bucket = s3ConfigFrom(env());
  if (bucket) await checkS3Bucket(bucket);
  const started = Date.now();
  const { manifest, bytes } = await writeBackupFile(db(), values.out);
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(`Backup written to ${values.out}: ${rows} rows, ${manifest.files} files, ${bytes} bytes, in ${Date.now() - started} ms.`);
  if (manifest.missingFiles.length > 0) {
    console.warn(`${manifest.missingFiles.length} files named by media rows were not in the storage: ${manifest.missingFiles.slice(0, 10).join(", ")}`);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
