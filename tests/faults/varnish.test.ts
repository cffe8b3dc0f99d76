import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  APP_ADMIN, createPostgresDatabase, startApps, stopAllApps, type AppProcess, type PostgresDatabase,
} from "../helpers/process";
import { startVarnish, varnishUrl, type VarnishProcess } from "../helpers/varnish";
import { describeFaults, postJson } from "./support";

/**
 * Debian's Varnish with the shipped configuration (deploy/varnish/default.vcl)
 * in front of two instances on one PostgreSQL database, purged by the
 * instances after every write (CACHE_PURGE_URLS).
 */

/** How many requests for `pathname` reached the instances (their request log). */
function appHits(apps: AppProcess[], pathname: string): number {
  return apps.reduce((sum, app) => sum + app.output().split("\n").filter((line) => line.includes(`"path":"${pathname}"`)).length, 0);
}

/**
 * The request log reaches the test through the instances' stdout a moment
 * after the response does, so wait for a miss's log line before counting.
 */
async function settledAppHits(apps: AppProcess[], pathname: string, atLeast: number): Promise<number> {
  const deadline = Date.now() + 2_000;
  while (appHits(apps, pathname) < atLeast && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return appHits(apps, pathname);
}

describeFaults("Varnish in front of two instances", () => {
  let database: PostgresDatabase;
  let dataDir: string;
  let varnish: VarnishProcess | undefined;
  let cacheUrl: string;
  let apps: AppProcess[];
  let token: string;

  beforeAll(async () => {
    database = await createPostgresDatabase("varnish");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-varnish-"));
    cacheUrl = await varnishUrl();
    apps = await startApps(2, {
      databaseUrl: database.url,
      dataDir,
      env: { CACHE_PURGE_URLS: `${cacheUrl}/`, LOG_REQUESTS: "true" },
    });
    varnish = await startVarnish(cacheUrl, apps);
    const login = await postJson(apps[0].baseUrl, "/api/admin/login", APP_ADMIN);
    token = ((await login.json()) as { data: { token: string } }).data.token;
  });

  afterAll(async () => {
    await varnish?.stop();
    await stopAllApps();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a repeated anonymous page or API read without reaching the site", async () => {
    for (const pathname of ["/news", "/api/frontend/home"]) {
      const earlier = appHits(apps, pathname);
      const first = await fetch(`${cacheUrl}${pathname}`);
      expect(first.status).toBe(200);
      expect(first.headers.get("X-Cache")).toBe("MISS");
      await first.arrayBuffer();
      const before = await settledAppHits(apps, pathname, earlier + 1);
      expect(before).toBe(earlier + 1);
      for (let n = 0; n < 10; n++) {
        const response = await fetch(`${cacheUrl}${pathname}`);
        expect(response.headers.get("X-Cache")).toBe("HIT");
        await response.arrayBuffer();
      }
      // Any stray log line would have had time to arrive by now.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(appHits(apps, pathname)).toBe(before);
    }
  });

  it("shows an edit made on either instance through Varnish within a second", async () => {
    for (const writer of apps) {
      await (await fetch(`${cacheUrl}/news`)).arrayBuffer();
      const title = `Through Varnish from ${writer.name} ${Date.now()}`;
      const written = await fetch(`${writer.baseUrl}/api/admin/news`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ title, status: "published" }),
      });
      expect(written.status).toBe(201);
      const answered = Date.now();
      let seen = false;
      while (!seen && Date.now() - answered < 1_000) {
        seen = (await (await fetch(`${cacheUrl}/news`)).text()).includes(title);
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen, `${title} visible within 1 s`).toBe(true);
    }
  });

  it("passes signed-in and credentialed requests through to the site", async () => {
    const before = appHits(apps, "/api/frontend/home");
    for (let n = 0; n < 3; n++) {
      const withToken = await fetch(`${cacheUrl}/api/frontend/home`, { headers: { Authorization: `Bearer ${token}` } });
      expect(withToken.headers.get("Cache-Control")).toBe("private, no-store");
      await withToken.arrayBuffer();
      const withCookie = await fetch(`${cacheUrl}/api/frontend/home`, { headers: { Cookie: "__Host-customer=not-a-session" } });
      expect(withCookie.headers.get("X-Cache")).toBe("MISS");
      await withCookie.arrayBuffer();
    }
    expect(await settledAppHits(apps, "/api/frontend/home", before + 6)).toBe(before + 6);
  });

  it("refuses a purge from an address it does not trust", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        `${cacheUrl}/`,
        { method: "PURGE", headers: { "xkey-purge": "news" }, localAddress: "127.0.0.2" },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end();
    });
    expect(status).toBe(403);
    // The cached list is still there.
    await (await fetch(`${cacheUrl}/news`)).arrayBuffer();
    expect((await fetch(`${cacheUrl}/news`)).headers.get("X-Cache")).toBe("HIT");
  });
});
