import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, Role, UserTable } from "~/db/schema";
import { containsPattern, searchTerm } from "./crud.server";
import { lastPageOf, type Paginated } from "~/utils/pagination";
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

/** The same, holding the row until the transaction ends: a change checks its version against a row nobody else can change meanwhile. */
export async function getUserForUpdate(database: Queryable, id: number): Promise<PublicUser | undefined> {
  return database.selectFrom("user").select(PUBLIC_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
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

// Not an argon2 hash, so no password ever matches it until an invitation sets one.
const NO_PASSWORD = "!";

export async function createUser(
  database: Queryable,
  input: { name: string; email: string; password: string | null; role: Role; phone?: string | null },
): Promise<PublicUser> {
  const passwordHash = input.password === null ? NO_PASSWORD : await hashPassword(input.password);
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
    await endAllSignIns(trx, id, options);
  });
}

export async function endAllSignIns(database: Queryable, userId: number, options: { keepSessionId?: string | null } = {}): Promise<void> {
  await inTransaction(database, async (trx) => {
    await trx.deleteFrom("pending_sign_in").where("user_id", "=", userId).execute();
    let sessions = trx.deleteFrom("session").where("user_id", "=", userId);
    if (options.keepSessionId) sessions = sessions.where("id", "!=", options.keepSessionId);
    await sessions.execute();
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

export async function enableUser(database: Queryable, id: number): Promise<void> {
  await database
    .updateTable("user")
    .set((eb) => ({ disabled_at: null, version: eb("version", "+", 1), updated_at: sql<Date>`now()` }))
    .where("id", "=", id)
    .execute();
}

/** Only the row of this version changes: undefined when someone saved in between. */
export async function saveUserNameAndRole(
  database: Queryable,
  id: number,
  input: { name: string; role: Role; version: number },
): Promise<PublicUser | undefined> {
  return database
    .updateTable("user")
    .set((eb) => ({
      name: input.name.trim(),
      role: input.role,
      admin_type: input.role === "admin" ? "admin" : null,
      version: eb("version", "+", 1),
      updated_at: sql<Date>`now()`,
    }))
    .where("id", "=", id)
    .where("version", "=", input.version)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

/** Locked until the transaction ends: two admins demoting each other wait for one another, so the site keeps an admin. */
export async function lockActiveAdmins(database: Queryable): Promise<number[]> {
  const rows = await database
    .selectFrom("user")
    .select("id")
    .where("role", "=", "admin")
    .where("disabled_at", "is", null)
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

export async function clearTwoFactor(database: Queryable, id: number): Promise<void> {
  await inTransaction(database, async (trx) => {
    await trx
      .updateTable("user")
      .set((eb) => ({
        totp_secret: null,
        totp_enabled_at: null,
        totp_last_step: null,
        version: eb("version", "+", 1),
        updated_at: sql<Date>`now()`,
      }))
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("recovery_code").where("user_id", "=", id).execute();
  });
}

/** Sessions, tokens, resets, invitations and recovery codes go with the row (ON DELETE CASCADE). */
export async function deleteUser(database: Queryable, id: number): Promise<void> {
  await database.deleteFrom("user").where("id", "=", id).execute();
}

export type UserListRow = PublicUser & { invited: boolean };

export async function listUsersPage(
  database: Queryable,
  options: { q?: string; role?: Role; page: number; perPage: number },
): Promise<Paginated<UserListRow>> {
  let base = database.selectFrom("user");
  const q = searchTerm(options.q);
  if (q) {
    const pattern = containsPattern(q);
    base = base.where((eb) => eb.or([eb("name", "ilike", pattern), eb("email", "ilike", pattern)]));
  }
  if (options.role) base = base.where("role", "=", options.role);
  const [items, count] = await Promise.all([
    base
      .select(PUBLIC_COLUMNS)
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom("user_invitation")
              .select("user_invitation.id")
              .whereRef("user_invitation.user_id", "=", "user.id")
              .where("user_invitation.used_at", "is", null),
          )
          .as("invited"),
      )
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return { items: items.map((row) => ({ ...row, invited: Boolean(row.invited) })), total, page: options.page, perPage: options.perPage, lastPage: lastPageOf(total, options.perPage) };
}

async function inTransaction<T>(database: Queryable, work: (trx: Queryable) => Promise<T>): Promise<T> {
  if (database.isTransaction) return work(database);
  return database.transaction().execute(work);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}
