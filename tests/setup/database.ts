import crypto from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import pg from "pg";

/**
 * Every test file gets a database of its own: an in-memory PGlite by default, or
 * a fresh schema in the PostgreSQL of TEST_DATABASE_URL. The schema is migrated
 * before the file's tests and dropped after them.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const schema = `test_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;

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
  url.searchParams.set("options", `-c search_path=${schema}`);
  process.env.DATABASE_URL = url.toString();
} else {
  process.env.DATABASE_URL = "memory://";
}

beforeAll(async () => {
  if (testDatabaseUrl) {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
  }
  const { db } = await import("~/db/db.server");
  const { migrateToLatest } = await import("~/db/migrate.server");
  await migrateToLatest(db());
});

afterAll(async () => {
  const { closeDb } = await import("~/db/db.server");
  await closeDb();
  if (testDatabaseUrl) {
    const client = new pg.Client({ connectionString: testDatabaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
});
