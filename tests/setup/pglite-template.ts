import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

/**
 * Booting PGlite (its initdb) and migrating it takes about 4 s; loading a dump of a
 * migrated instance about 1 s. So on PGlite the run migrates one instance here, and
 * each test file's database (tests/setup/database.ts) starts from its dump.
 */
declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", undefined);
    return;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { Kysely } = await import("kysely");
  const { PGliteDialect } = await import("../../app/db/pglite-dialect.server");
  const { migrateToLatest } = await import("../../app/db/migrate.server");
  const pglite = new PGlite();
  const database = new Kysely({ dialect: new PGliteDialect(async () => pglite) });
  await migrateToLatest(database as Parameters<typeof migrateToLatest>[0]);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-pglite-"));
  const file = path.join(folder, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  await database.destroy();
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
