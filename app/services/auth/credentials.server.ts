import type { DB } from "~/db/db.server";
import type { Role } from "~/db/schema";
import { getUserCredentials, type PublicUser } from "~/models/user.server";
import { dummyPasswordHash, verifyPassword } from "../../utils/password.server";

/**
 * The user whose email and password these are, or null. Customer sign-in accepts
 * customers only and admin sign-in admins only (docs/decisions/002-sessions.md).
 * An unknown email still runs one argon2 verification, against a dummy hash, so
 * it takes as long as a wrong password; a disabled user fails the same way.
 */
export async function verifyCredentials(
  database: DB,
  input: { email: string; password: string; role: Role },
): Promise<PublicUser | null> {
  const found = await getUserCredentials(database, { email: input.email });
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!found || !valid) return null;
  if (found.user.disabled_at !== null || found.user.role !== input.role) return null;
  return found.user;
}

export async function verifyCurrentPassword(database: DB, userId: number, password: string): Promise<boolean> {
  const found = await getUserCredentials(database, { id: userId });
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), password);
  return Boolean(found) && valid;
}
