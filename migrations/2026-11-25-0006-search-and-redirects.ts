import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * Site search, managed redirects and the 404 log.
 *
 * Search: each searchable table keeps a generated tsvector (title A, summary
 * B, body C) with a GIN index. A generated column may only call immutable
 * functions: regexp_replace and replace are, so the rich text's tags and
 * entities are stripped here with them. The same expression is written out in
 * app/models/search.server.ts for the snippets.
 */

function plainText(column: string): string {
  const untagged = `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;
  const decoded = `replace(replace(replace(replace(replace(replace(${untagged}, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  return `regexp_replace(${decoded}, '&#?[a-zA-Z0-9]+;', ' ', 'g')`;
}

function vector(parts: Array<[string, "A" | "B" | "C"]>): string {
  return parts
    .map(([text, weight]) => `setweight(to_tsvector('english'::regconfig, ${text}), '${weight}')`)
    .join(" || ");
}

const SEARCHABLE: Record<string, string> = {
  solution: vector([["coalesce(title, '')", "A"], ["coalesce(summary, '')", "B"], [plainText("body"), "C"]]),
  product: vector([["coalesce(title, '')", "A"], ["coalesce(summary, '')", "B"], [plainText("body"), "C"]]),
  news: vector([["coalesce(title, '')", "A"], ["coalesce(excerpt, '')", "B"], [plainText("body"), "C"]]),
  // A page has no summary: its SEO description says what it is about.
  page: vector([["coalesce(title, '')", "A"], ["coalesce(seo_description, '')", "B"], [plainText("body"), "C"]]),
};

const statements = [
  ...Object.entries(SEARCHABLE).flatMap(([table, expression]) => [
    `ALTER TABLE ${table} ADD COLUMN search tsvector GENERATED ALWAYS AS (${expression}) STORED`,
    // Kept in the row (compressed) rather than in the TOAST table: a search reads
    // the vector of every candidate to match and rank it, and fetching it from
    // TOAST made that ten times slower at 10,000 items (scripts/bench-search.ts).
    `ALTER TABLE ${table} ALTER COLUMN search SET STORAGE MAIN`,
    // Rows written before the line above move their vector into the row.
    `UPDATE ${table} SET title = title`,
    `CREATE INDEX ${table}_search_idx ON ${table} USING gin (search)`,
  ]),

  // Rows already there were written on slug changes: automatic, permanent.
  `ALTER TABLE redirect ADD COLUMN status smallint NOT NULL DEFAULT 301 CHECK (status IN (301, 302))`,
  `ALTER TABLE redirect ADD COLUMN automatic boolean NOT NULL DEFAULT true`,
  `ALTER TABLE redirect ADD COLUMN hits bigint NOT NULL DEFAULT 0 CHECK (hits >= 0)`,
  `ALTER TABLE redirect ADD COLUMN last_hit_at timestamptz`,
  `ALTER TABLE redirect ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  `CREATE INDEX redirect_to_path_idx ON redirect (to_path)`,

  `CREATE TABLE not_found (
    path text PRIMARY KEY CHECK (char_length(path) <= 2000),
    hits bigint NOT NULL DEFAULT 0 CHECK (hits >= 0),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    last_referrer text CHECK (char_length(last_referrer) <= 2000),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX not_found_last_seen_idx ON not_found (last_seen_at DESC)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`DROP TABLE IF EXISTS not_found`).execute(db);
  await sql.raw(`DROP INDEX IF EXISTS redirect_to_path_idx`).execute(db);
  for (const column of ["updated_at", "last_hit_at", "hits", "automatic", "status"]) {
    await sql.raw(`ALTER TABLE redirect DROP COLUMN IF EXISTS ${column}`).execute(db);
  }
  for (const table of Object.keys(SEARCHABLE)) {
    await sql.raw(`DROP INDEX IF EXISTS ${table}_search_idx`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS search`).execute(db);
  }
}
