import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * Customer stories in the site's other languages, as solutions and products: one row per story and
 * locale with its own slug (unique within the locale), industry, summary, body, status, publication
 * date and version. The key figures are the translation's own list, value and label both: a value
 * carries units and a number format too ("11 weeks", "1,200" read "11 Wochen", "1.200" in German).
 * The quote's words and the quoted person's role are translated; the person's name, the pictures and
 * the related solutions and products stay the story's. The length limits are the story's own
 * (migration 2026-11-28-0009); the search vector is the other translation tables'.
 */

function plainText(column: string): string {
  const untagged = `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;
  const decoded = `replace(replace(replace(replace(replace(replace(${untagged}, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  return `regexp_replace(${decoded}, '&#?[a-zA-Z0-9]+;', ' ', 'g')`;
}

const SEARCH = [
  `setweight(to_tsvector(search_config(locale), coalesce(title, '')), 'A')`,
  `setweight(to_tsvector(search_config(locale), coalesce(summary, '')), 'B')`,
  `setweight(to_tsvector(search_config(locale), ${plainText("body")}), 'C')`,
].join(" || ");

export async function up(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `CREATE TABLE customer_story_translation (
        story_id bigint NOT NULL REFERENCES customer_story (id) ON DELETE CASCADE,
        locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$'),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$' AND char_length(slug) <= 120),
        industry text NOT NULL DEFAULT '' CHECK (char_length(industry) <= 80),
        summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 500),
        body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 100000),
        figures jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(figures) = 'array' AND jsonb_array_length(figures) <= 3),
        quote_text text NOT NULL DEFAULT '' CHECK (char_length(quote_text) <= 500),
        quote_role text NOT NULL DEFAULT '' CHECK (char_length(quote_role) <= 120),
        seo_title text NOT NULL DEFAULT '' CHECK (char_length(seo_title) <= 70),
        seo_description text NOT NULL DEFAULT '' CHECK (char_length(seo_description) <= 160),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
        published_at timestamptz,
        version integer NOT NULL DEFAULT 1,
        source_version integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search tsvector GENERATED ALWAYS AS (${SEARCH}) STORED,
        PRIMARY KEY (story_id, locale),
        UNIQUE (locale, slug)
      )`,
    )
    .execute(db);
  await sql`ALTER TABLE customer_story_translation ALTER COLUMN search SET STORAGE MAIN`.execute(db);
  await sql`CREATE INDEX customer_story_translation_search_idx ON customer_story_translation USING gin (search)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM revision WHERE resource = 'customer-stories' AND locale IS NOT NULL`.execute(db);
  await sql`DROP TABLE IF EXISTS customer_story_translation`.execute(db);
}
