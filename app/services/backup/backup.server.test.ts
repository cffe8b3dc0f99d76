import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import zlib from "node:zlib";
import { Encrypter } from "age-encryption";
import pg from "pg";
import tar from "tar-stream";
import { createDb, db, type DB } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { createUser } from "~/models/user.server";
import { createFilesystemStorage, readAll, storage, type Storage } from "~/services/media/storage.server";
import { seedDemoContent } from "~/demo/seed.server";
import { MANIFEST_NAME, PRODUCT_VERSION, type BackupManifest } from "./archive";
import { BackupError, writeBackup, writeBackupFile } from "./backup.server";
import { isEncryptedArchive } from "./encryption.server";
import { restoreBackup, RestoreError, verifyArchive } from "./restore.server";

/**
 * A backup of the demo site and its restore into a second, empty database and
 * another storage folder, on the engine the tests run on; and the archives a
 * restore must refuse, each with a message naming the problem.
 */

let folder: string;
let archive: string;

/** A second database on the same engine: a PGlite in memory, or a new PostgreSQL database. */
async function secondDatabase(): Promise<{ database: DB; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const database = createDb("memory://");
    return { database, drop: () => database.destroy() };
  }
  const name = `restore_${process.pid}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = createDb(url.toString());
  return {
    database,
    drop: async () => {
      await database.destroy();
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      // The pool's end resolves before its connections have closed on the server; dropping under
      // one would terminate it, and the pool would report that as an error.
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const { rows } = await client.query("SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1", [name]);
        if (rows[0].open === 0) break;
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const extract = tar.extract();
  fs.createReadStream(file).pipe(zlib.createGunzip()).pipe(extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.set(entry.header.name, Buffer.concat(chunks));
  }
  return entries;
}

/** Writes an archive holding `entries` in their order. */
async function packEntries(file: string, entries: Map<string, Buffer>): Promise<void> {
  const pack = tar.pack();
  const done = new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(file);
    out.on("finish", resolve).on("error", reject);
    pack.pipe(zlib.createGzip()).pipe(out);
  });
  for (const [name, bytes] of entries) pack.entry({ name }, bytes);
  pack.finalize();
  await done;
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  await seedDemoContent(db());
  await db().insertInto("rate_limit").values({ key: "contact:203.0.113.9", count: 3, reset_at: new Date(Date.now() + 60_000) }).execute();
  archive = path.join(folder, "site.tar.gz");
  await writeBackupFile(db(), archive);
}, 120_000);

afterAll(() => {
  fs.rmSync(folder, { recursive: true, force: true });
});

describe("writeBackupFile", () => {
  it("writes the rows as JSON lines, every stored file and a manifest of counts and checksums", async () => {
    const entries = await entriesOf(archive);
    const names = [...entries.keys()];
    expect(names.at(-1)).toBe(MANIFEST_NAME);
    const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString()) as BackupManifest;
    expect(manifest).toMatchObject({ format: 1, product: "company-site", version: PRODUCT_VERSION, missingFiles: [] });
    expect(Object.keys(manifest.tables)).not.toContain("session");
    expect(Object.keys(manifest.tables)).not.toContain("rate_limit");
    expect(Object.keys(manifest.tables)).not.toContain("kysely_migration");
    // Parents first: media before what shows it, users before their tokens.
    const order = Object.keys(manifest.tables);
    expect(order.indexOf("media")).toBeLessThan(order.indexOf("news"));
    expect(order.indexOf("solution_category")).toBeLessThan(order.indexOf("solution"));
    expect(order.indexOf("user")).toBeLessThan(order.indexOf("api_token"));

    const media = await db().selectFrom("media").selectAll().execute();
    expect(manifest.tables.media).toBe(media.length);
    const newsLines = entries.get("tables/news.jsonl")!.toString().trim().split("\n");
    expect(newsLines).toHaveLength(manifest.tables.news);
    expect(JSON.parse(newsLines[0])).toHaveProperty("slug");

    const original = media[0];
    const stored = await readAll((await storage().getStream(original.storage_key))!);
    expect(entries.get(`files/${original.storage_key}`)).toEqual(stored);
    expect(manifest.files).toBe(names.filter((name) => name.startsWith("files/")).length);
    expect(Object.keys(manifest.checksums).sort()).toEqual(names.filter((name) => name !== MANIFEST_NAME).sort());
    expect(fs.readdirSync(folder)).toEqual(["site.tar.gz"]);
  });

  it("on a full disk, names the problem and leaves nothing at the target", async () => {
    const target = path.join(folder, "full.tar.gz");
    let written = 0;
    const full = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        if (written > 64 * 1024) callback(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
        else callback();
      },
    });
    await expect(writeBackup(db(), full)).rejects.toMatchObject({ code: "ENOSPC" });
    await expect(writeBackupFile(db(), path.join(folder, "no-such-folder", "x.tar.gz"))).rejects.toBeInstanceOf(BackupError);
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.readdirSync(folder)).toEqual(["site.tar.gz"]);
  });
});

describe("restoreBackup", () => {
  it("restores into an empty database and another storage: the same rows, ids and files, sequences moved on", async () => {
    const second = await secondDatabase();
    const root = fs.mkdtempSync(path.join(folder, "uploads-"));
    const store: Storage = createFilesystemStorage(root);
    try {
      const summary = await restoreBackup(second.database, archive, { store });
      const manifest = await verifyArchive(archive);
      expect(summary.files).toBe(manifest.files);

      for (const table of ["media", "news", "page", "solution", "product", "setting", "user", "audit_event"] as const) {
        const before = await db().selectFrom(table).selectAll().execute();
        const after = await second.database.selectFrom(table).selectAll().execute();
        const byKey = (rows: Array<Record<string, unknown>>) =>
          [...rows].sort((a, b) => String(a.id ?? a.name).localeCompare(String(b.id ?? b.name), undefined, { numeric: true }));
        expect(byKey(after), table).toEqual(byKey(before));
      }
      expect(await second.database.selectFrom("rate_limit").selectAll().execute()).toEqual([]);

      const media = await db().selectFrom("media").selectAll().execute();
      for (const row of media.slice(0, 5)) {
        expect(await readAll((await store.getStream(row.storage_key))!)).toEqual(await readAll((await storage().getStream(row.storage_key))!));
      }
      // A new row after the restore gets an id past the restored ones.
      const added = await second.database
        .insertInto("redirect")
        .values({ from_path: "/after-restore", to_path: "/" })
        .returning("id")
        .executeTakeFirstOrThrow();
      const highest = await db().selectFrom("redirect").select((eb) => eb.fn.max("id").as("id")).executeTakeFirst();
      expect(added.id).toBeGreaterThan(Number(highest?.id ?? 0));

      // Not empty any more: refused, unless told to replace.
      await expect(restoreBackup(second.database, archive, { store })).rejects.toThrow(
        /^The database is not empty \(the table "[a-z_]+" has rows\)\. Restore into an empty database, or add --replace to overwrite it\.$/,
      );
      const replaced = await restoreBackup(second.database, archive, { store, replace: true });
      expect(replaced.rows).toBe(summary.rows);
      const pages = await second.database.selectFrom("page").select("id").execute();
      expect(pages).toHaveLength((await db().selectFrom("page").select("id").execute()).length);
    } finally {
      await second.drop();
    }
  }, 120_000);

  it("refuses a truncated archive, naming it, and touches nothing", async () => {
    const cut = path.join(folder, "cut.tar.gz");
    const bytes = fs.readFileSync(archive);
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const { database: untouched, drop } = await secondDatabase();
    try {
      await migrateToLatest(untouched);
      await expect(restoreBackup(untouched, cut, { store: createFilesystemStorage(path.join(folder, "never")) })).rejects.toThrow(
        `The archive ${cut} is truncated or damaged`,
      );
      expect(await untouched.selectFrom("media").selectAll().execute()).toEqual([]);
      expect(fs.existsSync(path.join(folder, "never"))).toBe(false);
    } finally {
      await drop();
      fs.rmSync(cut);
    }
  }, 60_000);

  it("refuses an archive whose entry was changed, naming the entry", async () => {
    const entries = await entriesOf(archive);
    const news = entries.get("tables/news.jsonl")!.toString().replace(/"title":"[^"]/, '"title":"X');
    entries.set("tables/news.jsonl", Buffer.from(news));
    const tampered = path.join(folder, "tampered.tar.gz");
    await packEntries(tampered, entries);
    await expect(verifyArchive(tampered)).rejects.toThrow(
      "tables/news.jsonl in the archive does not match its checksum: the archive was changed or damaged.",
    );
    fs.rmSync(tampered);
  });

  it("refuses an archive without its manifest, and one with an entry the manifest does not list", async () => {
    const entries = await entriesOf(archive);
    const manifest = entries.get(MANIFEST_NAME)!;
    entries.delete(MANIFEST_NAME);
    const bare = path.join(folder, "bare.tar.gz");
    await packEntries(bare, entries);
    await expect(verifyArchive(bare)).rejects.toThrow("has no manifest.json: it is truncated, or not a backup of this site.");

    entries.set("files/2026/11/smuggled.png", Buffer.from("not ours"));
    entries.set(MANIFEST_NAME, manifest);
    await packEntries(bare, entries);
    await expect(verifyArchive(bare)).rejects.toThrow("The archive holds files/2026/11/smuggled.png, which its manifest does not list");
    fs.rmSync(bare);
  });

  it("refuses an archive from a newer version", async () => {
    const entries = await entriesOf(archive);
    const manifest = JSON.parse(entries.get(MANIFEST_NAME)!.toString()) as BackupManifest;
    const newer = path.join(folder, "newer.tar.gz");
    for (const change of [{ version: "99.0.0" }, { migration: "2099-01-01-0001-from-the-future" }]) {
      entries.set(MANIFEST_NAME, Buffer.from(JSON.stringify({ ...manifest, ...change })));
      await packEntries(newer, entries);
      await expect(verifyArchive(newer)).rejects.toThrow(/^The archive was made by a newer version of the site/);
    }
    fs.rmSync(newer);
    await expect(verifyArchive(path.join(folder, "absent.tar.gz"))).rejects.toBeInstanceOf(RestoreError);
  });
});

// Low enough that the tests do not spend seconds in scrypt; what the site writes uses the default.
const FAST_SCRYPT = 10;
const PASSPHRASE = "staple battery horse correct";

describe("the archive file's mode", () => {
  it("is readable by its owner only from the moment it is created, whatever the umask, also over an older file", async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), "backup-mode-"));
    const before = process.umask(0);
    try {
      const target = path.join(own, "site.tar.gz");
      fs.writeFileSync(target, "an older backup", { mode: 0o644 });
      await writeBackupFile(db(), target);
      expect(fs.statSync(target).mode & 0o777).toBe(0o600);
      await writeBackupFile(db(), path.join(own, "fresh.tar.gz"), { passphrase: PASSPHRASE, scryptWorkFactor: FAST_SCRYPT });
      expect(fs.statSync(path.join(own, "fresh.tar.gz")).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(before);
      fs.rmSync(own, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("encrypted archives", () => {
  let own: string;
  let encrypted: string;

  beforeAll(async () => {
    own = fs.mkdtempSync(path.join(os.tmpdir(), "backup-encrypted-"));
    encrypted = path.join(own, "site.tar.gz.age");
    await createUser(db(), { name: "Ada Admin", email: "ada@example.test", password: "correct horse battery", role: "admin" });
    await writeBackupFile(db(), encrypted, { passphrase: PASSPHRASE, scryptWorkFactor: FAST_SCRYPT });
  }, 60_000);
  afterAll(() => fs.rmSync(own, { recursive: true, force: true }));

  it("holds no readable row: neither gzip nor a password hash shows", async () => {
    const bytes = fs.readFileSync(encrypted);
    expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
    expect(bytes.toString("latin1")).toMatch(/^-> scrypt [A-Za-z0-9+/]+ 10$/m);
    expect(await isEncryptedArchive(encrypted)).toBe(true);
    expect(await isEncryptedArchive(archive)).toBe(false);
    // Ada's: the demo's editors have no password, so no hash.
    const hash = (await db().selectFrom("user").select("password_hash").where("email", "=", "ada@example.test").executeTakeFirstOrThrow()).password_hash;
    expect(bytes.includes(Buffer.from(hash))).toBe(false);
    expect(() => zlib.gunzipSync(bytes)).toThrow("incorrect header check");
  });

  it("is refused without its passphrase, or with a wrong one, and nothing is restored", async () => {
    // Also one encrypted by hand from a good archive: the refusal does not depend on how the file was made.
    const crafted = path.join(own, "crafted.tar.gz.age");
    const encrypter = new Encrypter();
    encrypter.setPassphrase("another passphrase entirely");
    encrypter.setScryptWorkFactor(FAST_SCRYPT);
    fs.writeFileSync(crafted, await encrypter.encrypt(fs.readFileSync(archive)));

    const { database: untouched, drop } = await secondDatabase();
    const never = path.join(own, "never");
    try {
      await migrateToLatest(untouched);
      const store = createFilesystemStorage(never);
      await expect(restoreBackup(untouched, encrypted, { store })).rejects.toThrow(
        `The archive ${encrypted} is encrypted: its passphrase is needed to restore it. Nothing was restored.`,
      );
      for (const [file, passphrase] of [[encrypted, "not the passphrase"], [crafted, PASSPHRASE]]) {
        const refused = await restoreBackup(untouched, file, { store, passphrase }).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(RestoreError);
        expect((refused as Error).message).toBe(`The passphrase does not open the archive ${file}. Nothing was restored.`);
      }
      expect(await untouched.selectFrom("user").selectAll().execute()).toEqual([]);
      expect(fs.existsSync(never)).toBe(false);
    } finally {
      await drop();
    }
  }, 60_000);

  it("is refused when a byte of it was changed, naming the damage", async () => {
    const bytes = fs.readFileSync(encrypted);
    bytes[bytes.length - 100] ^= 0xff;
    const changed = path.join(own, "changed.tar.gz.age");
    fs.writeFileSync(changed, bytes);
    await expect(verifyArchive(changed, { passphrase: PASSPHRASE })).rejects.toThrow(
      `The encrypted archive ${changed} is truncated or damaged`,
    );
  });

  it("restores with the right passphrase: the same rows as a plain archive", async () => {
    const second = await secondDatabase();
    const store = createFilesystemStorage(fs.mkdtempSync(path.join(own, "uploads-")));
    try {
      const summary = await restoreBackup(second.database, encrypted, { store, passphrase: PASSPHRASE });
      expect(Object.keys(summary.manifest.tables)).toEqual(Object.keys((await verifyArchive(archive)).tables));
      // Ada and the demo newsroom's two editors.
      expect(summary.manifest.tables.user).toBe(3);
      const users = (rows: Array<{ id: number; password_hash: string }>) => [...rows].sort((a, b) => a.id - b.id);
      expect(users(await second.database.selectFrom("user").select(["id", "password_hash"]).execute())).toEqual(
        users(await db().selectFrom("user").select(["id", "password_hash"]).execute()),
      );
    } finally {
      await second.drop();
    }
  }, 120_000);
});
