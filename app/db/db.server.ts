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

/** Builds a Kysely instance for a `DATABASE_URL` (undefined = PGlite in DATA_DIR). */
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

/** The process-wide database. */
export function db(): DB {
  holder.__companyDb ??= createDb();
  return holder.__companyDb;
}

/** Closes the process-wide database (tests, shutdown). */
export async function closeDb() {
  const current = holder.__companyDb;
  holder.__companyDb = undefined;
  await current?.destroy();
}
