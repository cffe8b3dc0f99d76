import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// Expiry: every publishable item may leave the site by itself at `unpublish_at`. Written out here
// because a migration reads nothing from the app.
const PUBLISHABLE_TABLES = [
  "news",
  "page",
  "solution",
  "product",
  "customer_story",
  "solution_category",
  "product_category",
  "certificate",
  "home_slide",
  "hero_content",
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of PUBLISHABLE_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN unpublish_at timestamptz`.execute(db);
  }
  // Webhooks remember until when an item is on the site, so a save after its expiry is a new publication.
  await sql`ALTER TABLE webhook_item_state ADD COLUMN live_until timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE webhook_item_state DROP COLUMN IF EXISTS live_until`.execute(db);
  for (const table of PUBLISHABLE_TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS unpublish_at`.execute(db);
  }
}
