import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  APP_ADMIN, createPostgresDatabase, queryDatabase, startApp, stopAllApps, type AppProcess, type PostgresDatabase,
} from "../helpers/process";
import { startS3Server, type S3TestServer } from "../helpers/s3";
import { smallPhoto } from "./images";
import { describeFaults, postJson, storedFiles } from "./support";

/**
 * Two instances on one PostgreSQL database, each with its own DATA_DIR (two
 * machines with no shared disk), and one bucket on a real S3 server (s3rver):
 * what one stores, the other serves, and neither keeps media on its disk.
 */
describeFaults("two instances with separate disks and one bucket", () => {
  let s3: S3TestServer;
  let database: PostgresDatabase;
  const dataDirs: string[] = [];
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    s3 = await startS3Server();
    database = await createPostgresDatabase("bucket");
    for (let n = 0; n < 2; n++) dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), "company-site-bucket-")));
    a = await startApp({ databaseUrl: database.url, dataDir: dataDirs[0], env: s3.env, name: "A" });
    b = await startApp({ databaseUrl: database.url, dataDir: dataDirs[1], env: s3.env, name: "B" });
  });

  afterAll(async () => {
    await stopAllApps();
    await database?.drop();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    await s3?.close();
  });

  async function adminToken(app: AppProcess): Promise<string> {
    const login = await postJson(app.baseUrl, "/api/admin/login", APP_ADMIN);
    return ((await login.json()) as { data: { token: string } }).data.token;
  }

  it("keeps the seed's media in the bucket, not on either disk", async () => {
    const [{ count }] = await queryDatabase<{ count: number }>(database.url, "SELECT count(*)::int AS count FROM media");
    expect(count).toBeGreaterThan(0);
    for (const dataDir of dataDirs) expect(storedFiles(dataDir)).toEqual([]);
    const [first] = await queryDatabase<{ id: number; original_name: string }>(database.url, "SELECT id, original_name FROM media ORDER BY id LIMIT 1");
    const onA = await fetch(`${a.baseUrl}/media/${first.id}/${first.original_name}`);
    const onB = await fetch(`${b.baseUrl}/media/${first.id}/${first.original_name}`);
    expect(onA.status).toBe(200);
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(Buffer.from(await onA.arrayBuffer()));
  });

  it("serves an upload made on one instance from the other, with Range, and deletes it from either", async () => {
    const photo = await smallPhoto();
    const form = new FormData();
    form.append("file", new File([new Uint8Array(photo)], "across.jpg", { type: "image/jpeg" }));
    form.append("alt", "Across instances");
    const token = await adminToken(a);
    const uploaded = await fetch(`${a.baseUrl}/api/admin/media`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { data: media } = (await uploaded.json()) as { data: { id: number; url: string; sha256: string; variants: Array<{ url: string }> } };

    const onB = await fetch(`${b.baseUrl}${media.url}`);
    expect(onB.status).toBe(200);
    expect(onB.headers.get("ETag")).toBe(`"${media.sha256}"`);
    expect(onB.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(photo);

    const part = await fetch(`${b.baseUrl}${media.url}`, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(photo.subarray(100, 200));
    for (const variant of media.variants) expect((await fetch(`${b.baseUrl}${variant.url}`)).status).toBe(200);

    // Only the temporary upload file touched A's disk, and it is gone.
    expect(storedFiles(dataDirs[0])).toEqual([]);
    expect(fs.readdirSync(path.join(dataDirs[0], "tmp", "uploads"))).toEqual([]);

    const removed = await fetch(`${b.baseUrl}/api/admin/media/${media.id}`, { method: "DELETE", headers: { Authorization: `Bearer ${await adminToken(b)}` } });
    expect(removed.status).toBe(204);
    expect((await fetch(`${a.baseUrl}${media.url}`)).status).toBe(404);
    expect((await fetch(`${a.baseUrl}/media/${media.id}/across.jpg?w=480`)).status).toBe(404);
  });

  it("refuses to start when the bucket does not exist, naming it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-bucket-"));
    dataDirs.push(dataDir);
    await expect(
      startApp({ databaseUrl: database.url, dataDir, env: { ...s3.env, S3_BUCKET: "no-such-bucket" }, name: "C" }),
    ).rejects.toThrow(`S3_BUCKET: the bucket "no-such-bucket" does not exist at ${s3.endpoint}.`);
  });

  it("refuses to start with wrong credentials, naming them", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-bucket-"));
    dataDirs.push(dataDir);
    await expect(
      startApp({ databaseUrl: database.url, dataDir, env: { ...s3.env, S3_ACCESS_KEY_ID: "WRONG" }, name: "D" }),
    ).rejects.toThrow("S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: the bucket");
  });
});
