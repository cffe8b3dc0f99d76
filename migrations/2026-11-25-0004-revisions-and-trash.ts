import { sql, type Kysely } from "kysely";

// Frozen: never edit after it has landed; follow it with a new migration instead.

// A revision is every field of a record as one save left it (a setting: its
// value), so a comparison or a restore needs nothing but this row. `record_id`
// is text because a setting is named, not numbered.
//
// The trash holds a deleted record's row the same way; the row itself leaves
// its table, so no public query has to learn to skip trashed records, its slug
// is free at once, and media it used count as unused.
const statements = [
  `CREATE TABLE revision (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    resource text NOT NULL,
    record_id text NOT NULL,
    version integer NOT NULL,
    data jsonb NOT NULL,
    actor_id bigint REFERENCES "user" (id) ON DELETE SET NULL,
    actor_name text NOT NULL DEFAULT '',
    at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX revision_record_idx ON revision (resource, record_id, id DESC)`,

  `CREATE TABLE trash (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    resource text NOT NULL,
    record_id bigint NOT NULL,
    title text NOT NULL DEFAULT '',
    data jsonb NOT NULL,
    actor_id bigint REFERENCES "user" (id) ON DELETE SET NULL,
    actor_name text NOT NULL DEFAULT '',
    deleted_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (resource, record_id)
  )`,
  `CREATE INDEX trash_deleted_at_idx ON trash (deleted_at)`,

  `ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`,
  `ALTER TABLE audit_event ADD CONSTRAINT audit_event_action_check
    CHECK (action IN ('create', 'update', 'delete', 'restore', 'login', 'login_failed', 'logout'))`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`DELETE FROM audit_event WHERE action = 'restore'`).execute(db);
  await sql.raw(`ALTER TABLE audit_event DROP CONSTRAINT IF EXISTS audit_event_action_check`).execute(db);
  await sql
    .raw(`ALTER TABLE audit_event ADD CONSTRAINT audit_event_action_check
      CHECK (action IN ('create', 'update', 'delete', 'login', 'login_failed', 'logout'))`)
    .execute(db);
  await sql.raw(`DROP TABLE IF EXISTS trash`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS revision`).execute(db);
}
