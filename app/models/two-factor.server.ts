import { sql, type Kysely } from "kysely";
import type { Database } from "~/db/schema";

type Queryable = Kysely<Database>;

// The secret is stored sealed (app/services/auth/secret-box.server.ts); one without `enabledAt` is an unconfirmed setup.

export interface TotpState {
  sealedSecret: string | null;
  enabledAt: Date | null;
  lastStep: number | null;
}

export async function getTotpState(database: Queryable, userId: number): Promise<TotpState | undefined> {
  const row = await database
    .selectFrom("user")
    .select(["totp_secret", "totp_enabled_at", "totp_last_step"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  // bigint columns may arrive as strings from pg.
  const lastStep = row.totp_last_step === null ? null : Number(row.totp_last_step);
  return { sealedSecret: row.totp_secret, enabledAt: row.totp_enabled_at, lastStep };
}

/** A new setup replaces any unconfirmed one; never an enabled one. */
export async function savePendingTotpSecret(database: Queryable, input: { userId: number; sealedSecret: string }): Promise<boolean> {
  const result = await database
    .updateTable("user")
    .set({ totp_secret: input.sealedSecret, totp_last_step: null })
    .where("id", "=", input.userId)
    .where("totp_enabled_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function clearPendingTotpSecret(database: Queryable, userId: number): Promise<void> {
  await database.updateTable("user").set({ totp_secret: null }).where("id", "=", userId).where("totp_enabled_at", "is", null).execute();
}

export async function enableTotp(
  database: Queryable,
  input: { userId: number; step: number; recoveryCodeHashes: string[] },
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("user")
      .set({ totp_enabled_at: sql<Date>`now()`, totp_last_step: input.step, updated_at: sql<Date>`now()` })
      .where("id", "=", input.userId)
      .where("totp_enabled_at", "is", null)
      .where("totp_secret", "is not", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom("recovery_code").where("user_id", "=", input.userId).execute();
    await trx
      .insertInto("recovery_code")
      .values(input.recoveryCodeHashes.map((hash) => ({ user_id: input.userId, code_hash: hash })))
      .execute();
    return true;
  });
}

export async function disableTotp(database: Queryable, userId: number): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable("user")
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: sql<Date>`now()` })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("recovery_code").where("user_id", "=", userId).execute();
  });
}

/** Only a step later than the last: of two requests with the same code, one wins and the other is refused. */
export async function advanceTotpStep(database: Queryable, input: { userId: number; step: number }): Promise<boolean> {
  const result = await database
    .updateTable("user")
    .set({ totp_last_step: input.step })
    .where("id", "=", input.userId)
    .where("totp_enabled_at", "is not", null)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", input.step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function consumeRecoveryCode(database: Queryable, input: { userId: number; codeHash: string }): Promise<boolean> {
  const result = await database
    .updateTable("recovery_code")
    .set({ used_at: sql<Date>`now()` })
    .where("id", "=", (eb) =>
      eb
        .selectFrom("recovery_code")
        .select("id")
        .where("user_id", "=", input.userId)
        .where("code_hash", "=", input.codeHash)
        .where("used_at", "is", null)
        .limit(1),
    )
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(database: Queryable, userId: number): Promise<number> {
  const row = await database
    .selectFrom("recovery_code")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
