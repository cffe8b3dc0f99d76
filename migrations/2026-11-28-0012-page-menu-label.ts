import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/** A custom page's label in the header menu; empty means the menu shows its title. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE page ADD COLUMN menu_label text NOT NULL DEFAULT ''`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE page DROP COLUMN IF EXISTS menu_label`.execute(db);
}
