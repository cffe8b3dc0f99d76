import type { DB } from "~/db/db.server";
import type { SessionKind } from "~/db/schema";
import { endAllSignIns, getUserCredentials, type PublicUser } from "~/models/user.server";
import { dummyPasswordHash, verifyPassword } from "../../utils/password.server";
import { sessionKindOf } from "./session.server";

/** An unknown email still runs one argon2 verification, so it takes as long as a wrong password. */
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

/** After a change of factors: whoever held a credential may have got it with the old ones. */
export async function endOtherCredentials(database: DB, input: { userId: number; keepSessionId: string | null }): Promise<void> {
  await endAllSignIns(database, input.userId, { keepSessionId: input.keepSessionId });
}
