import { db } from "~/db/db.server";
import type { PublicUser } from "~/models/user.server";
import { parseBody, tooManyAttempts, validationError } from "~/services/api/http.server";
import { adminSignInSchema, registrationSchema, signInSchema } from "~/schemas/user";
import { requireApiUser } from "./api-auth.server";
import { issueApiToken, revokeApiToken } from "./api-token.server";
import { recordAudit } from "../content/audit.server";
import { CREDENTIALS_MISMATCH, signInSecondStep, signInWithPassword, type SignInOutcome } from "./auth.server";
import { registerCustomer } from "./customer-registration.server";
import { checkRegistrationAllowed } from "./rate-limit.server";
import { assertSameOriginOrToken } from "./csrf.server";
import { endSession, sessionKindOf, type SessionKind } from "./session.server";
import { TWO_FACTOR_CODE_REQUIRED } from "./two-factor.server";

/** Laravel's wording; it does not say whether the email or the password was wrong. */
function credentialsMismatch(): Response {
  return validationError({ email: CREDENTIALS_MISMATCH });
}

export async function signInForToken(
  request: Request,
  input: { kind: SessionKind; ip: string },
): Promise<{ user: PublicUser; token: string }> {
  const { email, password, code } =
    input.kind === "admin" ? await parseBody(request, adminSignInSchema) : { ...(await parseBody(request, signInSchema)), code: undefined };
  let outcome: SignInOutcome = await signInWithPassword(db(), { kind: input.kind, email, password, ip: input.ip });
  if (outcome.status === "limited") throw tooManyAttempts(outcome.retryAfterSeconds);
  if (outcome.status === "invalid") throw credentialsMismatch();
  if (outcome.status === "two-factor") {
    // Without a code nothing was guessed: the password's attempt was given back and nothing more is counted.
    if (!code) throw validationError({ code: TWO_FACTOR_CODE_REQUIRED });
    const user = outcome.user;
    outcome = await signInSecondStep(db(), { kind: input.kind, userId: user.id, email: user.email, code, ip: input.ip });
    if (outcome.status === "limited") throw tooManyAttempts(outcome.retryAfterSeconds);
    if (outcome.status !== "ok") throw validationError({ code: TWO_FACTOR_CODE_REQUIRED });
  }
  const token = await issueApiToken(db(), { userId: outcome.user.id, name: `${input.kind} api sign-in` });
  return { user: outcome.user, token };
}

export async function registerForToken(
  request: Request,
  input: { ip: string },
): Promise<{ user: PublicUser; token: string }> {
  const limit = await checkRegistrationAllowed(db(), input.ip);
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
  const fields = await parseBody(request, registrationSchema);
  const registration = await registerCustomer(db(), { fields, ip: input.ip, channel: "api" });
  if (registration.status === "email-taken") throw validationError({ email: registration.message });
  const { user } = registration;
  const token = await issueApiToken(db(), { userId: user.id, name: "customer api registration" });
  return { user, token };
}

/** A GET logout still passes the CSRF check: a foreign page must not be able to sign visitors out. */
export async function signOutApiUser(request: Request, input: { ip: string }): Promise<string | null> {
  const user = await requireApiUser(request);
  // A key is not a sign-in: it ends when an admin revokes it on /admin/api-keys.
  if (user.via === "key") return null;
  let setCookie: string | null = null;
  if (user.via === "token" && user.tokenId !== null) {
    await revokeApiToken(db(), user.tokenId);
  } else {
    assertSameOriginOrToken(request, { api: true, stateChanging: true });
    setCookie = await endSession(db(), request, sessionKindOf(user.role));
  }
  await recordAudit(db(), {
    actor: { id: user.id, email: user.email },
    action: "logout",
    entity: "user",
    entityId: user.id,
    summary: `${user.role} signed out of the API (${user.via})`,
    ip: input.ip,
  });
  return setCookie;
}
