import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

/**
 * Named keys for integrations, made by an admin: a scope (read or write), an optional expiry,
 * the last use. Only a hash of the key is kept; the key is shown once, when it is made.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE api_key (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      name text NOT NULL,
      scope text NOT NULL CHECK (scope IN ('read', 'write')),
      key_hash text NOT NULL UNIQUE,
      key_start text NOT NULL,
      expires_at timestamptz,
      last_used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX api_key_user_idx ON api_key (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS api_key`.execute(db);
}
