import { Migrator, sql, type MigrationResultSet } from "kysely";
import { migrations } from "../../migrations/index";
import type { DB } from "./db.server";

/**
 * Brings the schema up to date. Kysely's Migrator takes a PostgreSQL advisory
 * lock for the run, so two instances starting together apply each migration once.
 */
export async function migrateToLatest(database: DB): Promise<MigrationResultSet> {
  // Kysely looks for its bookkeeping tables in any schema unless told which one;
  // name the current one so databases sharing a server never see each other's.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(database);
  const migrator = new Migrator({
    db: database,
    migrationTableSchema: current.rows[0].schema,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}
