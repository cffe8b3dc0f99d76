import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * The site's own texts in its other languages: per setting and locale, the translated fields of
 * that setting (the profile's tagline, about text and footer line), with a version of their own.
 * The default locale's values stay in `setting`; a field left empty falls back to them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE setting_translation (
      name text NOT NULL,
      locale text NOT NULL CHECK (locale ~ '^[a-z]{2,3}(-[a-z0-9]{2,8})*$'),
      value jsonb NOT NULL DEFAULT '{}'::jsonb,
      version integer NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (name, locale)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS setting_translation`.execute(db);
}
