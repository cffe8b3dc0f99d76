import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * The site search in each language: translations of news and pages get a generated search
 * vector, stemmed by their own language's rules (German for `de`, `simple`, no stemming, where
 * PostgreSQL has none). `search_config` is immutable, as a generated column requires: it maps a
 * locale code to a configuration by name and never reads the catalog.
 */

function plainText(column: string): string {
  const untagged = `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;
  const decoded = `replace(replace(replace(replace(replace(replace(${untagged}, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  return `regexp_replace(${decoded}, '&#?[a-zA-Z0-9]+;', ' ', 'g')`;
}

function vector(parts: Array<[string, "A" | "B" | "C"]>): string {
  return parts.map(([text, weight]) => `setweight(to_tsvector(search_config(locale), ${text}), '${weight}')`).join(" || ");
}

const SEARCHABLE: Record<string, string> = {
  news_translation: vector([["coalesce(title, '')", "A"], ["coalesce(excerpt, '')", "B"], [plainText("body"), "C"]]),
  page_translation: vector([
    ["coalesce(title, '')", "A"],
    ["coalesce(seo_description, '')", "B"],
    [plainText("body"), "C"],
    ["coalesce(sections_text, '')", "C"],
  ]),
};

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION search_config(locale text) RETURNS regconfig
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT (CASE split_part(lower(locale), '-', 1)
        WHEN 'en' THEN 'english' WHEN 'de' THEN 'german' WHEN 'fr' THEN 'french' WHEN 'es' THEN 'spanish'
        WHEN 'it' THEN 'italian' WHEN 'nl' THEN 'dutch' WHEN 'pt' THEN 'portuguese' WHEN 'sv' THEN 'swedish'
        WHEN 'da' THEN 'danish' WHEN 'fi' THEN 'finnish' WHEN 'no' THEN 'norwegian' WHEN 'nb' THEN 'norwegian'
        WHEN 'ru' THEN 'russian' WHEN 'tr' THEN 'turkish' WHEN 'hu' THEN 'hungarian' WHEN 'ro' THEN 'romanian'
        ELSE 'simple' END)::regconfig
    $$
  `.execute(db);
  for (const [table, expression] of Object.entries(SEARCHABLE)) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN search tsvector GENERATED ALWAYS AS (${expression}) STORED`).execute(db);
    // In the row rather than in TOAST, as every search vector is.
    await sql.raw(`ALTER TABLE ${table} ALTER COLUMN search SET STORAGE MAIN`).execute(db);
    await sql.raw(`CREATE INDEX ${table}_search_idx ON ${table} USING gin (search)`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(SEARCHABLE)) {
    await sql.raw(`DROP INDEX IF EXISTS ${table}_search_idx`).execute(db);
    await sql.raw(`ALTER TABLE ${table} DROP COLUMN IF EXISTS search`).execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS search_config(text)`.execute(db);
}
