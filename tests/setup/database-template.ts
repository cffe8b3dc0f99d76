import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Every test file gets a database of its own (tests/setup/database.ts), and migrating one costs more
 * than the tests of most files: about 4 s to boot and migrate PGlite, about 1.4 s to migrate a
 * PostgreSQL database. So the run migrates one here and each file starts from a copy: on PGlite a
 * dump of the migrated instance (about 1 s to load), on PostgreSQL a database made with it as the
 * TEMPLATE (about 0.1 s).
 */
declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const { Kysely } = await import("kysely");
  const { migrateToLatest } = await import("../../app/db/migrate.server");
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const { default: pg } = await import("pg");
    const { PostgresDialect } = await import("kysely");
    const name = `test_template_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    // Closed before any file copies it: PostgreSQL copies a template only while nobody is connected to it.
    const database = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: templateUrl.toString(), max: 1 }) }) });
    await migrateToLatest(database as Parameters<typeof migrateToLatest>[0]);
    await database.destroy();
    project.provide("pgliteTemplate", undefined);
    project.provide("postgresTemplate", name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PGliteDialect } = await import("../../app/db/pglite-dialect.server");
  const pglite = new PGlite();
  const database = new Kysely({ dialect: new PGliteDialect(async () => pglite) });
  await migrateToLatest(database as Parameters<typeof migrateToLatest>[0]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-pglite-"));
  const file = path.join(folder, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await database.destroy();
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", undefined);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
