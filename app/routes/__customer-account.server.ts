import { json, redirect } from "@remix-run/node";
import { db } from "~/db/db.server";
import { listPasskeysOfUser } from "~/models/passkey.server";
import { changePassword, getUserById, updateUserProfile } from "~/models/user.server";
import { fieldErrors, formFields, keptValues, passwordChangeSchemaIn, profileSchemaIn, type FieldMessages } from "~/schemas/user";
import { accountWordsIn, passwordHintIn } from "~/services/auth/account-words.server";
import { requireSignedInCustomer } from "~/services/auth/auth.server";
import { verifyCurrentPassword } from "~/services/auth/credentials.server";
import { relyingParty, removePasskey } from "~/services/auth/passkeys.server";
import { recordAudit } from "~/services/content/audit.server";
import { readFormData } from "~/services/form-data.server";
import { t } from "~/services/messages.server";
import { localePath } from "~/utils/locales";

/**
 * The customer's account page, /account and /{lang}/account: one loader and one action, the page's
 * words and the forms' refusals in its language (docs/locales.md).
 */

export interface AccountActionData {
  intent: "profile" | "password" | "passkey-remove";
  errors: FieldMessages;
  values: Record<string, string>;
}

const SAVED = ["profile", "password", "passkey-removed"] as const;

export async function accountPageData(request: Request, locale: string, locales: readonly string[]) {
  const customer = await requireSignedInCustomer(request);
  const path = localePath(locale, "/account", locales);
  const user = await getUserById(db(), customer.id);
  if (!user) throw redirect(`${localePath(locale, "/login", locales)}?${new URLSearchParams({ redirectTo: path })}`);
  const saved = new URL(request.url).searchParams.get("saved");
  const rp = relyingParty();
  const passkeys = await listPasskeysOfUser(db(), customer.id);
  return {
    user: { name: user.name, email: user.email, phone: user.phone ?? "" },
    saved: SAVED.find((notice) => notice === saved) ?? null,
    passkeys: passkeys.map((passkey) => ({ id: passkey.id, name: passkey.name, createdAt: passkey.created_at, lastUsedAt: passkey.last_used_at })),
    passkeysUnavailable: rp.ok ? null : rp.reason,
    title: t(locale, "account.title"),
    passwordHint: `${passwordHintIn(locale)} ${t(locale, "account.signsOutOthers")}`,
    paths: Object.fromEntries(locales.map((code) => [code, "/account"])),
  };
}

export async function accountPageAction(request: Request, ip: string, locale: string, locales: readonly string[]) {
  const customer = await requireSignedInCustomer(request);
  const fields = formFields(await readFormData(request));
  const values = keptValues(fields);
  const audit = { actor: { id: customer.id, email: customer.email }, entity: "user", entityId: customer.id, ip };
  const saved = (notice: (typeof SAVED)[number]) => redirect(`${localePath(locale, "/account", locales)}?saved=${notice}`);

  if (fields.intent === "passkey-remove") {
    const passkey = fields.passkey ?? "";
    const removed = await removePasskey(db(), { user: customer, sessionId: customer.sessionId, passkeyId: passkey, password: fields.password ?? "", ip, locale });
    if (!removed.ok) {
      return json<AccountActionData>({ intent: "passkey-remove", errors: { [removed.field]: removed.message }, values: { passkey } }, { status: removed.status });
    }
    return saved("passkey-removed");
  }

  const words = accountWordsIn(locale);
  if (fields.intent === "password") {
    const parsed = passwordChangeSchemaIn(words).safeParse(fields);
    if (!parsed.success) {
      return json<AccountActionData>({ intent: "password", errors: fieldErrors(parsed.error), values }, { status: 400 });
    }
    if (!(await verifyCurrentPassword(db(), customer.id, parsed.data.current_password))) {
      return json<AccountActionData>({ intent: "password", errors: { current_password: t(locale, "account.error.wrongPassword") }, values }, { status: 400 });
    }
    await changePassword(db(), customer.id, parsed.data.password, { keepSessionId: customer.sessionId });
    await recordAudit(db(), { ...audit, action: "update", summary: "customer changed their password" });
    return saved("password");
  }

  const parsed = profileSchemaIn(words).safeParse(fields);
  if (!parsed.success) {
    return json<AccountActionData>({ intent: "profile", errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  await updateUserProfile(db(), customer.id, { name: parsed.data.name, phone: parsed.data.phone || null });
  await recordAudit(db(), { ...audit, action: "update", summary: "customer updated their profile" });
  return saved("profile");
}

export type AccountPageData = Awaited<ReturnType<typeof accountPageData>>;
