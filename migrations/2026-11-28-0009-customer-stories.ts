import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * Customer stories (case studies). The related solutions and products are id
 * lists on the row rather than link tables, so a revision, the trash and a
 * backup keep them with the story; the reads show only those still live.
 * The search vector is written as the other searchable tables' (title A,
 * summary B, body C, the body's tags and entities stripped).
 */

const SLUG_CHECK = "slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$' AND char_length(slug) <= 120";

function plainText(column: string): string {
  const untagged = `regexp_replace(coalesce(${column}, ''), '<[^>]*>', ' ', 'g')`;
  const decoded = `replace(replace(replace(replace(replace(replace(${untagged}, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&')`;
  return `regexp_replace(${decoded}, '&#?[a-zA-Z0-9]+;', ' ', 'g')`;
}

const SEARCH = [
  `setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')`,
  `setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B')`,
  `setweight(to_tsvector('english'::regconfig, ${plainText("body")}), 'C')`,
].join(" || ");

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`
    CREATE TABLE customer_story (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
      slug text NOT NULL UNIQUE CHECK (${SLUG_CHECK}),
      customer_name text NOT NULL CHECK (char_length(customer_name) BETWEEN 1 AND 120),
      industry text NOT NULL DEFAULT '' CHECK (char_length(industry) <= 80),
      summary text NOT NULL DEFAULT '' CHECK (char_length(summary) <= 500),
      body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 100000),
      cover_image_id bigint REFERENCES media (id) ON DELETE RESTRICT,
      logo_id bigint REFERENCES media (id) ON DELETE RESTRICT,
      figures jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(figures) = 'array' AND jsonb_array_length(figures) <= 3),
      quote jsonb CHECK (quote IS NULL OR jsonb_typeof(quote) = 'object'),
      solution_ids bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(solution_ids) <= 50),
      product_ids bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(product_ids) <= 50),
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      published_at timestamptz,
      seo_title text NOT NULL DEFAULT '' CHECK (char_length(seo_title) <= 70),
      seo_description text NOT NULL DEFAULT '' CHECK (char_length(seo_description) <= 160),
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      search tsvector GENERATED ALWAYS AS (${SEARCH}) STORED
    )`).execute(db);
  // Kept in the row, as the other search vectors (migration 2026-11-25-0006).
  await sql`ALTER TABLE customer_story ALTER COLUMN search SET STORAGE MAIN`.execute(db);
  await sql`CREATE INDEX customer_story_public_idx ON customer_story (status, published_at DESC)`.execute(db);
  await sql`CREATE INDEX customer_story_search_idx ON customer_story USING gin (search)`.execute(db);
  await sql`CREATE INDEX customer_story_solutions_idx ON customer_story USING gin (solution_ids)`.execute(db);
  await sql`CREATE INDEX customer_story_products_idx ON customer_story USING gin (product_ids)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM revision WHERE resource = 'customer-stories'`.execute(db);
  await sql`DELETE FROM trash WHERE resource = 'customer-stories'`.execute(db);
  await sql`DROP TABLE IF EXISTS customer_story`.execute(db);
}
