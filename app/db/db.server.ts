import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, type Dialect, type PostgresPool, type PostgresPoolClient } from "kysely";
import pg from "pg";
import { env } from "~/env.server";
import type { PGlite } from "@electric-sql/pglite";
import { PGliteDialect } from "./pglite-dialect.server";
import { isPreparable, isStalePlan } from "./prepared-statements.server";
import type { Database } from "./schema";

export type DB = Kysely<Database>;

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const DATE_OID = 1082;

// Ids and counts are bigint in SQL; every one of ours fits in a JS number.
pg.types.setTypeParser(INT8_OID, (value) => Number.parseInt(value, 10));
// A calendar date stays "YYYY-MM-DD": as a Date it would be midnight in the server's zone, a day off elsewhere.
pg.types.setTypeParser(DATE_OID, (value) => value);

function postgresDialect(connectionString: string): Dialect {
  const pool = new pg.Pool({
    connectionString,
    max: env().DATABASE_POOL_SIZE,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    // A query stuck on a dead server must not hold a request forever.
    query_timeout: 15_000,
  });
  // Without a listener, an idle client losing its server (a restart) would crash the process.
  pool.on("error", (error) => {
    console.error(JSON.stringify({ level: "error", msg: "database pool error", error: error.message }));
  });
  // The pool listens only while a client is idle; one lost while a request holds it would crash
  // the process too. That request's own query fails and answers 503, so nothing more is said here.
  pool.on("connect", (client) => client.on("error", () => undefined));
  return new PostgresDialect({ pool: env().DATABASE_PREPARED_STATEMENTS ? preparingPool(pool) : pool });
}

// Past this many statement texts, new ones run unnamed, so the statements each connection keeps stay bounded.
const MAX_NAMED_STATEMENTS = 500;
const statementNames = new Map<string, string>();
// Texts whose kept plan went stale once (a table changed its columns): unnamed from then on.
const unnamedStatements = new Set<string>();

function statementName(sql: string): string | undefined {
  if (!isPreparable(sql) || unnamedStatements.has(sql)) return undefined;
  let name = statementNames.get(sql);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `k${crypto.createHash("sha1").update(sql).digest("hex").slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      async function query(sql: string | pg.Submittable, parameters?: unknown[]) {
        if (typeof sql !== "string") return client.query(sql);
        const name = statementName(sql);
        if (!name) return client.query(sql, parameters);
        try {
          return await client.query({ name, text: sql, values: parameters });
        } catch (error) {
          if (!isStalePlan(error)) throw error;
          unnamedStatements.add(sql);
          return client.query(sql, parameters);
        }
      }
      return { query: query as unknown as PostgresPoolClient["query"], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

/**
 * Embedded PostgreSQL in `dataDir` or in memory, opened at its first query, so a
 * test file that never queries never pays for a database. The tests start it from
 * `loadDataDir`, a dump of one migrated instance; `ready` runs before that first query.
 */
export function pgliteDialect(
  where: { dataDir?: string; loadDataDir?: Blob },
  ready?: (pglite: PGlite) => Promise<void>,
): Dialect {
  return new PGliteDialect(async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    if (where.dataDir) fs.mkdirSync(where.dataDir, { recursive: true });
    // One options object: PGlite drops the options given after an undefined data folder (in memory).
    const pglite = new PGlite({
      dataDir: where.dataDir,
      loadDataDir: where.loadDataDir,
      parsers: {
        [INT8_OID]: (value: string) => Number.parseInt(value, 10),
        [NUMERIC_OID]: (value: string) => Number(value),
        [DATE_OID]: (value: string) => value,
      },
    });
    await ready?.(pglite);
    return pglite;
  });
}

// Shutting down, starting up or full; class 08 (connection exception) is matched by its prefix.
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const NETWORK_ERROR_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "EPIPE",
]);
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|connection error and is not queryable|Client was closed and is not queryable/i;

/** A temporary failure, not a wrong query: a request answers 503, start-up waits and retries. */
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
      ? pgliteDialect({ dataDir: path.resolve(env().DATA_DIR, "pglite") })
      : databaseUrl === "memory://"
        ? pgliteDialect({})
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
