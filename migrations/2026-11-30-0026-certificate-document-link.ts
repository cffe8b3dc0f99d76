import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * A certificate may link its own document in the media library ("/media/12/iso-9001.pdf") as well as a
 * page of the issuer's register: an address on this site starts with one slash ("//host" is another
 * host to a browser). Email and phone links stay refused, as the form refuses them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE certificate DROP CONSTRAINT IF EXISTS certificate_url_check`.execute(db);
  await sql`ALTER TABLE certificate ADD CONSTRAINT certificate_url_check CHECK (url = '' OR url ~* '^https?://' OR url ~ '^/[^/\\\\]')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE certificate DROP CONSTRAINT IF EXISTS certificate_url_check`.execute(db);
  await sql`UPDATE certificate SET url = '' WHERE url !~* '^https?://'`.execute(db);
  await sql`ALTER TABLE certificate ADD CONSTRAINT certificate_url_check CHECK (url = '' OR url ~* '^https?://')`.execute(db);
}
