import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrations } from "../../migrations/index";
import {
  APP_ADMIN,
  createPostgresDatabase,
  queryDatabase,
  startApps,
  stopAllApps,
  type AppProcess,
  type PostgresDatabase,
} from "../helpers/process";
import {
  CUSTOMER_PASSWORD,
  describeFaults,
  expectedFiles,
  postJson,
  registerCustomer,
  signInWithForm,
  storedFiles,
} from "./support";

/**
 * Two instances on one PostgreSQL database and one shared uploads folder, started
 * at the same moment against an empty database: what a rolling deploy or a
 * scaled-out site does (docs/deploy.md).
 */
describeFaults("two instances on one database", () => {
  let database: PostgresDatabase;
  let dataDir: string;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    database = await createPostgresDatabase("multi");
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-multi-"));
    [a, b] = await startApps(2, { databaseUrl: database.url, dataDir });
  });

  afterAll(async () => {
    await stopAllApps();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("applies each migration once when both start together on an empty database", async () => {
    const rows = await queryDatabase<{ name: string }>(database.url, "SELECT name FROM kysely_migration ORDER BY name");
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    for (const app of [a, b]) {
      const health = await fetch(`${app.baseUrl}/healthz`);
      expect(health.status).toBe(200);
    }
  });

  it("seeds the demo company and the first admin once", async () => {
    const [counts] = await queryDatabase<Record<string, number>>(
      database.url,
      `SELECT
         (SELECT count(*) FROM solution_category)::int AS solution_categories,
         (SELECT count(*) FROM product_category)::int AS product_categories,
         (SELECT count(*) FROM news)::int AS news,
         (SELECT count(*) FROM page)::int AS pages,
         (SELECT count(*) FROM "user" WHERE role = 'admin')::int AS admins`,
    );
    expect(counts).toEqual({ solution_categories: 3, product_categories: 2, news: 6, pages: 3, admins: 1 });
    // Both instances write to the one uploads folder: exactly the seed's files, no second set.
    expect(storedFiles(dataDir)).toEqual(await expectedFiles(database.url));
  });

  it("accepts a session cookie made on one instance on the other", async () => {
    const email = `shared-session-${Date.now()}@example.test`;
    await registerCustomer(a.baseUrl, { email });
    const cookie = await signInWithForm(a.baseUrl, { email, password: CUSTOMER_PASSWORD });

    const onB = await fetch(`${b.baseUrl}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain(email);

    // Without the cookie the same page sends the visitor to sign in.
    const anonymous = await fetch(`${b.baseUrl}/account`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/login");
  });

  it("counts failed sign-ins across both instances: the sixth gets 429", async () => {
    const email = `limited-${Date.now()}@example.test`;
    await registerCustomer(b.baseUrl, { email });
    const wrong = { email, password: "not the password" };
    for (let attempt = 0; attempt < 5; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const response = await postJson(instance.baseUrl, "/api/login", wrong);
      expect(response.status, `attempt ${attempt + 1} on ${instance.name}`).toBe(422);
    }
    const sixth = await postJson(b.baseUrl, "/api/login", wrong);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("Retry-After")).toMatch(/^\d+$/);
    // The limit holds on the other instance too, even for the right password.
    const onA = await postJson(a.baseUrl, "/api/login", { email, password: CUSTOMER_PASSWORD });
    expect(onA.status).toBe(429);
  });

  it("shows an admin's setting edit made on one instance on the other at once", async () => {
    const login = await postJson(a.baseUrl, "/api/admin/login", APP_ADMIN);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const auth = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const readTagline = async (instance: AppProcess) => {
      const response = await fetch(`${instance.baseUrl}/api/frontend/get-setting?name=profile`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { profile: { tagline: string } } }).data.profile.tagline;
    };
    const before = await readTagline(b);

    const current = await fetch(`${a.baseUrl}/api/admin/settings/profile`, { headers: auth });
    const { version } = ((await current.json()) as { data: { version: number } }).data;
    const tagline = `Edited on instance A at ${Date.now()}`;
    const saved = await fetch(`${a.baseUrl}/api/admin/settings/profile`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ tagline, version }),
    });
    expect(saved.status).toBe(200);

    expect(before).not.toBe(tagline);
    expect(await readTagline(b)).toBe(tagline);
    // B's admin API sees the new version too: a save there with the old one is refused.
    const stale = await fetch(`${b.baseUrl}/api/admin/settings/profile`, {
      method: "PUT",
      headers: auth,
      body: JSON.stringify({ tagline: "A stale save", version }),
    });
    expect(stale.status).toBe(409);
  });

  it("shows a customer's own edit made on one instance on the other at once", async () => {
    const email = `edit-${Date.now()}@example.test`;
    const token = await registerCustomer(a.baseUrl, { email, name: "Before Edit" });
    const cookie = await signInWithForm(a.baseUrl, { email, password: CUSTOMER_PASSWORD });

    const edit = await fetch(`${a.baseUrl}/account`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: a.baseUrl, Cookie: cookie },
      body: new URLSearchParams({ intent: "profile", name: "After Edit", phone: "" }),
      redirect: "manual",
    });
    expect([200, 302, 303]).toContain(edit.status);

    const onB = await fetch(`${b.baseUrl}/api/user`, { headers: { Authorization: `Bearer ${token}` } });
    expect(onB.status).toBe(200);
    const { data } = (await onB.json()) as { data: { name: string } };
    expect(data.name).toBe("After Edit");
  });

  it("shows an article published on one instance on the other at once, also after the other lost its listener", async () => {
    const login = await postJson(a.baseUrl, "/api/admin/login", APP_ADMIN);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const publish = async (title: string) => {
      const response = await fetch(`${a.baseUrl}/api/admin/news`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ title, status: "published" }),
      });
      expect(response.status).toBe(201);
    };
    const newsOnB = async () => (await fetch(`${b.baseUrl}/news`)).text();
    const listenerOfB = async () =>
      queryDatabase<{ pid: number }>(database.url, `SELECT pid FROM pg_stat_activity WHERE application_name = 'site-cache-listener ${b.pid}'`);

    // B keeps /news in its caches; A's write reaches it through the database.
    await newsOnB();
    await newsOnB();
    await publish("First across instances");
    expect(await newsOnB()).toContain("First across instances");

    // Cut B's listener: until it is back, B serves nothing from its caches.
    const [listener] = await listenerOfB();
    expect(listener).toBeDefined();
    await queryDatabase(database.url, `SELECT pg_terminate_backend(${listener.pid})`);
    await publish("Second, while B was not listening");
    expect(await newsOnB()).toContain("Second, while B was not listening");

    // Once it has reconnected, B caches again and still hears A.
    const deadline = Date.now() + 10_000;
    while ((await listenerOfB()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listenerOfB()).toHaveLength(1);
    await newsOnB();
    await publish("Third, after B reconnected");
    expect(await newsOnB()).toContain("Third, after B reconnected");
  });
});
