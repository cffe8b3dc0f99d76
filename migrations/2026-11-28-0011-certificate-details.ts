import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// Who issued a certificate, its number and the dates it holds between, so a
// visitor can check it. Existing certificates keep empty details until an
// editor fills them in.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE certificate
      ADD COLUMN issuer text NOT NULL DEFAULT '',
      ADD COLUMN number text NOT NULL DEFAULT '',
      ADD COLUMN valid_from date,
      ADD COLUMN valid_until date,
      ADD CONSTRAINT certificate_validity_check CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_until > valid_from)
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE certificate
      DROP CONSTRAINT certificate_validity_check,
      DROP COLUMN issuer,
      DROP COLUMN number,
      DROP COLUMN valid_from,
      DROP COLUMN valid_until
  `.execute(db);
}
