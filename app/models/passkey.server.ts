import type { Kysely, Selectable } from "kysely";
import type { Database, PasskeyTable, SessionKind } from "~/db/schema";

type Queryable = Kysely<Database>;

export type Passkey = Selectable<PasskeyTable>;
export type PasskeySummary = Pick<Passkey, "id" | "name" | "created_at" | "last_used_at">;

export async function listPasskeysOfUser(database: Queryable, userId: number): Promise<PasskeySummary[]> {
  return database
    .selectFrom("passkey")
    .select(["id", "name", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function passkeyIdsOfUser(database: Queryable, userId: number): Promise<Array<Pick<Passkey, "id" | "transports">>> {
  return database.selectFrom("passkey").select(["id", "transports"]).where("user_id", "=", userId).execute();
}

export async function findPasskey(database: Queryable, id: string): Promise<Passkey | undefined> {
  return database.selectFrom("passkey").selectAll().where("id", "=", id).executeTakeFirst();
}

/** False when a passkey with this credential id exists already (two registrations of one passkey at once). */
export async function insertPasskey(
  database: Queryable,
  input: { id: string; userId: number; name: string; publicKey: string; counter: number; transports: string },
): Promise<boolean> {
  const inserted = await database
    .insertInto("passkey")
    .values({
      id: input.id,
      user_id: input.userId,
      name: input.name,
      public_key: input.publicKey,
      counter: input.counter,
      transports: input.transports,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Compare-and-set: of two requests carrying the same signature counter only one
 * moves it on. A counter of 0 on both sides is an authenticator that keeps none
 * (most synced passkeys); the single-use challenge refuses its replays.
 */
export async function advancePasskeyCounter(
  database: Queryable,
  input: { id: string; oldCounter: number; newCounter: number; now: Date },
): Promise<boolean> {
  const keepsNone = input.oldCounter === 0 && input.newCounter === 0;
  if (!keepsNone && input.newCounter <= input.oldCounter) return false;
  const result = await database
    .updateTable("passkey")
    .set({ counter: input.newCounter, last_used_at: input.now })
    .where("id", "=", input.id)
    .where("counter", "=", input.oldCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Only a passkey of this user: a form cannot remove someone else's. */
export async function deletePasskeyOfUser(database: Queryable, input: { userId: number; id: string }): Promise<PasskeySummary | undefined> {
  return database
    .deleteFrom("passkey")
    .where("id", "=", input.id)
    .where("user_id", "=", input.userId)
    .returning(["id", "name", "created_at", "last_used_at"])
    .executeTakeFirst();
}

export async function insertChallenge(
  database: Queryable,
  input: { challenge: string; purpose: "register" | "sign_in"; kind: SessionKind; userId: number | null; expiresAt: Date; now: Date },
): Promise<void> {
  // Old challenges go whenever a new one is made, so the table never grows with abandoned ceremonies.
  await database.deleteFrom("webauthn_challenge").where("expires_at", "<=", input.now).execute();
  await database
    .insertInto("webauthn_challenge")
    .values({ id: input.challenge, purpose: input.purpose, kind: input.kind, user_id: input.userId, expires_at: input.expiresAt })
    .execute();
}

/** Deletes the challenge and says whether it was there, unexpired and for this purpose: a challenge answers once. */
export async function consumeChallenge(
  database: Queryable,
  input: { challenge: string; purpose: "register" | "sign_in"; kind: SessionKind; userId: number | null; now: Date },
): Promise<boolean> {
  const row = await database
    .deleteFrom("webauthn_challenge")
    .where("id", "=", input.challenge)
    .returning(["purpose", "kind", "user_id", "expires_at"])
    .executeTakeFirst();
  if (!row) return false;
  return row.purpose === input.purpose && row.kind === input.kind && row.user_id === input.userId && row.expires_at.getTime() > input.now.getTime();
}
