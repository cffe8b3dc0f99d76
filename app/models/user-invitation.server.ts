import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";

type Queryable = Kysely<Database>;

export interface Invitation {
  id: number;
  userId: number;
  expiresAt: Date;
  usedAt: Date | null;
}

export async function insertInvitation(
  database: Queryable,
  input: { userId: number; tokenHash: string; invitedBy: number | null; expiresAt: Date },
): Promise<void> {
  await database
    .insertInto("user_invitation")
    .values({ user_id: input.userId, token_hash: input.tokenHash, invited_by: input.invitedBy, expires_at: input.expiresAt })
    .execute();
}

/** Whatever its state, so the page can say whether the link was used or is too old. */
export async function findInvitation(database: Queryable, tokenHash: string): Promise<Invitation | undefined> {
  const row = await database
    .selectFrom("user_invitation")
    .select(["id", "user_id", "expires_at", "used_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at } : undefined;
}

/** One statement, so two submissions of the same link cannot both succeed. */
export async function consumeInvitation(database: Queryable, tokenHash: string): Promise<{ userId: number } | undefined> {
  const row = await database
    .updateTable("user_invitation")
    .set({ used_at: sql<Date>`now()` })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .returning("user_id")
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/** Uses up every waiting invitation of the user: only the newest link may work. */
export async function voidInvitationsOfUser(database: Queryable, userId: number): Promise<void> {
  await database
    .updateTable("user_invitation")
    .set({ used_at: sql<Date>`now()` })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** The newest invitation that has not been accepted, expired or not. */
export async function waitingInvitationOf(database: Queryable, userId: number): Promise<{ expiresAt: Date } | undefined> {
  const row = await database
    .selectFrom("user_invitation")
    .select("expires_at")
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { expiresAt: row.expires_at } : undefined;
}
