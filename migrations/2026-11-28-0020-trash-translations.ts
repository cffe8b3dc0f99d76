import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * An item moved to the trash takes its translations along: deleting the item deletes their rows
 * (ON DELETE CASCADE), so the trash keeps them beside the item's own row, and a restore brings
 * them back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE trash ADD COLUMN translations jsonb NOT NULL DEFAULT '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE trash DROP COLUMN IF EXISTS translations`.execute(db);
}
