import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// Staff accounts get a second role (editor), invitations by email, two-factor
// sign-in (an encrypted TOTP secret, the last step it accepted, hashed recovery
// codes), and audit events that outlive an erased account without naming it.
// The checks of the first migration were declared inline, so PostgreSQL (and
// PGlite) named them <table>_<column>_check.
const statements = [
  `ALTER TABLE "user" DROP CONSTRAINT IF EXISTS user_role_check`,
  `ALTER TABLE "user" ADD CONSTRAINT user_role_check CHECK (role IN ('customer', 'editor', 'admin'))`,
  `ALTER TABLE "user" ADD COLUMN totp_secret text`,
  `ALTER TABLE "user" ADD COLUMN totp_enabled_at timestamptz`,
  `ALTER TABLE "user" ADD COLUMN totp_last_step bigint`,

  `CREATE TABLE user_invitation (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    invited_by bigint REFERENCES "user" (id) ON DELETE SET NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX user_invitation_user_idx ON user_invitation (user_id)`,

  `CREATE TABLE recovery_code (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
    code_hash text NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX recovery_code_user_idx ON recovery_code (user_id)`,

  `ALTER TABLE audit_event ADD COLUMN actor_erased boolean NOT NULL DEFAULT false`,
  `CREATE INDEX audit_event_actor_idx ON audit_event (actor_id)`,
  `CREATE INDEX session_last_seen_idx ON session (user_id, last_seen_at DESC)`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`DROP INDEX IF EXISTS session_last_seen_idx`).execute(db);
  await sql.raw(`DROP INDEX IF EXISTS audit_event_actor_idx`).execute(db);
  await sql.raw(`ALTER TABLE audit_event DROP COLUMN IF EXISTS actor_erased`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS recovery_code`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS user_invitation`).execute(db);
  await sql.raw(`ALTER TABLE "user" DROP COLUMN IF EXISTS totp_last_step`).execute(db);
  await sql.raw(`ALTER TABLE "user" DROP COLUMN IF EXISTS totp_enabled_at`).execute(db);
  await sql.raw(`ALTER TABLE "user" DROP COLUMN IF EXISTS totp_secret`).execute(db);
  await sql.raw(`UPDATE "user" SET role = 'admin' WHERE role = 'editor'`).execute(db);
  await sql.raw(`ALTER TABLE "user" DROP CONSTRAINT IF EXISTS user_role_check`).execute(db);
  await sql.raw(`ALTER TABLE "user" ADD CONSTRAINT user_role_check CHECK (role IN ('customer', 'admin'))`).execute(db);
}
