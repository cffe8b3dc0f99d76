import { sql, type Kysely } from "kysely";
import type { Database, Role, SessionKind } from "~/db/schema";

type Queryable = Kysely<Database>;

export interface SessionWithUser {
  id: string;
  kind: SessionKind;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  user: { id: number; name: string; email: string; role: Role; disabledAt: Date | null };
}

export async function insertSession(
  database: Queryable,
  input: { id: string; userId: number; kind: SessionKind; ip?: string | null; userAgent?: string | null; expiresAt: Date },
): Promise<void> {
  await database
    .insertInto("session")
    .values({
      id: input.id,
      user_id: input.userId,
      kind: input.kind,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
      expires_at: input.expiresAt,
    })
    .execute();
}

export async function findSessionWithUser(
  database: Queryable,
  id: string,
  kind: SessionKind,
): Promise<SessionWithUser | undefined> {
  const row = await database
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.user_id")
    .select([
      "session.id",
      "session.kind",
      "session.created_at",
      "session.last_seen_at",
      "session.expires_at",
      "user.id as user_id",
      "user.name",
      "user.email",
      "user.role",
      "user.disabled_at",
    ])
    .where("session.id", "=", id)
    .where("session.kind", "=", kind)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    user: { id: row.user_id, name: row.name, email: row.email, role: row.role, disabledAt: row.disabled_at },
  };
}

export async function touchSession(database: Queryable, id: string): Promise<void> {
  await database.updateTable("session").set({ last_seen_at: sql<Date>`now()` }).where("id", "=", id).execute();
}

export async function deleteSession(database: Queryable, id: string): Promise<void> {
  await database.deleteFrom("session").where("id", "=", id).execute();
}

export async function deleteExpiredSessions(database: Queryable): Promise<number> {
  const result = await database
    .deleteFrom("session")
    .where("expires_at", "<=", sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
