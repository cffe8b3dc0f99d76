import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// The state between a correct password and the two-factor code lives here, so
// the cookie naming it can be used up: a row is deleted by the sign-in it
// completes. A locked second step leaves its own line in the audit log.
const BEFORE = [
  "create", "update", "delete", "restore", "login", "login_failed", "logout", "backup",
  "invite", "invite_accept", "role_change", "disable", "enable", "password_reset_sent", "password_change",
  "two_factor_enable", "two_factor_disable", "two_factor_reset", "session_revoke", "erase",
];
const ADDED = ["two_factor_locked"];

function actionCheck(actions: string[]): string {
  return `ALTER TABLE audit_event ADD CONSTRAINT audit_event_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(", ")}))`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pending_sign_in (
      id text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES "user" (id) ON DELETE CASCADE,
      redirect_to text NOT NULL DEFAULT '',
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX pending_sign_in_user_idx ON pending_sign_in (user_id)`.execute(db);
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql.raw(actionCheck([...BEFORE, ...ADDED])).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`DELETE FROM audit_event WHERE action IN (${ADDED.map((action) => `'${action}'`).join(", ")})`).execute(db);
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql.raw(actionCheck(BEFORE)).execute(db);
  await sql`DROP TABLE IF EXISTS pending_sign_in`.execute(db);
}
