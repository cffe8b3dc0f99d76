import { json, redirect } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";
import { fieldErrors, formFields, keptValues, signInSchema, type FieldMessages } from "~/schemas/user";
import { db } from "~/db/db.server";
import { authenticateForm, CREDENTIALS_MISMATCH, getAdmin, getCustomer, SIGN_IN_PAGES, signIn, signInSecondStep } from "~/services/auth/auth.server";
import { clearPendingSignInCookie, readPendingSignIn, startPendingSignIn } from "~/services/auth/pending-sign-in.server";
import { relyingParty } from "~/services/auth/passkeys.server";
import { tooManyAttemptsMessage } from "~/services/auth/rate-limit.server";
import { TWO_FACTOR_CODE_REQUIRED } from "~/services/auth/two-factor.server";
import type { SessionKind } from "~/services/auth/session.server";
import { readFormData } from "~/services/form-data.server";
import { t, type MessageKey } from "~/services/messages.server";
import { localePath } from "~/utils/locales";
import { env } from "~/env.server";

const CURRENT_SESSION = { customer: getCustomer, admin: getAdmin } as const;

/** `redirectTo` is kept site-relative only. */
export async function signInPageData(kind: SessionKind, request: Request) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  if (await CURRENT_SESSION[kind](request)) throw redirect(redirectTo || SIGN_IN_PAGES[kind].home);
  return { redirectTo, reset: url.searchParams.get("reset") === "1", passkeys: relyingParty().ok };
}

export async function signInPageLoader(kind: SessionKind, request: Request) {
  return json(await signInPageData(kind, request));
}

export interface SignInActionData {
  errors: FieldMessages;
  formError?: string;
  values: Record<string, string>;
}

// The schema and the checks write English; a customer's sign-in page in another language says them in it.
const SIGN_IN_MESSAGES: Record<string, MessageKey> = {
  "Email is required": "auth.error.emailRequired",
  "Email must be at most 254 characters": "auth.error.emailLong",
  "Password is required": "auth.error.passwordRequired",
  "Password is too long": "auth.error.passwordLong",
  [CREDENTIALS_MISMATCH]: "auth.error.mismatch",
};

function messagesIn(locale: string | undefined, messages: FieldMessages): FieldMessages {
  if (!locale) return messages;
  return Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, SIGN_IN_MESSAGES[message] ? t(locale, SIGN_IN_MESSAGES[message]) : message]));
}

/** Wrong credentials get the same message for an unknown email and a wrong password. `locale`: the page's, for its messages. */
export async function signInFormAction(request: Request, input: { kind: SessionKind; ip: string; locale?: string }) {
  const fields = formFields(await readFormData(request.clone()));
  const values = keptValues(fields);
  const parsed = signInSchema.safeParse(fields);
  if (!parsed.success) {
    return json<SignInActionData>({ errors: messagesIn(input.locale, fieldErrors(parsed.error)), values }, { status: 400 });
  }

  const outcome = await authenticateForm(request, { kind: input.kind, email: parsed.data.email, ip: input.ip });
  if (outcome.status === "limited") {
    const seconds = outcome.retryAfterSeconds;
    return json<SignInActionData>(
      { errors: {}, formError: input.locale ? t(input.locale, "auth.error.tooMany", { seconds }) : tooManyAttemptsMessage(seconds), values },
      { status: 429, headers: { "Retry-After": String(seconds) } },
    );
  }
  if (outcome.status === "invalid") {
    return json<SignInActionData>({ errors: messagesIn(input.locale, { email: CREDENTIALS_MISMATCH }), values }, { status: 422 });
  }
  if (outcome.status === "two-factor") {
    const setCookie = await startPendingSignIn(db(), { userId: outcome.user.id, redirectTo: safeRedirect(fields.redirectTo, "") });
    return redirect(SECOND_STEP_PAGE, { headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" } });
  }
  return signIn(request, {
    user: outcome.user,
    kind: input.kind,
    // Asked for nothing in particular, a visitor signing in in German lands on the German home.
    redirectTo: safeRedirect(fields.redirectTo, "") || (input.locale ? localePath(input.locale, "/", env().SITE_LOCALES) : ""),
    ip: input.ip,
  });
}

export const SECOND_STEP_PAGE = "/admin/two-factor";

const startAgain = () => redirect(SIGN_IN_PAGES.admin.login, { headers: { "Cache-Control": "no-store" } });

/** Without a pending sign-in (none, used up, or its five minutes are over) the page sends the visitor back to the password. */
export async function secondStepLoader(request: Request) {
  if (!(await readPendingSignIn(db(), request))) throw startAgain();
  return json({ ok: true });
}

export interface SecondStepActionData {
  errors: { code?: string };
  formError?: string;
}

export async function secondStepAction(request: Request, input: { ip: string }) {
  const pending = await readPendingSignIn(db(), request);
  if (!pending) return startAgain();
  const fields = formFields(await readFormData(request));
  const code = (fields.code ?? "").trim().slice(0, 64);
  if (!code) return json<SecondStepActionData>({ errors: { code: TWO_FACTOR_CODE_REQUIRED } }, { status: 400 });

  const outcome = await signInSecondStep(db(), { kind: "admin", userId: pending.userId, email: pending.email, code, ip: input.ip, pending });
  if (outcome.status === "limited") {
    return json<SecondStepActionData>(
      { errors: {}, formError: tooManyAttemptsMessage(outcome.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome.status !== "ok") return json<SecondStepActionData>({ errors: { code: TWO_FACTOR_CODE_REQUIRED } }, { status: 422 });
  const response = await signIn(request, { user: outcome.user, kind: "admin", redirectTo: pending.redirectTo, ip: input.ip });
  response.headers.append("Set-Cookie", await clearPendingSignInCookie());
  return response;
}
