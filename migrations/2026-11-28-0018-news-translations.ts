import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * News in the site's other languages: one row per article and locale, with its own slug
 * (unique within the locale), status, publication date and version. The default locale's text
 * stays in `news`. `source_version` is the article's version the translation was saved against,
 * so a later save of the article marks the translation outdated.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE news_translation (
      news_id bigint NOT NULL REFERENCES news (id) ON DELETE CASCADE,
      locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$'),
      title text NOT NULL,
      slug text NOT NULL,
      excerpt text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      seo_title text NOT NULL DEFAULT '',
      seo_description text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
      published_at timestamptz,
      version integer NOT NULL DEFAULT 1,
      source_version integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (news_id, locale),
      UNIQUE (locale, slug)
    )
  `.execute(db);
  await sql`
    CREATE INDEX news_translation_live_idx ON news_translation (locale, published_at DESC, news_id DESC)
    WHERE status = 'published'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS news_translation`.execute(db);
}
