import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * Custom pages in the site's other languages, as news: one row per page and locale with its own
 * slug (unique within the locale), body, sections, status, publication date and version. The
 * default locale's text stays in `page`; images, order and menu placement are the page's.
 * `sections_text` is the sections' words for the search, written beside them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE page_translation (
      page_id bigint NOT NULL REFERENCES page (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$'),
      title text NOT NULL,
      slug text NOT NULL,
      body text NOT NULL DEFAULT '',
      sections jsonb NOT NULL DEFAULT '[]'::jsonb,
      sections_text text NOT NULL DEFAULT '',
      seo_title text NOT NULL DEFAULT '',
      seo_description text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      published_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      source_version integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (page_id, locale),
      UNIQUE (locale, slug)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS page_translation`.execute(db);
}
