import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import zlib from "node:zlib";
import { sql } from "kysely";
import type TarStream from "tar-stream";
import type { DB } from "~/db/db.server";
import { migrateToLatest, migrateUpTo } from "~/db/migrate.server";
import { isValidStorageKey, storage, type Storage } from "~/services/media/storage.server";
import { uploadTempDir } from "~/services/media/upload-request.server";
import { migrations } from "../../../migrations/index";
import {
  BACKUP_FORMAT, compareVersions, fileEntryName, MANIFEST_NAME, PRODUCT_VERSION, tableEntryName, type BackupManifest,
} from "./archive";
import { decrypting, DecryptionError, isEncryptedArchive } from "./encryption.server";
import { backupTables, LEFT_OUT_TABLES, type TableInfo } from "./tables.server";

/** The archive is read twice: it is checked whole against its manifest before anything is touched. */

/** Nothing was changed. */
export class RestoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreError";
  }
}

const BATCH_ROWS = 500;
const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;

export interface RestoreSummary {
  manifest: BackupManifest;
  rows: number;
  files: number;
}

type EntryHandler = (name: string, stream: Readable) => Promise<void>;

// Loaded on first use (docs/deploy.md#memory).
let tarModule: Promise<typeof TarStream> | undefined;
function loadTar(): Promise<typeof TarStream> {
  tarModule ??= import("tar-stream").then((module) => module.default);
  return tarModule;
}

async function openArchive(file: string, passphrase: string | undefined): Promise<Readable> {
  if (!(await isEncryptedArchive(file))) return fs.createReadStream(file);
  if (!passphrase) throw new RestoreError(`The archive ${file} is encrypted: its passphrase is needed to restore it. Nothing was restored.`);
  return decrypting(fs.createReadStream(file), passphrase);
}

async function readArchive(file: string, onEntry: EntryHandler, passphrase?: string): Promise<void> {
  const tar = await loadTar();
  const extract = tar.extract();
  const gunzip = zlib.createGunzip();
  let source: Readable | undefined;
  try {
    source = await openArchive(file, passphrase);
    const damaged = (error: Error) => extract.destroy(error);
    source.on("error", damaged);
    gunzip.on("error", damaged);
    source.pipe(gunzip).pipe(extract);
    for await (const entry of extract) {
      await onEntry(entry.header.name, Readable.from(entry));
      entry.resume();
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    if (error instanceof DecryptionError) {
      throw new RestoreError(
        error.wrongPassphrase
          ? `The passphrase does not open the archive ${file}. Nothing was restored.`
          : `The encrypted archive ${file} is truncated or damaged (${error.message}). Nothing was restored.`,
      );
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new RestoreError(`There is no archive at ${file}.`);
    if (code?.startsWith("Z_") || /tar|header|unexpected end|premature/i.test((error as Error).message)) {
      throw new RestoreError(`The archive ${file} is truncated or damaged (${(error as Error).message}). Nothing was restored.`);
    }
    throw error;
  } finally {
    source?.destroy();
  }
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function readSmall(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MANIFEST_MAX_BYTES) throw new RestoreError("The archive's manifest.json is too large to be one of ours.");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function checkVersion(manifest: BackupManifest): void {
  if (manifest.product !== "company-site" || typeof manifest.checksums !== "object" || !manifest.tables) {
    throw new RestoreError("The archive's manifest.json is not a manifest of this site's backups.");
  }
  if (manifest.format > BACKUP_FORMAT || compareVersions(manifest.version, PRODUCT_VERSION) > 0 || !(manifest.migration in migrations)) {
    throw new RestoreError(
      `The archive was made by a newer version of the site (version ${manifest.version}, migration ${manifest.migration}); ` +
        `this is version ${PRODUCT_VERSION}. Restore it with that version or a later one.`,
    );
  }
}

export async function verifyArchive(file: string, options: { passphrase?: string } = {}): Promise<BackupManifest> {
  const seen = new Map<string, string>();
  let manifest: BackupManifest | undefined;
  await readArchive(file, async (name, stream) => {
    if (name === MANIFEST_NAME) {
      try {
        manifest = JSON.parse((await readSmall(stream)).toString("utf8")) as BackupManifest;
      } catch (error) {
        if (error instanceof RestoreError) throw error;
        throw new RestoreError("The archive's manifest.json cannot be read: the archive was changed or damaged.");
      }
      return;
    }
    seen.set(name, await sha256Of(stream));
  }, options.passphrase);
  if (!manifest) throw new RestoreError(`The archive ${file} has no manifest.json: it is truncated, or not a backup of this site.`);
  checkVersion(manifest);
  for (const [name, sha256] of seen) {
    const expected = manifest.checksums[name];
    if (expected === undefined) throw new RestoreError(`The archive holds ${name}, which its manifest does not list: it was changed.`);
    if (expected !== sha256) throw new RestoreError(`${name} in the archive does not match its checksum: the archive was changed or damaged.`);
  }
  for (const name of Object.keys(manifest.checksums)) {
    if (!seen.has(name)) throw new RestoreError(`The archive lacks ${name}, which its manifest lists: it is truncated or was changed.`);
  }
  return manifest;
}

async function firstNonEmptyTable(database: DB, tables: TableInfo[]): Promise<string | undefined> {
  for (const table of tables) {
    const { rows } = await sql<{ found: number }>`select 1 as found from ${sql.id(table.name)} limit 1`.execute(database);
    if (rows.length > 0) return table.name;
  }
  return undefined;
}

async function insertBatch(trx: DB, table: TableInfo, lines: string[]): Promise<void> {
  // The database refuses a value for a generated column; a column the archive lacks keeps its default.
  const columns = Object.keys(JSON.parse(lines[0]) as Record<string, unknown>)
    .filter((column) => !table.generated.includes(column))
    .map((column) => sql.id(column));
  const list = sql.join(columns);
  const overriding = table.identity ? sql`overriding system value` : sql``;
  await sql`
    insert into ${sql.id(table.name)} (${list}) ${overriding}
    select ${list} from json_populate_recordset(null::${sql.id(table.name)}, ${`[${lines.join(",")}]`}::json)`.execute(trx);
}

/**
 * The non-empty lines of a UTF-8 stream. A chunk may end inside a character ("…" is three bytes): the
 * decoder keeps those bytes for the next chunk, where decoding each chunk alone would turn them into "�".
 */
export async function* textLines(stream: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of stream) {
    const lines = (rest + decoder.write(chunk)).split("\n");
    rest = lines.pop() ?? "";
    for (const line of lines) if (line) yield line;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

async function insertLines(trx: DB, table: TableInfo, stream: Readable): Promise<number> {
  let rows = 0;
  let batch: string[] = [];
  for await (const line of textLines(stream)) {
    batch.push(line);
    if (batch.length === BATCH_ROWS) {
      await insertBatch(trx, table, batch);
      rows += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insertBatch(trx, table, batch);
  return rows + batch.length;
}

async function resetSequences(trx: DB, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    if (!table.identity) continue;
    const name = sql.id(table.name);
    const column = sql.id(table.identity);
    await sql`
      select setval(pg_get_serial_sequence(${`"${table.name}"`}, ${table.identity}), coalesce(max(${column}), 0) + 1, false)
      from ${name}`.execute(trx);
  }
}

export async function restoreBackup(
  database: DB,
  file: string,
  options: { replace?: boolean; store?: Storage; temporaryDir?: string; passphrase?: string } = {},
): Promise<RestoreSummary> {
  const store = options.store ?? storage();
  // Decrypted on each read: the plain bytes are never written to the disk.
  const manifest = await verifyArchive(file, { passphrase: options.passphrase });

  // The rows go in with the shape they were written in; later migrations then carry them forward.
  await migrateUpTo(database, manifest.migration);
  const tables = await backupTables(database);
  const byEntry = new Map(tables.map((table) => [tableEntryName(table.name), table]));
  for (const name of Object.keys(manifest.tables)) {
    if (!byEntry.has(tableEntryName(name))) throw new RestoreError(`The archive has rows for the table "${name}", which this database does not have.`);
  }
  const occupied = await firstNonEmptyTable(database, tables);
  if (occupied && !options.replace) {
    throw new RestoreError(
      `The database is not empty (the table "${occupied}" has rows). Restore into an empty database, or add --replace to overwrite it.`,
    );
  }

  let rows = 0;
  let files = 0;
  const temporaryDir = options.temporaryDir ?? uploadTempDir();
  await fsp.mkdir(temporaryDir, { recursive: true });
  await database.transaction().execute(async (trx) => {
    if (occupied) {
      const all = [...tables.map((table) => table.name), ...LEFT_OUT_TABLES.filter((name) => name === "session" || name === "rate_limit")];
      await sql`truncate ${sql.join(all.map((name) => sql.id(name)))} restart identity cascade`.execute(trx);
    }
    await readArchive(file, async (name, stream) => {
      const table = byEntry.get(name);
      if (table) {
        rows += await insertLines(trx, table, stream);
        return;
      }
      if (name.startsWith("files/")) {
        const key = name.slice(fileEntryName("").length);
        if (!isValidStorageKey(key)) throw new RestoreError(`The archive holds a file under an unusable name: ${name}.`);
        // Through a temporary file, so the storage knows the size.
        const temporary = path.join(temporaryDir, `restore-${crypto.randomBytes(12).toString("hex")}`);
        try {
          await pipeline(stream, fs.createWriteStream(temporary));
          await store.put(key, temporary);
        } finally {
          await fsp.rm(temporary, { force: true });
        }
        files += 1;
      }
    }, options.passphrase);
    await resetSequences(trx, tables);
  });
  await migrateToLatest(database);
  return { manifest, rows, files };
}
