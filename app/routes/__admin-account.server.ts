import { json, redirect } from "@remix-run/node";
import { db } from "~/db/db.server";
import { listPasskeysOfUser } from "~/models/passkey.server";
import { changePassword, getUserById, updateUserProfile } from "~/models/user.server";
import { deleteOtherSignInsOfUser, deleteSessionOfUser, listActiveSessionsOfUser } from "~/models/session.server";
import { ADMIN_CACHE_HEADERS } from "~/routes/__admin-screen.server";
import { accountNameSchema, fieldErrors, formFields, keptValues, passwordChangeSchema, type FieldMessages } from "~/schemas/user";
import { checkWithSignInLimit, mustSetUpTwoFactor, type SessionUser } from "~/services/auth/auth.server";
import { verifyCurrentPassword } from "~/services/auth/credentials.server";
import { relyingParty, removePasskey } from "~/services/auth/passkeys.server";
import { tooManyAttemptsMessage } from "~/services/auth/rate-limit.server";
import { SESSION_POLICY } from "~/services/auth/session.server";
import {
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  startTwoFactorSetup,
  turnOffTwoFactor,
  twoFactorStatus,
  verifySecondFactor,
  TWO_FACTOR_CODE_REQUIRED,
} from "~/services/auth/two-factor.server";
import { recordAudit } from "~/services/content/audit.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/toast.server";
import { describeUserAgent } from "~/utils/user-agent";

/** Every form of /admin/account posts here with its `intent` (docs/two-factor.md). */

const PAGE = "/admin/account";
export const WRONG_CURRENT_PASSWORD = "The current password is not correct";
const PASSWORD_OR_CODE = "Enter your current password or a code";
const WRONG_PASSWORD_OR_CODE = "Neither the password nor the code is correct";

export type AccountIntent = "name" | "password" | "two-factor-confirm" | "two-factor-off" | "session" | "passkey-remove";

export interface AccountActionData {
  intent: AccountIntent;
  errors: FieldMessages;
  values: Record<string, string>;
  /** Shown once, right after two-factor was turned on. */
  recoveryCodes?: string[];
}

export async function accountLoader(staff: SessionUser) {
  const database = db();
  const user = await getUserById(database, staff.id);
  if (!user) throw redirect("/admin/login");
  const idleMs = SESSION_POLICY.admin.idleMs;
  const rp = relyingParty();
  const [twoFactor, sessions, passkeys] = await Promise.all([
    twoFactorStatus(database, staff),
    listActiveSessionsOfUser(database, { userId: staff.id, kind: "admin", seenSince: new Date(Date.now() - idleMs) }),
    listPasskeysOfUser(database, staff.id),
  ]);
  return json(
    {
      user: { name: user.name, email: user.email, role: user.role },
      twoFactorRequired: mustSetUpTwoFactor(staff),
      twoFactor,
      passkeys: passkeys.map((passkey) => ({ id: passkey.id, name: passkey.name, createdAt: passkey.created_at, lastUsedAt: passkey.last_used_at })),
      passkeysUnavailable: rp.ok ? null : rp.reason,
      sessions: sessions.map((session) => ({
        id: session.id,
        browser: describeUserAgent(session.userAgent),
        ip: session.ip,
        lastSeenAt: session.lastSeenAt,
        current: session.id === staff.sessionId,
      })),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

function refused(intent: AccountIntent, errors: FieldMessages, values: Record<string, string>, status = 422) {
  return json<AccountActionData>({ intent, errors, values }, { status, headers: ADMIN_CACHE_HEADERS });
}

export async function accountAction(request: Request, staff: SessionUser, ip: string) {
  const database = db();
  const fields = formFields(await readFormData(request));
  const values = keptValues(fields);
  const actor = { id: staff.id, email: staff.email };
  const audit = { actor, entity: "user", entityId: staff.id, ip };

  switch (fields.intent) {
    case "name": {
      const parsed = accountNameSchema.safeParse(fields);
      if (!parsed.success) return refused("name", fieldErrors(parsed.error), values);
      const user = await getUserById(database, staff.id);
      await updateUserProfile(database, staff.id, { name: parsed.data.name, phone: user?.phone ?? null });
      await recordAudit(database, { ...audit, action: "update", summary: "changed their name" });
      return redirectWithToast(PAGE, { type: "success", message: "Your name has been saved." });
    }
    case "password": {
      const parsed = passwordChangeSchema.safeParse(fields);
      if (!parsed.success) return refused("password", fieldErrors(parsed.error), values);
      const checked = await checkWithSignInLimit(database, { email: staff.email, ip }, async () =>
        (await verifyCurrentPassword(database, staff.id, parsed.data.current_password)) ? true : null,
      );
      if (checked.status === "limited") return refused("password", { current_password: tooManyAttemptsMessage(checked.retryAfterSeconds) }, values, 429);
      if (checked.status === "invalid") return refused("password", { current_password: WRONG_CURRENT_PASSWORD }, values);
      await changePassword(database, staff.id, parsed.data.password, { keepSessionId: staff.sessionId });
      await recordAudit(database, { ...audit, action: "password_change", summary: "changed their password; other sessions and API tokens ended" });
      return redirectWithToast(PAGE, { type: "success", message: "Your password has been changed. Your other sessions were signed out." });
    }
    case "two-factor-start": {
      await startTwoFactorSetup(database, staff.id);
      return redirect(`${PAGE}#two-factor`, { headers: ADMIN_CACHE_HEADERS });
    }
    case "two-factor-cancel": {
      await cancelTwoFactorSetup(database, staff.id);
      return redirectWithToast(PAGE, { type: "success", message: "Two-factor setup cancelled." });
    }
    case "two-factor-confirm": {
      const result = await confirmTwoFactorSetup(database, { user: actor, code: fields.code ?? "", keepSessionId: staff.sessionId, ip });
      if (!result.ok) return refused("two-factor-confirm", { code: TWO_FACTOR_CODE_REQUIRED }, {});
      // Not a redirect: the codes exist in this one answer and nowhere else.
      return json<AccountActionData>(
        { intent: "two-factor-confirm", errors: {}, values: {}, recoveryCodes: result.recoveryCodes },
        { headers: ADMIN_CACHE_HEADERS },
      );
    }
    case "two-factor-off": {
      const password = fields.password ?? "";
      const code = (fields.code ?? "").trim();
      if (!password && !code) return refused("two-factor-off", { password: PASSWORD_OR_CODE }, {});
      const checked = await checkWithSignInLimit(database, { email: staff.email, ip }, async () => {
        if (password && (await verifyCurrentPassword(database, staff.id, password))) return "password" as const;
        if (code && (await verifySecondFactor(database, { userId: staff.id, code }))) return "code" as const;
        return null;
      });
      if (checked.status === "limited") return refused("two-factor-off", { password: tooManyAttemptsMessage(checked.retryAfterSeconds) }, {}, 429);
      if (checked.status === "invalid") return refused("two-factor-off", { password: WRONG_PASSWORD_OR_CODE }, {});
      await turnOffTwoFactor(database, { user: actor, keepSessionId: staff.sessionId, ip, proof: checked.value });
      return redirectWithToast(PAGE, { type: "success", message: "Two-factor sign-in is off. Your other sessions were signed out." });
    }
    case "session": {
      const id = fields.session ?? "";
      if (id === staff.sessionId) return refused("session", { session: "To end this session, use Log Out." }, {}, 400);
      const ended = /^[0-9a-f]{64}$/.test(id) && (await deleteSessionOfUser(database, { userId: staff.id, id }));
      if (!ended) return refused("session", { session: "This session has already ended." }, {}, 404);
      await recordAudit(database, { ...audit, action: "session_revoke", summary: "signed out one of their other sessions" });
      return redirectWithToast(PAGE, { type: "success", message: "That session has been signed out." });
    }
    case "sessions-others": {
      const count = await deleteOtherSignInsOfUser(database, { userId: staff.id, keepSessionId: staff.sessionId });
      await recordAudit(database, { ...audit, action: "session_revoke", summary: `signed out everywhere else (${count} other sessions, and every API token)` });
      return redirectWithToast(PAGE, { type: "success", message: "You have been signed out everywhere else." });
    }
    case "passkey-remove": {
      const passkey = fields.passkey ?? "";
      const removed = await removePasskey(database, { user: actor, sessionId: staff.sessionId, passkeyId: passkey, password: fields.password ?? "", ip });
      if (!removed.ok) return refused("passkey-remove", { [removed.field]: removed.message }, { passkey }, removed.status);
      return redirectWithToast(PAGE, { type: "success", message: `The passkey "${removed.name}" has been removed. Your other sessions were signed out.` });
    }
    default:
      return json({ message: "Unknown action." }, { status: 400, headers: ADMIN_CACHE_HEADERS });
  }
}
