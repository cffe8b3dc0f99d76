import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";

type Queryable = Kysely<Database>;

export async function insertPasswordReset(
  database: Queryable,
  input: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await database
    .insertInto("password_reset")
    .values({ user_id: input.userId, token_hash: input.tokenHash, expires_at: input.expiresAt })
    .execute();
}

/** The user of an unused, unexpired reset, without using it up. */
export async function findUsablePasswordReset(
  database: Queryable,
  tokenHash: string,
): Promise<{ userId: number } | undefined> {
  const row = await database
    .selectFrom("password_reset")
    .select("user_id")
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/** One statement, so two submissions of the same link cannot both succeed. */
export async function consumePasswordReset(
  database: Queryable,
  tokenHash: string,
): Promise<{ userId: number } | undefined> {
  const row = await database
    .updateTable("password_reset")
    .set({ used_at: sql<Date>`now()` })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", sql<Date>`now()`)
    .returning("user_id")
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/** Uses up every outstanding reset of the user (after a reset, older links stop working). */
export async function voidPasswordResetsOfUser(database: Queryable, userId: number): Promise<void> {
  await database
    .updateTable("password_reset")
    .set({ used_at: sql<Date>`now()` })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}
