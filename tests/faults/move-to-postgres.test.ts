import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPostgresDatabase, freePort, queryDatabase, startApp, stopAllApps, type PostgresDatabase } from "../helpers/process";
import { startS3Server, type S3TestServer } from "../helpers/s3";
import { describeFaults } from "./support";

/**
 * Moving a site off the embedded database, as docs/deploy.md tells it: back up
 * the demo site on PGlite with `npm run backup`, restore it with
 * `npm run restore` into PostgreSQL with media in a bucket (s3rver), start it
 * there on the same address, and compare every public page, every public API
 * answer and every media file, byte for byte.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

/**
 * Runs one of the npm scripts' files as `npm run` would, with only `env` set;
 * returns its output. Not spawnSync: the S3 server runs in this process and
 * must keep answering.
 */
async function runScript(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(TSX, [script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "development", ...env },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`${script} exited with ${code}:\n${stdout}\n${stderr}`);
  return stdout;
}

interface Answer {
  status: number;
  type: string | null;
  etag: string | null;
  body: string;
}

async function answer(baseUrl: string, url: string): Promise<Answer> {
  const response = await fetch(`${baseUrl}${url}`, { redirect: "manual", headers: { "Accept-Encoding": "identity" } });
  return { status: response.status, type: response.headers.get("Content-Type"), etag: response.headers.get("ETag"), body: await response.text() };
}

// A public page's URL → the API answer with the same content.
const API_OF_PAGE: Array<[RegExp, string]> = [
  [/^\/news-details\/([a-z0-9-]+)$/, "/api/frontend/news/$1"],
  [/^\/solution-details\/([a-z0-9-]+)$/, "/api/frontend/solutions/$1"],
  [/^\/product-details\/([a-z0-9-]+)$/, "/api/frontend/products/$1"],
  [/^\/solutions\/([a-z0-9-]+)$/, "/api/frontend/solution-categories/$1"],
  [/^\/products\/([a-z0-9-]+)$/, "/api/frontend/product-categories/$1"],
  [/^\/([a-z0-9-]+)$/, "/api/frontend/pages/$1"],
];
const API_LISTS = [
  "/api/frontend/home",
  "/api/frontend/news",
  "/api/frontend/certificates",
  "/api/frontend/solution-categories",
  "/api/frontend/product-categories",
  "/api/frontend/get-setting",
];
const NOT_PUBLIC = /^\/(admin|login|logout|register|forgot-password|reset-password|account|media|build|api)(\/|$|\?)/;

/** Every page reachable by links from `/` (and the sitemap), and the API answers behind them. */
async function publicUrls(baseUrl: string): Promise<{ pages: string[]; api: string[] }> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const queue = ["/", ...[...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/")];
  const pages = new Set<string>();
  while (queue.length > 0 && pages.size < 400) {
    const url = queue.shift()!;
    if (pages.has(url) || NOT_PUBLIC.test(url)) continue;
    pages.add(url);
    const response = await fetch(`${baseUrl}${url}`, { redirect: "manual" });
    if (response.status !== 200 || !response.headers.get("Content-Type")?.includes("text/html")) continue;
    for (const match of (await response.text()).matchAll(/href="(\/[^"#]*)"/g)) queue.push(match[1].replace(/&amp;/g, "&"));
  }
  const api = new Set(API_LISTS);
  for (const page of pages) {
    const rule = API_OF_PAGE.find(([pattern]) => pattern.test(page));
    if (rule) api.add(page.replace(rule[0], rule[1]));
  }
  return { pages: [...pages].sort(), api: [...api].sort() };
}

describeFaults("moving a site from the embedded database to PostgreSQL and a bucket", () => {
  let s3: S3TestServer;
  let database: PostgresDatabase;
  let folder: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createPostgresDatabase("move");
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-move-"));
  });

  afterAll(async () => {
    await stopAllApps();
    await database?.drop();
    await s3?.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("serves the same pages, API answers and media after the move", { timeout: 900_000 }, async () => {
    const before = path.join(folder, "embedded");
    const after = path.join(folder, "postgres");
    const archive = path.join(folder, "backups", "site.tar.gz");
    fs.mkdirSync(path.dirname(archive));
    const port = await freePort();

    // 1. The site as it runs today: PGlite and uploads in DATA_DIR.
    const old = await startApp({ dataDir: before, port });
    const urls = await publicUrls(old.baseUrl);
    expect(urls.pages.length).toBeGreaterThan(10);
    const pagesBefore = new Map<string, Answer>();
    for (const url of [...urls.pages, ...urls.api]) pagesBefore.set(url, await answer(old.baseUrl, url));
    await old.stop();

    // 2. Back up (the embedded database has one process: the site is stopped).
    const backedUp = await runScript("scripts/backup.ts", ["--out", archive], { DATA_DIR: before });
    expect(backedUp).toMatch(/^Backup written to .*site\.tar\.gz: \d+ rows, \d+ files, \d+ bytes/m);

    // 3. Restore into PostgreSQL and the bucket; nothing goes to the new DATA_DIR's uploads.
    const restored = await runScript("scripts/restore.ts", [archive], { DATA_DIR: after, DATABASE_URL: database.url, ...s3.env });
    expect(restored).toMatch(/^Restored \d+ rows into PostgreSQL and \d+ files into the bucket company-site-media/m);
    expect(fs.existsSync(path.join(after, "uploads"))).toBe(false);

    // 4. The moved site, on the same address.
    const moved = await startApp({ dataDir: after, databaseUrl: database.url, port, env: s3.env });
    for (const [url, expected] of pagesBefore) {
      expect(await answer(moved.baseUrl, url), url).toEqual(expected);
    }
    expect(await publicUrls(moved.baseUrl)).toEqual(urls);

    // Every media file, originals and variants, from the bucket now.
    const media = await queryDatabase<{ id: number; original_name: string; variants: number[] }>(
      database.url,
      "SELECT id, original_name, variants FROM media ORDER BY id",
    );
    expect(media.length).toBeGreaterThan(10);
    const embeddedFiles = path.join(before, "uploads");
    const keys = await queryDatabase<{ id: number; storage_key: string }>(database.url, "SELECT id, storage_key FROM media ORDER BY id");
    for (const row of media) {
      const key = keys.find((entry) => entry.id === row.id)!.storage_key;
      const original = await fetch(`${moved.baseUrl}/media/${row.id}/file`);
      expect(original.status).toBe(200);
      expect(Buffer.from(await original.arrayBuffer()), key).toEqual(fs.readFileSync(path.join(embeddedFiles, key)));
      for (const width of row.variants) {
        const variant = await fetch(`${moved.baseUrl}/media/${row.id}/file?w=${width}`);
        const variantKey = `${key.replace(/\.[a-z0-9]+$/i, "")}-w${width}.webp`;
        expect(Buffer.from(await variant.arrayBuffer()), variantKey).toEqual(fs.readFileSync(path.join(embeddedFiles, variantKey)));
      }
    }

    // A new row on PostgreSQL gets a fresh id: the sequences moved past the restored ones.
    const [{ max }] = await queryDatabase<{ max: number }>(database.url, "SELECT max(id)::int AS max FROM redirect");
    const [{ id }] = await queryDatabase<{ id: number }>(database.url, "INSERT INTO redirect (from_path, to_path) VALUES ('/moved', '/') RETURNING id::int");
    expect(id).toBeGreaterThan(max ?? 0);
  });
});
