import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// Running a team leaves its own lines in the audit log: inviting and accepting,
// role changes, disabling and enabling, password and two-factor changes, ending
// sessions, and erasing a customer. Each is its own action so the log's action
// filter can find it.
const BEFORE = ["create", "update", "delete", "restore", "login", "login_failed", "logout", "backup"];
const TEAM = [
  "invite",
  "invite_accept",
  "role_change",
  "disable",
  "enable",
  "password_reset_sent",
  "password_change",
  "two_factor_enable",
  "two_factor_disable",
  "two_factor_reset",
  "session_revoke",
  "erase",
];

function actionCheck(actions: string[]): string {
  return `ALTER TABLE audit_event ADD CONSTRAINT audit_event_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(", ")}))`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql.raw(actionCheck([...BEFORE, ...TEAM])).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`DELETE FROM audit_event WHERE action IN (${TEAM.map((action) => `'${action}'`).join(", ")})`).execute(db);
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql.raw(actionCheck(BEFORE)).execute(db);
}
