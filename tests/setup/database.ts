import crypto from "node:crypto";
import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import pg from "pg";

/**
 * Every test file gets a database of its own: an in-memory PGlite by default, or
 * a fresh database on the PostgreSQL server of TEST_DATABASE_URL. It is migrated
 * before the file's tests and dropped after them. (A database rather than a
 * schema: Kysely's migrator looks at tables in every schema, so schemas of
 * parallel test files would see each other's.)
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const databaseName = `test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;

process.env.NODE_ENV = "test";
process.env.SEED_DEMO = "false";
process.env.LOG_REQUESTS = "false";
process.env.DATA_DIR ??= `/tmp/company-site-test-${process.pid}`;
process.env.SESSION_SECRET ??= "test-session-secret-0123456789";
delete process.env.SMTP_URL;
delete process.env.SITE_URL;
delete process.env.TRUST_PROXY;

if (testDatabaseUrl) {
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATABASE_URL = "memory://";
}

beforeAll(async () => {
  const { Kysely } = await import("kysely");
  const { db, pgliteDialect } = await import("~/db/db.server");
  const { PGliteDialect } = await import("~/db/pglite-dialect.server");
  const { migrateToLatest } = await import("~/db/migrate.server");
  if (!testDatabaseUrl) {
    // Many files (pure functions, components) never query: db() hands out this instance (the holder in
    // db.server.ts), opened at its first query from the migrated dump the global setup made.
    const template = inject("pgliteTemplate");
    (globalThis as { __companyDb?: unknown }).__companyDb = new Kysely({
      dialect: template
        ? pgliteDialect({ loadDataDir: await fs.openAsBlob(template) })
        : pgliteDialect({}, async (pglite) => {
            await migrateToLatest(new Kysely({ dialect: new PGliteDialect(async () => pglite) }));
            // That connection named its statements as the next one will: forget them.
            await pglite.exec("DEALLOCATE ALL");
          }),
    });
    return;
  }
  // A copy of the run's migrated database (tests/setup/database-template.ts); a file run alone, without it, migrates its own.
  const template = inject("postgresTemplate");
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query(template ? `CREATE DATABASE ${databaseName} TEMPLATE ${template}` : `CREATE DATABASE ${databaseName}`);
  await client.end();
  if (!template) await migrateToLatest(db());
});

afterAll(async () => {
  const { closeDb } = await import("~/db/db.server");
  await closeDb();
  if (testDatabaseUrl) {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await client.end();
  }
});
