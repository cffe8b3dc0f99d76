import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import {
  createFilesystemStorage,
  generateStorageKey,
  isValidStorageKey,
  readAll,
  storage,
  type Storage,
} from "./storage.server";

let root: string;
let store: Storage;

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "storage-test-"));
  store = createFilesystemStorage(root);
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Every file under a directory, relative to it. */
async function listFiles(directory: string): Promise<string[]> {
  const entries = await fs.readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("filesystem storage", () => {
  it("stores a Buffer and reads it back with its size", async () => {
    await store.put("2026/11/a.bin", Buffer.from("hello world"));
    expect(await readAll((await store.getStream("2026/11/a.bin"))!)).toEqual(Buffer.from("hello world"));
    expect(await store.stat("2026/11/a.bin")).toMatchObject({ size: 11 });
    expect(await store.exists("2026/11/a.bin")).toBe(true);
    expect(await fs.readFile(path.join(root, "2026/11/a.bin"), "utf8")).toBe("hello world");
  });

  it("stores a stream and a file from a path", async () => {
    await store.put("s/stream.txt", Readable.from([Buffer.from("one "), Buffer.from("two")]));
    const source = path.join(root, "source.txt");
    await fs.writeFile(source, "from disk");
    await store.put("s/copy.txt", source);

    expect((await readAll((await store.getStream("s/stream.txt"))!)).toString()).toBe("one two");
    expect((await readAll((await store.getStream("s/copy.txt"))!)).toString()).toBe("from disk");
    // The source path is copied, not moved.
    expect(await fs.readFile(source, "utf8")).toBe("from disk");
  });

  it("streams an inclusive byte range", async () => {
    await store.put("r.txt", Buffer.from("0123456789"));
    expect((await readAll((await store.getStream("r.txt", { start: 2, end: 5 }))!)).toString()).toBe("2345");
    expect((await readAll((await store.getStream("r.txt", { start: 9, end: 9 }))!)).toString()).toBe("9");
  });

  it("answers undefined for a missing file", async () => {
    expect(await store.getStream("missing.txt")).toBeUndefined();
    expect(await store.stat("missing.txt")).toBeUndefined();
    expect(await store.exists("missing.txt")).toBe(false);
  });

  it("deletes a file, and deleting it again is not an error", async () => {
    await store.put("d.txt", Buffer.from("x"));
    await store.delete("d.txt");
    expect(await store.exists("d.txt")).toBe(false);
    await expect(store.delete("d.txt")).resolves.toBeUndefined();
  });

  it("replaces a file under the same key", async () => {
    await store.put("k.txt", Buffer.from("first"));
    await store.put("k.txt", Buffer.from("second"));
    expect((await readAll((await store.getStream("k.txt"))!)).toString()).toBe("second");
  });

  it("leaves neither the key nor a temporary file when the source fails midway", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error("connection lost"));
      },
    });
    await expect(store.put("2026/11/broken.bin", failing)).rejects.toThrow("connection lost");
    expect(await store.exists("2026/11/broken.bin")).toBe(false);
    expect(await listFiles(root)).toEqual([]);
  });

  it("keeps the old file intact when a replacement fails", async () => {
    await store.put("keep.txt", Buffer.from("good"));
    const failing = new Readable({
      read() {
        this.destroy(new Error("boom"));
      },
    });
    await expect(store.put("keep.txt", failing)).rejects.toThrow("boom");
    expect((await readAll((await store.getStream("keep.txt"))!)).toString()).toBe("good");
    expect(await listFiles(root)).toEqual(["keep.txt"]);
  });

  it("lists every file, a crash's temporary files too, and removes those but never serves them", async () => {
    await store.put("2026/11/a.bin", Buffer.from("kept"));
    await fs.writeFile(path.join(root, "2026/11/.b.bin.1a2b3c.tmp"), "partial");
    const listed: string[] = [];
    for await (const file of store.list()) listed.push(file.key);
    expect(listed.sort()).toEqual(["2026/11/.b.bin.1a2b3c.tmp", "2026/11/a.bin"]);
    await expect(store.getStream("2026/11/.b.bin.1a2b3c.tmp")).rejects.toThrow("Invalid storage key");
    await store.delete("2026/11/.b.bin.1a2b3c.tmp");
    expect(await listFiles(root)).toEqual(["2026/11/a.bin"]);
    await expect(store.delete("../.x.tmp")).rejects.toThrow("Invalid storage key");
  });

  it.each(["../escape.txt", "/etc/passwd", "a/../../b", ".hidden", "a/.x.tmp", "", "a//b", "a\\b", "a b"])(
    "refuses the key %j",
    async (key) => {
      expect(isValidStorageKey(key)).toBe(false);
      await expect(store.put(key, Buffer.from("x"))).rejects.toThrow("Invalid storage key");
      await expect(store.getStream(key)).rejects.toThrow("Invalid storage key");
      if (!key.endsWith(".tmp")) await expect(store.delete(key)).rejects.toThrow("Invalid storage key");
    },
  );
});

describe("generateStorageKey", () => {
  it("makes a random, month-grouped, valid key with the extension", () => {
    const key = generateStorageKey("WebP", new Date("2026-11-21T10:00:00Z"));
    expect(key).toMatch(/^2026\/11\/[0-9a-f]{32}\.webp$/);
    expect(isValidStorageKey(key)).toBe(true);
    expect(generateStorageKey("webp")).not.toBe(generateStorageKey("webp"));
  });
});

describe("storage()", () => {
  it("keeps files under DATA_DIR/uploads", async () => {
    const key = generateStorageKey("txt");
    await storage().put(key, Buffer.from("in data dir"));
    try {
      const onDisk = path.resolve(process.env.DATA_DIR!, "uploads", key);
      expect(await fs.readFile(onDisk, "utf8")).toBe("in data dir");
    } finally {
      await storage().delete(key);
    }
  });
});
