import { sql, type Kysely, type Selectable } from "kysely";
import type { ApiTokenTable, Database } from "~/db/schema";

type Queryable = Kysely<Database>;

export type ApiToken = Selectable<ApiTokenTable>;

const COLUMNS = ["id", "user_id", "token_hash", "name", "last_used_at", "expires_at", "created_at"] as const;

export async function insertApiToken(
  database: Queryable,
  input: { userId: number; tokenHash: string; name: string; expiresAt: Date },
): Promise<ApiToken> {
  return database
    .insertInto("api_token")
    .values({
      user_id: input.userId,
      token_hash: input.tokenHash,
      name: input.name,
      expires_at: input.expiresAt,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function getApiToken(
  database: Queryable,
  by: { id: number } | { tokenHash: string },
): Promise<ApiToken | undefined> {
  const query = database.selectFrom("api_token").select(COLUMNS);
  return ("id" in by ? query.where("id", "=", by.id) : query.where("token_hash", "=", by.tokenHash)).executeTakeFirst();
}

export async function touchApiToken(
  database: Queryable,
  input: { id: number; usedAt: Date; expiresAt: Date },
): Promise<void> {
  await database
    .updateTable("api_token")
    .set({ last_used_at: input.usedAt, expires_at: input.expiresAt })
    .where("id", "=", input.id)
    .execute();
}

export async function deleteApiToken(database: Queryable, id: number): Promise<void> {
  await database.deleteFrom("api_token").where("id", "=", id).execute();
}

export async function deleteApiTokensOfUser(database: Queryable, userId: number): Promise<void> {
  await database.deleteFrom("api_token").where("user_id", "=", userId).execute();
}

export async function deleteExpiredApiTokensOfUser(database: Queryable, userId: number): Promise<void> {
  await database
    .deleteFrom("api_token")
    .where("user_id", "=", userId)
    .where("expires_at", "<=", sql<Date>`now()`)
    .execute();
}
