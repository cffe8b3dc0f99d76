import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";

/**
 * Runs the built site as real processes, for the fault, multi-instance and load
 * checks: N instances on given ports against one DATABASE_URL and DATA_DIR, each
 * a single `node build/server.mjs` process, as in production, so that a signal
 * sent to it reaches the server itself (not a wrapper such as npm), and its exit
 * code is the server's own.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const BUILD_FILE = path.join(ROOT, "build", "server.mjs");

/** The PostgreSQL server to use when the caller names none. */
const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export function postgresServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.LOAD_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
}

function newestMtime(directory: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** Builds the site when the build is missing or older than app/ or migrations/. */
export function ensureBuild(options: { force?: boolean } = {}) {
  const stale =
    options.force ||
    !fs.existsSync(BUILD_FILE) ||
    Math.max(newestMtime(path.join(ROOT, "app")), newestMtime(path.join(ROOT, "migrations")), fs.statSync(path.join(ROOT, "server.ts")).mtimeMs) >
      fs.statSync(BUILD_FILE).mtimeMs;
  if (!stale) return;
  const result = spawnSync("npm", ["run", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`the build failed with exit code ${result.status}`);
}

export async function freePort(): Promise<number> {
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

export interface PostgresDatabase {
  name: string;
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop: () => Promise<void>;
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether a PostgreSQL server answers at `serverUrl` (within a few seconds). */
export async function postgresReachable(serverUrl = postgresServerUrl()): Promise<boolean> {
  try {
    await onServer(serverUrl, (client) => client.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

/** A new, empty database `<prefix>_<random>` on the server of `serverUrl`. */
export async function createPostgresDatabase(
  prefix = "fault",
  serverUrl = postgresServerUrl(),
): Promise<PostgresDatabase> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Runs one query against a database and closes the connection. */
export async function queryDatabase<R extends pg.QueryResultRow = pg.QueryResultRow>(
  databaseUrl: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  return onServer(databaseUrl, async (client) => (await client.query<R>(text, values)).rows);
}

interface ExitResult {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface AppProcess {
  name: string;
  port: number;
  baseUrl: string;
  pid: number;
  /** Everything the process printed so far. */
  output: () => string;
  /** Undefined while the process runs. */
  exitResult: () => ExitResult | undefined;
  /** Resolves when the process has exited. */
  exited: Promise<ExitResult>;
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves with how it exited. */
  stop: (graceMs?: number) => Promise<ExitResult>;
}

export interface AppProcessOptions {
  /** PostgreSQL URL; without it the process uses PGlite in DATA_DIR. */
  databaseUrl?: string;
  dataDir: string;
  port?: number;
  /** Extra variables, applied last. */
  env?: Record<string, string>;
  /** A label for messages, e.g. "A". */
  name?: string;
}

const running = new Set<AppProcess>();
const children = new Set<ChildProcess>();

// If this process ends without stopping its instances (a crash, an interrupted
// run), take them along rather than leave servers running on their own.
process.once("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** The environment every instance gets: production, quiet, a shared secret. */
function baseAppEnv(options: { port: number; dataDir: string; databaseUrl?: string }): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    // Only the host name is compared, so the instances and a cache in front share it.
    SITE_URL: `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    // The same secret on every instance: a cookie signed by one is read by all.
    SESSION_SECRET: "fault-and-load-session-secret-0123456789",
    ADMIN_EMAIL: APP_ADMIN.email,
    ADMIN_PASSWORD: APP_ADMIN.password,
    LOG_REQUESTS: "false",
    // As the Docker image runs it (docs/deploy.md#memory).
    MALLOC_ARENA_MAX: "2",
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
}

export const APP_ADMIN = { email: "admin@load-and-faults.test", password: "load and faults admin password" };

/** Starts one instance without waiting for it; see `waitForHealthy`. */
async function spawnApp(options: AppProcessOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const env = { ...baseAppEnv({ port, dataDir: options.dataDir, databaseUrl: options.databaseUrl }), ...options.env };
  const child: ChildProcess = spawn(process.execPath, [BUILD_FILE], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  child.once("exit", () => children.delete(child));
  let log = "";
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));

  let result: ExitResult | undefined;
  const exited = new Promise<ExitResult>((resolve) => {
    child.once("exit", (code, signal) => {
      result = { code, signal };
      resolve(result);
    });
  });

  const app: AppProcess = {
    name: options.name ?? `app:${port}`,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    output: () => log,
    exitResult: () => result,
    exited,
    signal: (signal) => {
      if (result === undefined) child.kill(signal);
    },
    stop: async (graceMs = 15_000) => {
      if (result === undefined) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
        await exited;
        clearTimeout(timer);
      }
      running.delete(app);
      return exited;
    },
  };
  running.add(app);
  void exited.then(() => running.delete(app));
  return app;
}

/** Waits for /healthz to answer 200; fails early if the process exits. */
async function waitForHealthy(app: AppProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const exit = app.exitResult();
    if (exit) throw new Error(`${app.name} exited (${exit.code ?? exit.signal}):\n${app.output()}`);
    try {
      const response = await fetch(`${app.baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${app.name} did not become healthy within ${timeoutMs} ms:\n${app.output()}`);
}

/** Starts one instance and waits until it is healthy. */
export async function startApp(options: AppProcessOptions): Promise<AppProcess> {
  const app = await spawnApp(options);
  try {
    await waitForHealthy(app);
  } catch (error) {
    await app.stop(2000);
    throw error;
  }
  return app;
}

/** Starts `count` instances at the same moment on one database and DATA_DIR. */
export async function startApps(count: number, options: Omit<AppProcessOptions, "port" | "name">): Promise<AppProcess[]> {
  const apps = await Promise.all(
    Array.from({ length: count }, (_, index) => spawnApp({ ...options, name: String.fromCharCode(65 + index) })),
  );
  try {
    await Promise.all(apps.map((app) => waitForHealthy(app)));
  } catch (error) {
    await Promise.all(apps.map((app) => app.stop(2000)));
    throw error;
  }
  return apps;
}

/** Stops every instance this module started that is still running (afterAll). */
export async function stopAllApps(): Promise<void> {
  await Promise.all([...running].map((app) => app.stop(5000)));
}
