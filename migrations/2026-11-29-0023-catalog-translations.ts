import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * Solutions and products in the site's other languages, as news: one row per item and locale
 * with its own slug (unique within the locale), summary, body, status, publication date and
 * version; the category, picture and order stay the item's. Their categories are translated too:
 * a name, a slug and a description per locale, shown while the category is, with no status of
 * their own (a category is a heading over its items, not a page someone publishes).
 * Both kinds have the same columns (`item_id`, `category_id`), as their own tables do.
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
  for (const kind of ["solution", "product"]) {
    await sql
      .raw(
        `CREATE TABLE ${kind}_translation (
          item_id bigint NOT NULL REFERENCES ${kind} (id) ON DELETE CASCADE,
          locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$'),
          title text NOT NULL,
          slug text NOT NULL,
          summary text NOT NULL DEFAULT '',
          body text NOT NULL DEFAULT '',
          seo_title text NOT NULL DEFAULT '',
          seo_description text NOT NULL DEFAULT '',
          status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
          published_at timestamptz,
          version integer NOT NULL DEFAULT 1,
          source_version integer NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          search tsvector GENERATED ALWAYS AS (${SEARCH}) STORED,
          PRIMARY KEY (item_id, locale),
          UNIQUE (locale, slug)
        )`,
      )
      .execute(db);
    await sql.raw(`ALTER TABLE ${kind}_translation ALTER COLUMN search SET STORAGE MAIN`).execute(db);
    await sql.raw(`CREATE INDEX ${kind}_translation_search_idx ON ${kind}_translation USING gin (search)`).execute(db);
    await sql
      .raw(
        `CREATE TABLE ${kind}_category_translation (
          category_id bigint NOT NULL REFERENCES ${kind}_category (id) ON DELETE CASCADE,
          locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$'),
          name text NOT NULL,
          slug text NOT NULL,
          description text NOT NULL DEFAULT '',
          version integer NOT NULL DEFAULT 1,
          source_version integer NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now(),
          updated_at timestamptz NOT NULL DEFAULT now(),
          PRIMARY KEY (category_id, locale),
          UNIQUE (locale, slug)
        )`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const kind of ["solution", "product"]) {
    await sql.raw(`DROP TABLE IF EXISTS ${kind}_category_translation`).execute(db);
    await sql.raw(`DROP TABLE IF EXISTS ${kind}_translation`).execute(db);
  }
}
