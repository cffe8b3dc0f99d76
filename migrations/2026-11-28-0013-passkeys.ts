import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// Passkeys (WebAuthn) for staff and customers: the credentials, the challenges
// they answer (server-side, so each is used once and expires), and a mark on a
// session that a passkey of its account has been used in it. Adding and
// removing one leave their own lines in the audit log.
const BEFORE = [
  "create", "update", "delete", "restore", "login", "login_failed", "logout", "backup",
  "invite", "invite_accept", "role_change", "disable", "enable", "password_reset_sent", "password_change",
  "two_factor_enable", "two_factor_disable", "two_factor_reset", "session_revoke", "erase", "two_factor_locked",
];
const ADDED = ["passkey_add", "passkey_remove"];

function actionCheck(actions: string[]): string {
  return `ALTER TABLE audit_event ADD CONSTRAINT audit_event_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(", ")}))`;
}

export async function up(db: Kysely<any>): Promise<void> {
  // Text, not bytea: the backup writes rows as JSON lines, and base64url reads the same on PGlite and pg.
  await sql`
    CREATE TABLE passkey (
      id text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      name text NOT NULL,
      public_key text NOT NULL,
      counter bigint NOT NULL DEFAULT 0,
      transports text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX passkey_user_idx ON passkey (user_id)`.execute(db);
  await sql`
    CREATE TABLE webauthn_challenge (
      id text PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
      kind text NOT NULL CHECK (kind IN ('admin', 'customer')),
      user_id bigint REFERENCES "user" (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX webauthn_challenge_expires_idx ON webauthn_challenge (expires_at)`.execute(db);
  await sql`ALTER TABLE session ADD COLUMN passkey_verified boolean NOT NULL DEFAULT false`.execute(db);
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql.raw(actionCheck([...BEFORE, ...ADDED])).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`DELETE FROM audit_event WHERE action IN (${ADDED.map((action) => `'${action}'`).join(", ")})`).execute(db);
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql.raw(actionCheck(BEFORE)).execute(db);
  await sql`ALTER TABLE session DROP COLUMN IF EXISTS passkey_verified`.execute(db);
  await sql`DROP TABLE IF EXISTS webauthn_challenge`.execute(db);
  await sql`DROP TABLE IF EXISTS passkey`.execute(db);
}
