import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// The audit log records each backup taken from the admin area (action 'backup').
const ACTIONS = ["create", "update", "delete", "restore", "login", "login_failed", "logout"];

function actionCheck(actions: string[]): string {
  return `ALTER TABLE audit_event ADD CONSTRAINT audit_event_action_check CHECK (action IN (${actions.map((action) => `'${action}'`).join(", ")}))`;
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql.raw(actionCheck([...ACTIONS, "backup"])).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`DELETE FROM audit_event WHERE action = 'backup'`).execute(db);
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql.raw(actionCheck(ACTIONS)).execute(db);
}
