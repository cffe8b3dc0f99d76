import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * A custom page built from sections: their ordered list as JSON, and their words as plain text,
 * written by the page's command, so the generated search vector can read them (a generated column
 * may only call immutable functions; walking the JSON for its words is done once, on save).
 */
function plainText(column: string): string {
  const untagged = `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;
  const decoded = `replace(replace(replace(replace(replace(replace(${untagged}, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  return `regexp_replace(${decoded}, '&#?[a-zA-Z0-9]+;', ' ', 'g')`;
}

const SEARCH = [
  `setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')`,
  `setweight(to_tsvector('english'::regconfig, coalesce(seo_description, '')), 'B')`,
  `setweight(to_tsvector('english'::regconfig, ${plainText("body")}), 'C')`,
  `setweight(to_tsvector('english'::regconfig, coalesce(sections_text, '')), 'C')`,
].join(" || ");

const BEFORE = [
  `setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')`,
  `setweight(to_tsvector('english'::regconfig, coalesce(seo_description, '')), 'B')`,
  `setweight(to_tsvector('english'::regconfig, ${plainText("body")}), 'C')`,
].join(" || ");

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE page ADD COLUMN sections jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(sections) = 'array')`.execute(db);
  await sql`ALTER TABLE page ADD COLUMN sections_text text NOT NULL DEFAULT ''`.execute(db);
  await replaceSearch(db, SEARCH);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceSearch(db, BEFORE);
  await sql`ALTER TABLE page DROP COLUMN IF EXISTS sections_text`.execute(db);
  await sql`ALTER TABLE page DROP COLUMN IF EXISTS sections`.execute(db);
}

async function replaceSearch(db: Kysely<any>, expression: string): Promise<void> {
  await sql`DROP INDEX IF EXISTS page_search_idx`.execute(db);
  await sql`ALTER TABLE page DROP COLUMN search`.execute(db);
  await sql.raw(`ALTER TABLE page ADD COLUMN search tsvector GENERATED ALWAYS AS (${expression}) STORED`).execute(db);
  // In the row rather than in TOAST, as every search vector is (see the migration that made them).
  await sql`ALTER TABLE page ALTER COLUMN search SET STORAGE MAIN`.execute(db);
  await sql`CREATE INDEX page_search_idx ON page USING gin (search)`.execute(db);
}
