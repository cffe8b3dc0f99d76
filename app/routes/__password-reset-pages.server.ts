import { json, redirect } from "@remix-run/node";
import { db } from "~/db/db.server";
import { fieldErrors, formFields, newPasswordSchemaIn, passwordResetRequestSchemaIn, type FieldMessages } from "~/schemas/user";
import { accountWordsIn, passwordHintIn } from "~/services/auth/account-words.server";
import { SIGN_IN_PAGES } from "~/services/auth/auth.server";
import { isResetTokenUsable, requestPasswordReset, resetPassword } from "~/services/auth/password-reset.server";
import { checkPasswordResetAllowed } from "~/services/auth/rate-limit.server";
import { sessionKindOf } from "~/services/auth/session.server";
import { readFormData } from "~/services/form-data.server";
import { t } from "~/services/messages.server";
import { localePath } from "~/utils/locales";

/**
 * Asking for a new password and choosing it, /forgot-password and /reset-password/{token}, with
 * /{lang}/… beside them: one loader and one action per page, the words, the refusals and the
 * email in the page's language (docs/locales.md).
 */

export interface ForgotPasswordActionData {
  errors: FieldMessages;
  formError?: string;
  values: { email: string };
}

export function forgotPasswordData(request: Request, locale: string, locales: readonly string[]) {
  return {
    sent: new URL(request.url).searchParams.get("sent") === "1",
    title: t(locale, "auth.forgot"),
    description: t(locale, "forgot.description"),
    path: localePath(locale, "/forgot-password", locales),
    paths: Object.fromEntries(locales.map((code) => [code, "/forgot-password"])),
  };
}

export async function forgotPasswordAction(request: Request, ip: string, locale: string, locales: readonly string[]) {
  const fields = formFields(await readFormData(request));
  const values = { email: fields.email ?? "" };
  const limit = await checkPasswordResetAllowed(db(), ip);
  if (!limit.allowed) {
    const seconds = String(limit.retryAfterSeconds);
    return json<ForgotPasswordActionData>(
      { errors: {}, formError: t(locale, "account.error.tooMany", { seconds }), values },
      { status: 429, headers: { "Retry-After": seconds } },
    );
  }
  const parsed = passwordResetRequestSchemaIn(accountWordsIn(locale)).safeParse(fields);
  if (!parsed.success) {
    return json<ForgotPasswordActionData>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  // The same redirect whether or not the email belongs to someone.
  await requestPasswordReset(db(), { email: parsed.data.email, origin: new URL(request.url).origin, locale });
  return redirect(`${localePath(locale, "/forgot-password", locales)}?sent=1`);
}

export interface ResetPasswordActionData {
  errors: FieldMessages;
  formError?: string;
}

export async function resetPasswordData(token: string, locale: string, locales: readonly string[]) {
  const usable = await isResetTokenUsable(db(), token);
  const data = {
    usable,
    title: t(locale, "reset.title"),
    passwordHint: passwordHintIn(locale),
    paths: Object.fromEntries(locales.map((code) => [code, `/reset-password/${token}`])),
  };
  return json(data, { status: usable ? 200 : 410 });
}

export async function resetPasswordAction(request: Request, input: { token: string; ip: string; locale: string; locales: readonly string[] }) {
  const { locale } = input;
  const parsed = newPasswordSchemaIn(accountWordsIn(locale)).safeParse(formFields(await readFormData(request)));
  if (!parsed.success) {
    return json<ResetPasswordActionData>({ errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const user = await resetPassword(db(), { token: input.token, password: parsed.data.password, ip: input.ip });
  if (!user) {
    return json<ResetPasswordActionData>({ errors: {}, formError: t(locale, "reset.unusable") }, { status: 410 });
  }
  // A customer signs in again in the page's language; the admin's sign-in has one.
  const kind = sessionKindOf(user.role);
  const login = kind === "customer" ? localePath(locale, SIGN_IN_PAGES.customer.login, input.locales) : SIGN_IN_PAGES[kind].login;
  return redirect(`${login}?reset=1`);
}

export type ForgotPasswordData = ReturnType<typeof forgotPasswordData>;
