import type { DB } from "~/db/db.server";
import type { SessionKind } from "~/db/schema";
import { endAllSignIns, getUserCredentials, type PublicUser } from "~/models/user.server";
import { dummyPasswordHash, verifyPassword } from "../../utils/password.server";
import { sessionKindOf } from "./session.server";

/**
 * The user whose email and password these are, or null. Customer sign-in accepts
 * customers only and admin sign-in admins and editors only (docs/decisions/002-sessions.md).
 * An unknown email still runs one argon2 verification, against a dummy hash, so
 * it takes as long as a wrong password; a disabled user fails the same way.
 */
export async function verifyCredentials(
  database: DB,
  input: { email: string; password: string; kind: SessionKind },
): Promise<PublicUser | null> {
  const found = await getUserCredentials(database, { email: input.email });
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!found || !valid) return null;
  if (found.user.disabled_at !== null || sessionKindOf(found.user.role) !== input.kind) return null;
  return found.user;
}

export async function verifyCurrentPassword(database: DB, userId: number, password: string): Promise<boolean> {
  const found = await getUserCredentials(database, { id: userId });
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), password);
  return Boolean(found) && valid;
}

/**
 * A change of how the account proves who it is (two-factor on or off, a new
 * password, and passkeys when they come) ends every other browser session and
 * every API token of the account: whoever held one may have got it with the
 * old factors. `keepSessionId` is the session that made the change, which
 * stays; without it (a reset by email, or by an admin) nothing stays.
 */
export async function endOtherCredentials(database: DB, input: { userId: number; keepSessionId: string | null }): Promise<void> {
  await endAllSignIns(database, input.userId, { keepSessionId: input.keepSessionId });
}
