// Safe while the site runs on PostgreSQL; with the embedded database, stop the site
// first: PGlite has one process (docs/deploy.md#backup-and-restore).
import { parseArgs } from "node:util";
import { closeDb, db } from "~/db/db.server";
import { env } from "~/env.server";
import { backupPassphraseField } from "~/schemas/backup";
import { BackupError, writeBackupFile } from "~/services/backup/backup.server";
import { PASSPHRASE_VARIABLE, readPassphrase } from "~/services/backup/passphrase.server";
import { checkS3Bucket, s3ConfigFrom } from "~/services/media/storage.server";

const { values } = parseArgs({ options: { out: { type: "string" }, encrypt: { type: "boolean", default: false } } });
if (!values.out) {
  console.error("Usage: npm run backup -- --out FILE [--encrypt] (for example --out backups/site-2026-11-25.tar.gz.age --encrypt)");
  process.exit(1);
}

let passphrase: string | undefined;
if (values.encrypt) {
  const given = await readPassphrase("Passphrase for the backup: ", { confirm: true }).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
  if (given === undefined) {
    console.error(`--encrypt needs a passphrase: set ${PASSPHRASE_VARIABLE}, or run the backup in a terminal to type it.`);
    process.exit(1);
  }
  const checked = backupPassphraseField.safeParse(given);
  if (!checked.success) {
    console.error(`${checked.error.issues[0].message} (${process.env[PASSPHRASE_VARIABLE] ? PASSPHRASE_VARIABLE : "the typed passphrase"}).`);
    process.exit(1);
  }
  passphrase = checked.data;
}

try {
  const bucket = s3ConfigFrom(env());
  if (bucket) await checkS3Bucket(bucket);
  const started = Date.now();
  const { manifest, bytes } = await writeBackupFile(db(), values.out, { passphrase });
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  const encrypted = passphrase ? ", encrypted" : "";
  console.log(`Backup written to ${values.out}${encrypted}: ${rows} rows, ${manifest.files} files, ${bytes} bytes, in ${Date.now() - started} ms.`);
  if (manifest.missingFiles.length > 0) {
    console.warn(`${manifest.missingFiles.length} files named by media rows were not in the storage: ${manifest.missingFiles.slice(0, 10).join(", ")}`);
  }
} catch (error) {
  console.error(error instanceof BackupError ? error.message : `The backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
