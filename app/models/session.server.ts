import { sql, type Kysely } from "kysely";
import type { Database, Role, SessionKind } from "~/db/schema";

type Queryable = Kysely<Database>;

export interface SessionWithUser {
  id: string;
  kind: SessionKind;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** A passkey of the account was used in this session (signed in with one or registered one). */
  passkeyVerified: boolean;
  user: { id: number; name: string; email: string; role: Role; disabledAt: Date | null; twoFactorSince: Date | null; hasPasskey: boolean };
}

export async function insertSession(
  database: Queryable,
  input: { id: string; userId: number; kind: SessionKind; ip?: string | null; userAgent?: string | null; expiresAt: Date; passkeyVerified?: boolean },
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
      passkey_verified: input.passkeyVerified ?? false,
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
      "session.passkey_verified",
      "user.id as user_id",
      "user.name",
      "user.email",
      "user.role",
      "user.disabled_at",
      "user.totp_enabled_at",
      (eb) => eb.exists(eb.selectFrom("passkey").select("passkey.id").whereRef("passkey.user_id", "=", "user.id")).as("has_passkey"),
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
    passkeyVerified: row.passkey_verified,
    user: {
      id: row.user_id,
      name: row.name,
      email: row.email,
      role: row.role,
      disabledAt: row.disabled_at,
      twoFactorSince: row.totp_enabled_at,
      hasPasskey: Boolean(row.has_passkey),
    },
  };
}

export async function touchSession(database: Queryable, id: string): Promise<void> {
  await database.updateTable("session").set({ last_seen_at: sql<Date>`now()` }).where("id", "=", id).execute();
}

export async function markSessionPasskeyVerified(database: Queryable, id: string): Promise<void> {
  await database.updateTable("session").set({ passkey_verified: true }).where("id", "=", id).execute();
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

export interface ActiveSession {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

export async function listActiveSessionsOfUser(
  database: Queryable,
  input: { userId: number; kind: SessionKind; seenSince: Date },
): Promise<ActiveSession[]> {
  const rows = await database
    .selectFrom("session")
    .select(["id", "ip", "user_agent", "created_at", "last_seen_at"])
    .where("user_id", "=", input.userId)
    .where("kind", "=", input.kind)
    .where("expires_at", ">", sql<Date>`now()`)
    .where("last_seen_at", ">", input.seenSince)
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows.map((row) => ({ id: row.id, ip: row.ip, userAgent: row.user_agent, createdAt: row.created_at, lastSeenAt: row.last_seen_at }));
}

/** Only a session of this user: a form cannot end someone else's. */
export async function deleteSessionOfUser(database: Queryable, input: { userId: number; id: string }): Promise<boolean> {
  const result = await database.deleteFrom("session").where("id", "=", input.id).where("user_id", "=", input.userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every other session and every API token of the user; how many sessions ended. */
export async function deleteOtherSignInsOfUser(database: Queryable, input: { userId: number; keepSessionId: string }): Promise<number> {
  return database.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("session")
      .where("user_id", "=", input.userId)
      .where("id", "!=", input.keepSessionId)
      .executeTakeFirst();
    await trx.deleteFrom("api_token").where("user_id", "=", input.userId).execute();
    return Number(result.numDeletedRows);
  });
}
