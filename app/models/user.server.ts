import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, Role, UserTable } from "~/db/schema";
import { hashPassword } from "~/utils/password.server";

type Queryable = Kysely<Database>;

/** A user as every caller sees it: never the password hash. */
export type PublicUser = Omit<Selectable<UserTable>, "password_hash" | "totp_secret" | "totp_last_step">;

const PUBLIC_COLUMNS = [
  "id",
  "name",
  "email",
  "phone",
  "role",
  "admin_type",
  "disabled_at",
  "last_login_at",
  "totp_enabled_at",
  "version",
  "created_at",
  "updated_at",
] as const;

export class EmailTakenError extends Error {
  constructor() {
    super("This email is already registered");
    this.name = "EmailTakenError";
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function getUserById(database: Queryable, id: number): Promise<PublicUser | undefined> {
  return database.selectFrom("user").select(PUBLIC_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/** Case-insensitive, matching the unique index on lower(email). */
export async function getUserByEmail(
  database: Queryable,
  email: string,
): Promise<PublicUser | undefined> {
  return database
    .selectFrom("user")
    .select(PUBLIC_COLUMNS)
    .where(sql<string>`lower(email)`, "=", normalizeEmail(email))
    .executeTakeFirst();
}

/** For app/services/auth/credentials.server.ts only: nothing else should ever hold a hash. */
export async function getUserCredentials(
  database: Queryable,
  by: { email: string } | { id: number },
): Promise<{ user: PublicUser; passwordHash: string } | undefined> {
  let query = database.selectFrom("user").select([...PUBLIC_COLUMNS, "password_hash"]);
  query =
    "email" in by
      ? query.where(sql<string>`lower(email)`, "=", normalizeEmail(by.email))
      : query.where("id", "=", by.id);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { password_hash: passwordHash, ...user } = row;
  return { user, passwordHash };
}

export async function createUser(
  database: Queryable,
  input: { name: string; email: string; password: string; role: Role; phone?: string | null },
): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await database
      .insertInto("user")
      .values({
        name: input.name.trim(),
        email: input.email.trim(),
        phone: input.phone?.trim() || null,
        password_hash: passwordHash,
        role: input.role,
        admin_type: input.role === "admin" ? "admin" : null,
      })
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}

export async function updateUserProfile(
  database: Queryable,
  id: number,
  input: { name: string; phone?: string | null },
): Promise<PublicUser | undefined> {
  return database
    .updateTable("user")
    .set((eb) => ({
      name: input.name.trim(),
      phone: input.phone?.trim() || null,
      version: eb("version", "+", 1),
      updated_at: sql<Date>`now()`,
    }))
    .where("id", "=", id)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

/** Whoever knew the old password must not stay signed in (only `keepSessionId` survives). */
export async function changePassword(
  database: Queryable,
  id: number,
  newPassword: string,
  options: { keepSessionId?: string } = {},
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await inTransaction(database, async (trx) => {
    await trx
      .updateTable("user")
      .set((eb) => ({
        password_hash: passwordHash,
        version: eb("version", "+", 1),
        updated_at: sql<Date>`now()`,
      }))
      .where("id", "=", id)
      .execute();
    let sessions = trx.deleteFrom("session").where("user_id", "=", id);
    if (options.keepSessionId) sessions = sessions.where("id", "!=", options.keepSessionId);
    await sessions.execute();
    await trx.deleteFrom("api_token").where("user_id", "=", id).execute();
  });
}

export async function endAllSignIns(database: Queryable, userId: number): Promise<void> {
  await inTransaction(database, async (trx) => {
    await trx.deleteFrom("session").where("user_id", "=", userId).execute();
    await trx.deleteFrom("api_token").where("user_id", "=", userId).execute();
  });
}

export async function disableUser(database: Queryable, id: number): Promise<void> {
  await inTransaction(database, async (trx) => {
    await trx
      .updateTable("user")
      .set((eb) => ({
        disabled_at: sql<Date>`now()`,
        version: eb("version", "+", 1),
        updated_at: sql<Date>`now()`,
      }))
      .where("id", "=", id)
      .execute();
    await endAllSignIns(trx, id);
  });
}

export async function recordLogin(database: Queryable, id: number): Promise<void> {
  await database.updateTable("user").set({ last_login_at: sql<Date>`now()` }).where("id", "=", id).execute();
}

export async function listUsers(
  database: Queryable,
  options: { role?: Role; limit?: number; offset?: number } = {},
): Promise<PublicUser[]> {
  let query = database.selectFrom("user").select(PUBLIC_COLUMNS).orderBy("id");
  if (options.role) query = query.where("role", "=", options.role);
  return query
    .limit(options.limit ?? 100)
    .offset(options.offset ?? 0)
    .execute();
}

async function inTransaction<T>(database: Queryable, work: (trx: Queryable) => Promise<T>): Promise<T> {
  if (database.isTransaction) return work(database);
  return database.transaction().execute(work);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}
