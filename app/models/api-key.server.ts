import { sql, type Kysely, type Selectable } from "kysely";
import type { ApiKeyTable, Database } from "~/db/schema";

type Queryable = Kysely<Database>;

export type ApiKey = Selectable<ApiKeyTable>;
export type ApiKeyListed = Omit<ApiKey, "key_hash"> & { owner_email: string | null };

const COLUMNS = ["id", "user_id", "name", "scope", "key_start", "expires_at", "last_used_at", "created_at"] as const;

export async function insertApiKey(
  database: Queryable,
  input: { userId: number; name: string; scope: ApiKey["scope"]; keyHash: string; keyStart: string; expiresAt: Date | null },
): Promise<Omit<ApiKey, "key_hash">> {
  return database
    .insertInto("api_key")
    .values({
      user_id: input.userId,
      name: input.name,
      scope: input.scope,
      key_hash: input.keyHash,
      key_start: input.keyStart,
      expires_at: input.expiresAt,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Newest first, with the email of the admin who made each. */
export async function listApiKeys(database: Queryable): Promise<ApiKeyListed[]> {
  return database
    .selectFrom("api_key")
    .leftJoin("user", "user.id", "api_key.user_id")
    .select(COLUMNS.map((column) => `api_key.${column}` as const))
    .select("user.email as owner_email")
    .orderBy("api_key.created_at", "desc")
    .orderBy("api_key.id", "desc")
    .execute();
}

export async function getApiKeyById(database: Queryable, id: number): Promise<Omit<ApiKey, "key_hash"> | undefined> {
  return database.selectFrom("api_key").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function getApiKeyByHash(database: Queryable, keyHash: string): Promise<ApiKey | undefined> {
  return database.selectFrom("api_key").select([...COLUMNS, "key_hash"]).where("key_hash", "=", keyHash).executeTakeFirst();
}

export async function touchApiKey(database: Queryable, id: number): Promise<void> {
  await database.updateTable("api_key").set({ last_used_at: sql<Date>`now()` }).where("id", "=", id).execute();
}

export async function deleteApiKey(database: Queryable, id: number): Promise<boolean> {
  const result = await database.deleteFrom("api_key").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
