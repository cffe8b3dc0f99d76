import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import {
  createPostgresDatabase,
  APP_ADMIN,
  queryDatabase,
  startApp,
  stopAllApps,
  type AppProcess,
  type PostgresDatabase,
} from "../helpers/process";
import { largePhoto, smallPhoto } from "./images";
import { describeFaults, expectedFiles, postJson, storedFiles } from "./support";

/**
 * A full disk during an upload: the admin gets a clear error (507 naming the
 * problem), and no partial file, temporary file or media row is left. The full
 * disk is a 2 MB tmpfs mounted (as root) over the uploads folder, or over the
 * folder where uploads stream in before they are checked.
 */

const TINY_FILESYSTEM = "2m";

function mountTiny(directory: string) {
  if (process.getuid?.() !== 0) throw new Error("the full-disk test mounts a tmpfs and must run as root");
  fs.mkdirSync(directory, { recursive: true });
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${TINY_FILESYSTEM}`, "tmpfs", directory]);
}

function unmount(directory: string) {
  try {
    execFileSync("umount", [directory], { stdio: "pipe" });
  } catch {
    // Still busy (a process that would not stop): detach it now, it goes when released.
    execFileSync("umount", ["-l", directory], { stdio: "pipe" });
  }
}

function filesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return (fs.readdirSync(directory, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(directory, path.join(entry.parentPath, entry.name)));
}

describeFaults("a full disk during an upload", () => {
  let photo: Buffer;
  let database: PostgresDatabase;
  const mounted: string[] = [];
  const dataDirs: string[] = [];
  const databases: PostgresDatabase[] = [];

  beforeAll(async () => {
    photo = await largePhoto();
  });

  afterEach(async () => {
    await stopAllApps();
    while (mounted.length > 0) unmount(mounted.pop()!);
  });

  afterAll(async () => {
    for (const each of databases) await each.drop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A site of its own whose `full` subfolder of DATA_DIR is a 2 MB filesystem. */
  async function siteWithTinyFolder(full: string): Promise<{ app: AppProcess; dataDir: string; token: string }> {
    database = await createPostgresDatabase("disk");
    databases.push(database);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-disk-"));
    dataDirs.push(dataDir);
    const directory = path.join(dataDir, full);
    mountTiny(directory);
    mounted.push(directory);
    const app = await startApp({ databaseUrl: database.url, dataDir, env: { SEED_DEMO: "false" } });
    const login = await postJson(app.baseUrl, "/api/admin/login", APP_ADMIN);
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    return { app, dataDir, token };
  }

  async function upload(app: AppProcess, token: string, bytes: Buffer, name: string) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${app.baseUrl}/api/admin/media`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    return { status: response.status, body: (await response.json()) as { message?: string } };
  }

  async function mediaNamed(name: string): Promise<number> {
    const [row] = await queryDatabase<{ n: number }>(database.url, "SELECT count(*)::int AS n FROM media WHERE original_name = $1", [name]);
    return row.n;
  }

  function expectClearRefusal(answer: { status: number; body: { message?: string } }) {
    expect(answer.status).toBe(507);
    expect(answer.body.message).toMatch(/space|storage|room/i);
    expect(answer.body.message).not.toMatch(/ENOSPC|\/tmp|\/data/);
  }

  it("refuses an upload that does not fit in the uploads folder and leaves nothing behind", async () => {
    const { app, dataDir, token } = await siteWithTinyFolder("uploads");

    const answer = await upload(app, token, photo, "too-big-for-the-disk.jpg");
    console.log(JSON.stringify({ measured: "full uploads folder", status: answer.status, message: answer.body.message }));

    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    expect(filesUnder(path.join(dataDir, "tmp", "uploads"))).toEqual([]);
    expect(await mediaNamed("too-big-for-the-disk.jpg")).toBe(0);
    expectClearRefusal(answer);

    // A file that fits is still taken, and the folder matches the table.
    const small = await upload(app, token, await smallPhoto(), "fits.jpg");
    expect(small.status).toBe(201);
    expect(storedFiles(dataDir)).toEqual(await expectedFiles(database.url));
    expect(storedFiles(dataDir).length).toBeGreaterThan(0);
    expect(await mediaNamed("fits.jpg")).toBe(1);
    expect(app.exitResult()).toBeUndefined();
  });

  it("refuses an upload that does not fit where uploads stream in, and leaves nothing behind", async () => {
    const { app, dataDir, token } = await siteWithTinyFolder("tmp");

    // Twice from one client: the refusal comes while the file is still arriving,
    // and the connection must not be left holding the unread rest of it.
    const started = Date.now();
    const answer = await upload(app, token, photo, "too-big-to-receive.jpg");
    const again = await upload(app, token, photo, "too-big-to-receive.jpg");
    const elapsedMs = Date.now() - started;
    console.log(JSON.stringify({ measured: "full temporary folder", status: answer.status, message: answer.body.message, elapsedMs }));
    expect(again.status).toBe(answer.status);
    expect(elapsedMs).toBeLessThan(20_000);

    expect(filesUnder(path.join(dataDir, "tmp"))).toEqual([]);
    expect(filesUnder(path.join(dataDir, "uploads"))).toEqual([]);
    expect(await mediaNamed("too-big-to-receive.jpg")).toBe(0);
    expect(app.exitResult()).toBeUndefined();
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    expectClearRefusal(answer);
  });
});
