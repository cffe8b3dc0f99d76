import { isIP } from "node:net";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { decodeClientDataJSON, isoBase64URL } from "@simplewebauthn/server/helpers";
import type { DB } from "~/db/db.server";
import type { SessionKind } from "~/db/schema";
import { env } from "~/env.server";
import {
  advancePasskeyCounter,
  consumeChallenge,
  deletePasskeyOfUser,
  findPasskey,
  insertChallenge,
  insertPasskey,
  listPasskeysOfUser,
  passkeyIdsOfUser,
  type PasskeySummary,
} from "~/models/passkey.server";
import { markSessionPasskeyVerified } from "~/models/session.server";
import { getUserById, recordLogin, type PublicUser } from "~/models/user.server";
import { recordAudit } from "../content/audit.server";
import { endOtherCredentials, verifyCurrentPassword } from "./credentials.server";
import { checkWithSignInLimit } from "./auth.server";
import { addressForLimits, hit, recordSignInSuccess, takeSignInAttempt } from "./rate-limit.server";
import { sessionKindOf } from "./session.server";
import { t } from "../messages.server";

/**
 * Passkeys (WebAuthn) for staff and customers: docs/passkeys.md. The relying party is
 * the host of SITE_URL and nothing else, never a request's Host or Origin header, so a
 * proxy or a forged header cannot make the site accept a passkey made for another name.
 */

export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Why passkeys are off on this site, in words the account page shows. */
export const PASSKEYS_NEED_SITE_URL = "Passkeys need the site's address (SITE_URL) to be set.";
export const PASSKEYS_NEED_HOST_NAME = "Passkeys work only once the site is opened at its domain name (such as www.example.com), not at a numeric address as now.";

export type RelyingParty = { ok: true; id: string; origin: string; name: string } | { ok: false; reason: string };

export function relyingPartyFrom(siteUrl: string | undefined): RelyingParty {
  if (!siteUrl) return { ok: false, reason: PASSKEYS_NEED_SITE_URL };
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return { ok: false, reason: PASSKEYS_NEED_SITE_URL };
  }
  // URL keeps an IPv6 host in brackets.
  if (isIP(url.hostname.replace(/^\[(.*)\]$/, "$1")) !== 0) return { ok: false, reason: PASSKEYS_NEED_HOST_NAME };
  return { ok: true, id: url.hostname, origin: url.origin, name: url.hostname };
}

export function relyingParty(): RelyingParty {
  return relyingPartyFrom(env().SITE_URL);
}

type ReadyParty = Extract<RelyingParty, { ok: true }>;

/** The WebAuthn user handle: the account's id, never its email, so the authenticator holds nothing personal of ours. */
function userHandleOf(userId: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`user:${userId}`);
}

/** Reads the challenge a response answers; undefined when the client data is not readable. */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === "string" && challenge.length > 0 && challenge.length <= 512 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

const OPTIONS_PER_ADDRESS = { limit: 120, windowSeconds: 15 * 60 };

/** Every page view with a passkey button asks for a challenge; a flood of them is refused before it fills the table. */
export async function takeChallengeAllowance(database: DB, ip: string) {
  return hit(database, `passkey-options:${addressForLimits(ip)}`, OPTIONS_PER_ADDRESS);
}

// --- Registration --------------------------------------------------------

export async function registrationOptions(
  database: DB,
  input: { user: { id: number; email: string; name: string }; kind: SessionKind; rp: ReadyParty; now?: Date },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const now = input.now ?? new Date();
  const existing = await passkeyIdsOfUser(database, input.user.id);
  const options = await generateRegistrationOptions({
    rpName: input.rp.name,
    rpID: input.rp.id,
    userName: input.user.email,
    userDisplayName: input.user.name,
    userID: userHandleOf(input.user.id),
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: splitTransports(passkey.transports) })),
    // A passkey stands for two factors only when the device checked who holds it.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  await insertChallenge(database, {
    challenge: options.challenge,
    purpose: "register",
    kind: input.kind,
    userId: input.user.id,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  });
  return options;
}

/** Why a passkey was not kept; the endpoint says it in the page's language. */
export type AddPasskeyResult = { ok: true; passkey: PasskeySummary } | { ok: false; reason: "notAdded" | "alreadyRegistered" };

/**
 * Verifies the browser's answer to a registration challenge and keeps the passkey. The
 * session that added it has just used it, so it counts as two factors; every other
 * session and API token of the account ends (docs/two-factor.md, "Changing a factor").
 */
export async function addPasskey(
  database: DB,
  input: {
    user: { id: number; email: string };
    kind: SessionKind;
    sessionId: string;
    name: string;
    response: RegistrationResponseJSON;
    rp: ReadyParty;
    ip: string;
    now?: Date;
  },
): Promise<AddPasskeyResult> {
  const now = input.now ?? new Date();
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const fresh =
    challenge !== undefined &&
    (await consumeChallenge(database, { challenge, purpose: "register", kind: input.kind, userId: input.user.id, now }));
  if (!fresh) return { ok: false, reason: "notAdded" };

  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.id,
      requireUserVerification: true,
    });
  } catch {
    return { ok: false, reason: "notAdded" };
  }
  if (!verified.verified) return { ok: false, reason: "notAdded" };
  const { credential } = verified.registrationInfo;
  const added = await database.transaction().execute(async (trx) => {
    const inserted = await insertPasskey(trx, {
      id: credential.id,
      userId: input.user.id,
      name: input.name,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(","),
    });
    if (!inserted) return false;
    await endOtherCredentials(trx, { userId: input.user.id, keepSessionId: input.sessionId });
    await markSessionPasskeyVerified(trx, input.sessionId);
    await recordAudit(trx, {
      actor: { id: input.user.id, email: input.user.email },
      action: "passkey_add",
      entity: "user",
      entityId: input.user.id,
      summary: `added the passkey "${input.name}"; other sessions and API tokens ended`,
      ip: input.ip,
    });
    return true;
  });
  if (!added) return { ok: false, reason: "alreadyRegistered" };
  const passkey = (await listPasskeysOfUser(database, input.user.id)).find((row) => row.id === credential.id)!;
  return { ok: true, passkey };
}

// --- Removal -------------------------------------------------------------

export type RemovePasskeyResult = { ok: true; name: string } | { ok: false; field: "password" | "passkey"; message: string; status: number };

/**
 * Confirmed with the account's password, counted like a sign-in attempt, so a session
 * left open is no way to guess it. Ends the account's other sessions and API tokens.
 * `locale`: the page's, for its refusals; the admin's account page is in English.
 */
export async function removePasskey(
  database: DB,
  input: { user: { id: number; email: string }; sessionId: string; passkeyId: string; password: string; ip: string; locale?: string },
): Promise<RemovePasskeyResult> {
  const locale = input.locale ?? "en";
  if (!input.password) return { ok: false, field: "password", message: t(locale, "passkey.error.passwordMissing"), status: 422 };
  const checked = await checkWithSignInLimit(database, { email: input.user.email, ip: input.ip }, async () =>
    (await verifyCurrentPassword(database, input.user.id, input.password)) ? true : null,
  );
  if (checked.status === "limited") {
    return { ok: false, field: "password", message: t(locale, "account.error.tooMany", { seconds: String(checked.retryAfterSeconds) }), status: 429 };
  }
  if (checked.status === "invalid") return { ok: false, field: "password", message: t(locale, "passkey.error.wrongPassword"), status: 422 };
  const removed = await database.transaction().execute(async (trx) => {
    const row = await deletePasskeyOfUser(trx, { userId: input.user.id, id: input.passkeyId.slice(0, 1024) });
    if (!row) return undefined;
    await endOtherCredentials(trx, { userId: input.user.id, keepSessionId: input.sessionId });
    await recordAudit(trx, {
      actor: { id: input.user.id, email: input.user.email },
      action: "passkey_remove",
      entity: "user",
      entityId: input.user.id,
      summary: `removed the passkey "${row.name}"; other sessions and API tokens ended`,
      ip: input.ip,
    });
    return row;
  });
  if (!removed) return { ok: false, field: "passkey", message: t(locale, "passkey.error.gone"), status: 404 };
  return { ok: true, name: removed.name };
}

// --- Signing in ----------------------------------------------------------

export async function signInOptions(
  database: DB,
  input: { kind: SessionKind; rp: ReadyParty; now?: Date },
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const now = input.now ?? new Date();
  // No allowCredentials: passkeys are discoverable, so the browser offers the ones it holds for this site.
  const options = await generateAuthenticationOptions({ rpID: input.rp.id, userVerification: "required", timeout: CHALLENGE_TTL_MS });
  await insertChallenge(database, {
    challenge: options.challenge,
    purpose: "sign_in",
    kind: input.kind,
    userId: null,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    now,
  });
  return options;
}

export type PasskeySignInOutcome =
  | { status: "ok"; user: PublicUser }
  | { status: "invalid" }
  | { status: "limited"; retryAfterSeconds: number };

/** The rate-limit key of an assertion whose passkey we do not know: one counter per address, like a wrong email. */
const UNKNOWN_PASSKEY = "unknown passkey";

/**
 * A passkey sign-in: the challenge is used up first (whatever follows), the credential
 * must be one of ours for an enabled account of this sign-in page's kind, the signature
 * must verify against SITE_URL's origin and host with the user verified, and the signature
 * counter must move on. Counted and audited like a password sign-in.
 */
export async function signInWithPasskey(
  database: DB,
  input: { kind: SessionKind; response: AuthenticationResponseJSON; rp: ReadyParty; ip: string; now?: Date },
): Promise<PasskeySignInOutcome> {
  const now = input.now ?? new Date();
  const passkey = input.response.id === input.response.rawId ? await findPasskey(database, input.response.id) : undefined;
  const user = passkey ? await getUserById(database, passkey.user_id) : undefined;
  const email = user?.email ?? UNKNOWN_PASSKEY;
  const limit = await takeSignInAttempt(database, { email, ip: input.ip });
  if (!limit.allowed) return { status: "limited", retryAfterSeconds: limit.retryAfterSeconds };

  const failed = async (why: string): Promise<PasskeySignInOutcome> => {
    await recordAudit(database, {
      action: "login_failed",
      entity: "user",
      entityId: user?.id ?? null,
      summary: `${input.kind} passkey sign-in failed for ${email}: ${why}`,
      ip: input.ip,
    });
    return { status: "invalid" };
  };

  const challenge = challengeOf(input.response.response.clientDataJSON);
  const fresh =
    challenge !== undefined && (await consumeChallenge(database, { challenge, purpose: "sign_in", kind: input.kind, userId: null, now }));
  if (!fresh) return failed("no such challenge, or used or expired");
  if (!passkey || !user) return failed("unknown passkey");
  if (user.disabled_at !== null || sessionKindOf(user.role) !== input.kind) return failed("the account cannot sign in here");
  const handle = input.response.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(user.id))) return failed("the passkey names another account");

  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: Number(passkey.counter),
        transports: splitTransports(passkey.transports),
      },
      requireUserVerification: true,
    });
  } catch {
    return failed("the signature, origin or counter did not verify");
  }
  if (!verified.verified) return failed("the signature did not verify");
  const advanced = await advancePasskeyCounter(database, {
    id: passkey.id,
    oldCounter: Number(passkey.counter),
    newCounter: verified.authenticationInfo.newCounter,
    now,
  });
  if (!advanced) return failed("the signature counter did not move on (a replayed answer?)");

  await Promise.all([
    recordSignInSuccess(database, { email: user.email, ip: input.ip }),
    recordLogin(database, user.id),
    recordAudit(database, {
      actor: { id: user.id, email: user.email },
      action: "login",
      entity: "user",
      entityId: user.id,
      summary: `${input.kind} signed in with the passkey "${passkey.name}"`,
      ip: input.ip,
    }),
  ]);
  return { status: "ok", user };
}

function splitTransports(value: string): AuthenticatorTransportFuture[] | undefined {
  const list = value.split(",").filter(Boolean) as AuthenticatorTransportFuture[];
  return list.length > 0 ? list : undefined;
}

type AuthenticatorTransportFuture = NonNullable<RegistrationResponseJSON["response"]["transports"]>[number];

