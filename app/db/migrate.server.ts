import { Migrator, sql, type MigrationResultSet } from "kysely";
import { migrations } from "../../migrations/index";
import type { DB } from "./db.server";

/**
 * Brings the schema up to date. Kysely's Migrator takes a PostgreSQL advisory
 * lock for the run, so two instances starting together apply each migration once.
 */
export async function migrateToLatest(database: DB): Promise<MigrationResultSet> {
  return migrateUpTo(database, undefined);
}

async function migratorFor(database: DB): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in any schema unless told which one;
  // name the current one so databases sharing a server never see each other's.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(database);
  return new Migrator({
    db: database,
    migrationTableSchema: current.rows[0].schema,
    provider: { getMigrations: async () => migrations },
  });
}

/**
 * Runs the migrations up to and including `target` (all of them without one),
 * never down: a database already past `target` is left as it is. A restore
 * uses it to give a backup's rows the shape they were written in.
 */
export async function migrateUpTo(database: DB, target: string | undefined): Promise<MigrationResultSet> {
  const migrator = await migratorFor(database);
  if (target !== undefined) {
    const known = await migrator.getMigrations();
    const executed = known.filter((migration) => migration.executedAt).map((migration) => migration.name);
    if (executed.some((name) => name >= target)) return { results: [] };
  }
  const result = target === undefined ? await migrator.migrateToLatest() : await migrator.migrateTo(target);
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}
