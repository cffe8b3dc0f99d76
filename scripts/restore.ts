// Run it with the site stopped (docs/deploy.md#backup-and-restore).
import { parseArgs } from "node:util";
import { closeDb, db } from "~/db/db.server";
import { env } from "~/env.server";
import { isEncryptedArchive } from "~/services/backup/encryption.server";
import { PASSPHRASE_VARIABLE, readPassphrase } from "~/services/backup/passphrase.server";
import { restoreBackup, RestoreError } from "~/services/backup/restore.server";
import { checkS3Bucket, s3ConfigFrom } from "~/services/media/storage.server";

const { values, positionals } = parseArgs({ options: { replace: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore -- FILE [--replace]");
  process.exit(1);
}
const file = positionals[0];

let passphrase: string | undefined;
if (await isEncryptedArchive(file).catch(() => false)) {
  passphrase = await readPassphrase(`Passphrase of ${file}: `, { confirm: false }).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
  if (!passphrase) {
    console.error(`The archive ${file} is encrypted: set ${PASSPHRASE_VARIABLE}, or run the restore in a terminal to type its passphrase.`);
    process.exit(1);
  }
}

try {
  const config = env();
  const bucket = s3ConfigFrom(config);
  if (bucket) await checkS3Bucket(bucket);
  const started = Date.now();
  const { rows, files } = await restoreBackup(db(), file, { replace: values.replace, passphrase });
  const into = config.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${config.DATA_DIR}`;
  const media = bucket ? `the bucket ${bucket.bucket}` : `${config.DATA_DIR}/uploads`;
  console.log(`Restored ${rows} rows into ${into} and ${files} files into ${media}, in ${Date.now() - started} ms.`);
} catch (error) {
  console.error(error instanceof RestoreError ? error.message : `The restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
