import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { db } from "~/db/db.server";
import { mediaFileKeys, saveUpload } from "./media-upload.server";
import { createFilesystemStorage, resetStorage, type Storage } from "./storage.server";
import { ORPHAN_MIN_AGE_MS, runUploadHousekeeping, sweepOrphanUploads } from "./upload-sweep.server";

let root: string;
let store: Storage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "upload-sweep-test-"));
  store = createFilesystemStorage(root);
  await db().deleteFrom("media").execute();
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

async function filesOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Writes a file as a killed upload would have left it, `ageMs` ago. */
async function leftover(key: string, ageMs: number) {
  const file = path.join(root, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, "partial");
  const time = new Date(Date.now() - ageMs);
  await fs.utimes(file, time, time);
}

async function savedImage(width: number) {
  const bytes = await sharp({ create: { width, height: 400, channels: 3, background: "#3a7" } }).jpeg().toBuffer();
  return saveUpload(db(), { file: bytes, originalName: "photo.jpg" }, store);
}

const OLD = ORPHAN_MIN_AGE_MS + 60_000;

describe("sweepOrphanUploads", () => {
  it("removes old files no media row owns and keeps every file of every row", async () => {
    const media = await savedImage(1000);
    const owned = mediaFileKeys(media);
    expect(owned).toHaveLength(3); // the original and the 480 and 960 variants
    // The original stored, the process killed before the row: same shape of key.
    await leftover("2026/11/0123456789abcdef0123456789abcdef.jpg", OLD);
    await leftover("2026/11/0123456789abcdef0123456789abcdef-w480.webp", OLD);
    // A temporary file of an atomic write cut short.
    await leftover("2026/11/.fedcba9876543210.jpg.a1b2c3.tmp", OLD);

    const result = await sweepOrphanUploads(db(), { store });

    expect(result.removed).toEqual([
      "2026/11/.fedcba9876543210.jpg.a1b2c3.tmp",
      "2026/11/0123456789abcdef0123456789abcdef-w480.webp",
      "2026/11/0123456789abcdef0123456789abcdef.jpg",
    ]);
    expect(result.missing).toEqual([]);
    expect(await filesOnDisk()).toEqual([...owned].sort());
  });

  it("keeps a recent file: another instance may be about to record its row", async () => {
    await leftover("2026/11/recent.jpg", 60_000);
    await leftover("2026/11/old.jpg", OLD);

    const result = await sweepOrphanUploads(db(), { store });

    expect(result.removed).toEqual(["2026/11/old.jpg"]);
    expect(await filesOnDisk()).toEqual(["2026/11/recent.jpg"]);
    // The same file once it is old enough.
    const later = await sweepOrphanUploads(db(), { store, now: Date.now() + ORPHAN_MIN_AGE_MS });
    expect(later.removed).toEqual(["2026/11/recent.jpg"]);
  });

  it("keeps an old file that belongs to a row, and reports row files missing from the disk", async () => {
    const media = await savedImage(600);
    const [original, variant] = mediaFileKeys(media);
    const old = new Date(Date.now() - OLD);
    await fs.utimes(path.join(root, original), old, old);
    await fs.rm(path.join(root, variant));

    const result = await sweepOrphanUploads(db(), { store });

    expect(result.removed).toEqual([]);
    expect(result.missing).toEqual([variant]);
    expect(await filesOnDisk()).toEqual([original]);
    // Reported, not repaired: the row stays.
    expect(await db().selectFrom("media").select("id").where("id", "=", media.id).executeTakeFirst()).toBeDefined();
  });

  it("does nothing when there is no uploads folder yet", async () => {
    const result = await sweepOrphanUploads(db(), { store: createFilesystemStorage(path.join(root, "not-there")) });
    expect(result).toEqual({ removed: [], missing: [] });
  });

  it("housekeeping removes old upload temporaries and orphans, and logs one line when it did", async () => {
    const previous = process.env.DATA_DIR;
    const { resetEnvCache } = await import("~/env.server");
    process.env.DATA_DIR = root;
    resetEnvCache();
    resetStorage();
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await leftover("uploads/2026/11/orphan.png", OLD);
      await leftover("tmp/uploads/upload-0123abcd", OLD);
      await leftover("tmp/uploads/upload-in-progress", 1000);

      const result = await runUploadHousekeeping(db());

      expect(result.removed).toEqual(["2026/11/orphan.png"]);
      expect(result.temporary).toBe(1);
      expect(await filesOnDisk()).toEqual(["tmp/uploads/upload-in-progress"]);
      expect(log).toHaveBeenCalledTimes(1);
      expect(JSON.parse(String(log.mock.calls[0][0]))).toMatchObject({
        msg: "upload housekeeping",
        temporaryRemoved: 1,
        orphansRemoved: 1,
      });

      log.mockClear();
      await runUploadHousekeeping(db());
      expect(log).not.toHaveBeenCalled();
    } finally {
      process.env.DATA_DIR = previous;
      resetEnvCache();
      resetStorage();
    }
  });
});
