import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { sql } from "kysely";
import type TarStream from "tar-stream";
import type { DB } from "~/db/db.server";
import { mediaFileKeys } from "~/services/media/media-upload.server";
import { storage, type Storage } from "~/services/media/storage.server";
import { BACKUP_FORMAT, MANIFEST_NAME, PRODUCT_VERSION, fileEntryName, tableEntryName, type BackupManifest } from "./archive";
import { encrypting } from "./encryption.server";
import { backupTables, type TableInfo } from "./tables.server";

/**
 * Rows are read in one repeatable-read transaction, so they are one moment of the site. Files
 * are read after it: a file never changes under its key, so the rows decide which belong to
 * that moment. The manifest comes last: checksums are known only at the end
 * (docs/deploy.md#backup-and-restore).
 */

const BATCH_ROWS = 500;

export interface BackupSummary {
  manifest: BackupManifest;
}

async function* tableLines(trx: DB, table: TableInfo): AsyncGenerator<string> {
  const name = sql.id(table.name);
  if (!table.key) {
    const { rows } = await sql<{ line: string }>`select row_to_json(t)::text as line from ${name} t`.execute(trx);
    for (const row of rows) yield row.line;
    return;
  }
  const key = sql.id(table.key);
  let last: unknown;
  for (;;) {
    const after = last === undefined ? sql`true` : sql`${key} > ${last}`;
    const { rows } = await sql<{ line: string; key: unknown }>`
      select row_to_json(t)::text as line, ${key} as key from ${name} t
      where ${after} order by ${key} limit ${BATCH_ROWS}`.execute(trx);
    for (const row of rows) yield row.line;
    if (rows.length < BATCH_ROWS) return;
    last = rows[rows.length - 1].key;
  }
}

/** Read once to measure, once to write: a tar entry needs its size first. */
async function measureTable(trx: DB, table: TableInfo): Promise<{ size: number; sha256: string; rows: number }> {
  const hash = crypto.createHash("sha256");
  let size = 0;
  let rows = 0;
  for await (const line of tableLines(trx, table)) {
    const bytes = Buffer.from(`${line}\n`);
    hash.update(bytes);
    size += bytes.length;
    rows += 1;
  }
  return { size, sha256: hash.digest("hex"), rows };
}

// Loaded on first use, so a process that only serves pages never loads it (docs/deploy.md#memory).
let tarModule: Promise<typeof TarStream> | undefined;
function loadTar(): Promise<typeof TarStream> {
  tarModule ??= import("tar-stream").then((module) => module.default);
  return tarModule;
}

async function addEntry(
  pack: TarStream.Pack,
  name: string,
  size: number,
  source: AsyncIterable<Buffer> | Readable,
  hash?: crypto.Hash,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o644, mtime: new Date(0) }, (error) => (error ? reject(error) : resolve()));
    (hash ? pipeline(source, hashing(hash), entry) : pipeline(source, entry)).catch(reject);
  });
}

async function* linesAsBuffers(trx: DB, table: TableInfo): AsyncGenerator<Buffer> {
  for await (const line of tableLines(trx, table)) yield Buffer.from(`${line}\n`);
}

function hashing(hash: crypto.Hash): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
}

async function databaseMigration(trx: DB): Promise<string> {
  const table = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(trx);
  const { rows } = table.rows[0]?.found
    ? await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(trx)
    : { rows: [] };
  if (!rows[0]) throw new BackupError("The database has not been set up yet (no migration has run): there is nothing to back up.");
  return rows[0].name;
}

interface BackupOptions {
  store?: Storage;
  now?: Date;
  passphrase?: string;
  /** Tests lower it: each scrypt at the default takes seconds. */
  scryptWorkFactor?: number;
}

/** On failure the caller removes what was written. */
export async function writeBackup(database: DB, output: Writable, options: BackupOptions = {}): Promise<BackupSummary> {
  const store = options.store ?? storage();
  const tar = await loadTar();
  const pack = tar.pack();
  const gzip = zlib.createGzip({ level: 6 });
  const { passphrase } = options;
  const written = passphrase
    ? pipeline(pack, gzip, (source: AsyncIterable<Buffer>) => encrypting(source, passphrase, options.scryptWorkFactor), output)
    : pipeline(pack, gzip, output);
  // A failing output ends the pipeline first; the packing below must stop with it.
  let outputError: unknown;
  written.catch((error: unknown) => {
    outputError = error;
    pack.destroy(error as Error);
  });

  const checksums: Record<string, string> = {};
  const rowCounts: Record<string, number> = {};
  const fileKeys: string[] = [];
  let migration = "";

  try {
    await database
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        migration = await databaseMigration(trx);
        for (const table of await backupTables(trx)) {
          const measured = await measureTable(trx, table);
          const name = tableEntryName(table.name);
          await addEntry(pack, name, measured.size, linesAsBuffers(trx, table));
          checksums[name] = measured.sha256;
          rowCounts[table.name] = measured.rows;
        }
        const media = await trx.selectFrom("media").select(["storage_key", "variants"]).orderBy("id").execute();
        fileKeys.push(...media.flatMap((row) => mediaFileKeys(row)));
      });

    const missingFiles: string[] = [];
    for (const key of fileKeys) {
      const info = await store.stat(key);
      const stream = info ? await store.getStream(key) : undefined;
      if (!info || !stream) {
        missingFiles.push(key);
        continue;
      }
      const hash = crypto.createHash("sha256");
      const name = fileEntryName(key);
      await addEntry(pack, name, info.size, stream, hash);
      checksums[name] = hash.digest("hex");
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      product: "company-site",
      version: PRODUCT_VERSION,
      migration,
      createdAt: (options.now ?? new Date()).toISOString(),
      tables: rowCounts,
      files: fileKeys.length - missingFiles.length,
      missingFiles,
      checksums,
    };
    const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addEntry(pack, MANIFEST_NAME, body.length, Readable.from([body]));
    pack.finalize();
    await written;
    return { manifest };
  } catch (error) {
    pack.destroy();
    throw outputError ?? error;
  }
}

export class BackupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "BackupError";
  }
}

/**
 * Renamed over the target once complete, so a failure leaves no partial archive. Created 0600:
 * it holds every password hash, and a mode changed after writing leaves a window open.
 */
export async function writeBackupFile(
  database: DB,
  target: string,
  options: Omit<BackupOptions, "now"> = {},
): Promise<BackupSummary & { bytes: number }> {
  const file = path.resolve(target);
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${crypto.randomBytes(6).toString("hex")}.partial`);
  try {
    const summary = await writeBackup(database, fs.createWriteStream(temporary, { flags: "wx", mode: 0o600 }), options);
    const handle = await fsp.open(temporary, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fsp.rename(temporary, file);
    return { ...summary, bytes: (await fsp.stat(file)).size };
  } catch (error) {
    await fsp.rm(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOSPC") {
      throw new BackupError(`The disk of ${path.dirname(file)} is full: the backup was not written, and nothing was left at ${file}.`, { cause: error });
    }
    if (code === "ENOENT" || code === "EACCES" || code === "EROFS") {
      throw new BackupError(`The backup cannot be written to ${file} (${code}): check that its folder exists and may be written.`, { cause: error });
    }
    throw error;
  }
}
