import { Migrator, sql, type MigrationResultSet } from "kysely";
import { migrations } from "../../migrations/index";
import type { DB } from "./db.server";

/** Kysely's Migrator takes an advisory lock, so two instances starting together apply each migration once. */
export async function migrateToLatest(database: DB): Promise<MigrationResultSet> {
  return migrateUpTo(database, undefined);
}

async function migratorFor(database: DB): Promise<Migrator> {
  // Named, or Kysely finds its bookkeeping tables in any schema and databases sharing a server see each other's.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(database);
  return new Migrator({
    db: database,
    migrationTableSchema: current.rows[0].schema,
    provider: { getMigrations: async () => migrations },
  });
}

/** The migrations a database has not run yet, by name; start-up counts them before it applies them. */
export async function pendingMigrations(database: DB): Promise<string[]> {
  const known = await (await migratorFor(database)).getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** Never runs down: a database past `target` stays. A restore uses it to give a backup's rows their original shape. */
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
