import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

type Queryable = Kysely<Database>;

interface PendingSignInRow {
  id: string;
  userId: number;
  email: string;
  redirectTo: string;
  expiresAt: Date;
}

/** A user's expired rows go whenever a new one is made for them. */
export async function insertPendingSignIn(
  database: Queryable,
  input: { id: string; userId: number; redirectTo: string; expiresAt: Date; now: Date },
): Promise<void> {
  await database.deleteFrom("pending_sign_in").where("user_id", "=", input.userId).where("expires_at", "<=", input.now).execute();
  await database
    .insertInto("pending_sign_in")
    .values({ id: input.id, user_id: input.userId, redirect_to: input.redirectTo, expires_at: input.expiresAt })
    .execute();
}

export async function findPendingSignIn(database: Queryable, id: string): Promise<PendingSignInRow | undefined> {
  const row = await database
    .selectFrom("pending_sign_in")
    .innerJoin("user", "user.id", "pending_sign_in.user_id")
    .select(["pending_sign_in.id", "pending_sign_in.user_id", "user.email", "pending_sign_in.redirect_to", "pending_sign_in.expires_at"])
    .where("pending_sign_in.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, userId: row.user_id, email: row.email, redirectTo: row.redirect_to, expiresAt: row.expires_at };
}

export async function deleteExpiredPendingSignIns(database: Queryable, now: Date): Promise<void> {
  await database.deleteFrom("pending_sign_in").where("expires_at", "<=", now).execute();
}

/** True for the one caller that deleted the row: of two sign-ins completing together, only one gets it. */
export async function deletePendingSignIn(database: Queryable, id: string): Promise<boolean> {
  const result = await database.deleteFrom("pending_sign_in").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
