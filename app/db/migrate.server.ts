import { Migrator, type MigrationResultSet } from "kysely";
import { migrations } from "../../migrations/index";
import type { DB } from "./db.server";

/**
 * Brings the schema up to date. Kysely's Migrator takes a PostgreSQL advisory
 * lock for the run, so two instances starting together apply each migration once.
 */
export async function migrateToLatest(database: DB): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: database,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    throw result.error instanceof Error ? result.error : new Error(String(result.error));
  }
  return result;
}
