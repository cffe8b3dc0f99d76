import crypto from "node:crypto";
import type { DB } from "~/db/db.server";
import { env } from "~/env.server";
import {
  consumePasswordReset,
  findUsablePasswordReset,
  insertPasswordReset,
  voidPasswordResetsOfUser,
} from "~/models/password-reset.server";
import { voidInvitationsOfUser } from "~/models/user-invitation.server";
import { changePassword, getUserByEmail, getUserById, type PublicUser } from "~/models/user.server";
import { recordAudit } from "../content/audit.server";
import { sendMail } from "../mail/mail.server";
import { t } from "../messages.server";
import { localePath } from "~/utils/locales";

// Only the token's SHA-256 is stored (docs/product.md#security).

const RESET_TOKEN_TTL_MS = 60 * 60_000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/**
 * The email goes out after this returns, so a known email does not answer more slowly than an unknown one.
 * `locale`: the language of the page it was asked from (the default one unless given); the email is
 * written in it and its link leads to that language's reset page.
 */
export async function requestPasswordReset(
  database: DB,
  input: { email: string; origin: string; locale?: string },
): Promise<{ sending: Promise<void> }> {
  const user = await getUserByEmail(database, input.email);
  if (!user || user.disabled_at !== null) return { sending: Promise.resolve() };

  const token = crypto.randomBytes(32).toString("base64url");
  await insertPasswordReset(database, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const { SITE_URL, SITE_LOCALES: locales } = env();
  const locale = input.locale ?? locales[0];
  const link = `${SITE_URL ?? input.origin}${localePath(locale, `/reset-password/${token}`, locales)}`;
  const sending = sendResetEmail(user, link, locale).catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: "error", msg: "password reset email failed", error: String(error) }),
    );
  });
  return { sending };
}

function sendResetEmail(user: PublicUser, link: string, locale: string) {
  return sendMail({
    to: user.email,
    subject: t(locale, "mail.reset.subject"),
    text: t(locale, "mail.reset.text", { name: user.name, link }),
  }).then(() => undefined);
}

export async function isResetTokenUsable(database: DB, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const reset = await findUsablePasswordReset(database, hashToken(token));
  if (!reset) return false;
  const user = await getUserById(database, reset.userId);
  return Boolean(user && user.disabled_at === null);
}

export async function resetPassword(
  database: DB,
  input: { token: string; password: string; ip?: string },
): Promise<PublicUser | null> {
  if (!TOKEN_PATTERN.test(input.token)) return null;
  return database.transaction().execute(async (trx) => {
    const reset = await consumePasswordReset(trx, hashToken(input.token));
    if (!reset) return null;
    const user = await getUserById(trx, reset.userId);
    if (!user || user.disabled_at !== null) return null;
    await changePassword(trx, user.id, input.password);
    await voidPasswordResetsOfUser(trx, user.id);
    // Someone invited who chose a password this way has nothing left to accept.
    await voidInvitationsOfUser(trx, user.id);
    await recordAudit(trx, {
      actor: { id: user.id, email: user.email },
      action: "update",
      entity: "user",
      entityId: user.id,
      summary: "password reset by email",
      ip: input.ip,
    });
    return user;
  });
}
