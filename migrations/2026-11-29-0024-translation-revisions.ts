import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * A translation's history: each save of a news or page translation keeps a revision of that
 * translation's row, named by its item (`news`/`7`) and its locale. NULL is the item's own history
 * in the default language, so every revision kept so far stays where it was. A record's
 * revisions are still found through `revision_record_idx`: a few locales of at most 50 each.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE revision ADD COLUMN locale text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM revision WHERE locale IS NOT NULL`.execute(db);
  await sql`ALTER TABLE revision DROP COLUMN locale`.execute(db);
}
