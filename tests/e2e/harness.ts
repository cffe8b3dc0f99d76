import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { chromium, type Browser, type BrowserContext } from "playwright-core";

/**
 * Starts the built site (global-setup.ts builds it) as `npx tsx server.ts` on a
 * free port, with its own temporary DATA_DIR: embedded PGlite on disk, or a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set. Demo content is seeded and
 * the first admin gets known credentials.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
  /** Everything the server printed, for diagnosing a failure. */
  output: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database on the TEST_DATABASE_URL server; dropped by the returned function. */
async function freshPostgresDatabase(testDatabaseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `e2e_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site did not become healthy within ${timeoutMs} ms:\n${output()}`);
}

export async function startApp(options: { env?: Record<string, string> } = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-e2e-"));
  const database = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;

  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SESSION_SECRET: crypto.randomBytes(24).toString("hex"),
    SEED_DEMO: "true",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_REQUESTS: "false",
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  };

  let log = "";
  // detached: the server runs under npx; stopping the group stops all of it.
  const child = spawn("npx", ["tsx", "server.ts"], { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      process.kill(-child.pid, "SIGTERM");
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://localhost:${port}`;
  try {
    await waitForHealthy(baseUrl, child, output, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, output, stop };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** A browser context with JavaScript switched off: what a script-free visitor gets. */
export function newNoScriptContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
}
