import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, type Dialect } from "kysely";
import pg from "pg";
import { env } from "~/env.server";
import { PGliteDialect } from "./pglite-dialect.server";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

// Ids and counts are bigint in SQL; every one of ours fits in a JS number.
pg.types.setTypeParser(INT8_OID, (value) => Number.parseInt(value, 10));

function postgresDialect(connectionString: string): Dialect {
  const pool = new pg.Pool({
    connectionString,
    max: env().DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // A query stuck on a dead server must not hold a request forever.
    query_timeout: 15_000,
  });
  // An idle client losing its server (a database restart) emits here; without a
  // listener, Node would crash the process. The pool replaces the client itself.
  pool.on("error", (error) => {
    console.error(JSON.stringify({ level: "error", msg: "database pool error", error: error.message }));
  });
  return new PostgresDialect({ pool });
}

function pgliteDialect(dataDir: string | undefined): Dialect {
  return new PGliteDialect(async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    return new PGlite(dataDir, {
      parsers: {
        [INT8_OID]: (value: string) => Number.parseInt(value, 10),
        [NUMERIC_OID]: (value: string) => Number(value),
      },
    });
  });
}

// Connection-level SQLSTATEs: the server is shutting down, starting up or full.
// Class 08 (connection exception) is matched by its prefix.
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE",
]);
// What pg and pg-pool say when a connection is lost, never made, or stops answering.
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error and is not queryable|Client was closed and is not queryable/i;

/**
 * Whether an error means the database cannot be reached right now (down,
 * restarting, unreachable, not answering) rather than that a query is wrong.
 * Such a failure is temporary: a request answers 503, start-up waits and retries.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    return code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code) || NETWORK_ERROR_CODES.has(code);
  }
  return UNAVAILABLE_MESSAGE.test(error.message);
}

/** Without a `DATABASE_URL`: PGlite in DATA_DIR. */
export function createDb(databaseUrl = env().DATABASE_URL): DB {
  const dialect =
    databaseUrl === undefined
      ? pgliteDialect(path.resolve(env().DATA_DIR, "pglite"))
      : databaseUrl === "memory://"
        ? pgliteDialect(undefined)
        : postgresDialect(databaseUrl);
  return new Kysely<Database>({ dialect });
}

// The server (server.ts) and the Remix bundle each load this module; keeping the
// instance on globalThis gives them one database, which PGlite requires.
const holder = globalThis as typeof globalThis & { __companyDb?: DB };

export function db(): DB {
  holder.__companyDb ??= createDb();
  return holder.__companyDb;
}

export async function closeDb() {
  const current = holder.__companyDb;
  holder.__companyDb = undefined;
  await current?.destroy();
}
