import { json } from "@remix-run/node";
import type { z } from "zod";
import type { SessionKind } from "~/db/schema";
import { env } from "~/env.server";
import { readBody } from "~/services/api/http.server";
import { getAdmin, getCustomer, type SessionUser } from "~/services/auth/auth.server";
import { relyingParty, type RelyingParty } from "~/services/auth/passkeys.server";
import { t } from "~/services/messages.server";
import { can } from "~/utils/permissions";

/**
 * The JSON endpoints under /passkeys/ that the sign-in and account pages' script calls
 * (docs/passkeys.md). They answer 400 to anything unreadable or out of shape, 401 to a
 * refused passkey or a missing session, and never read the relying party from the request.
 */

const HEADERS = { "Cache-Control": "no-store" };
const MAX_BYTES = 128 * 1024;

export function passkeyJson(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return json(data, { status, headers: { ...HEADERS, ...headers } });
}

/** Thrown (as Remix handles a thrown Response) when the body is not JSON of the expected shape. */
export async function readPasskeyInput<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  let body: Record<string, unknown>;
  try {
    body = await readBody(request, { maxBytes: MAX_BYTES });
  } catch (error) {
    if (error instanceof Response && error.status === 413) throw error;
    throw passkeyJson({ message: "The request body must be a JSON object." }, 400);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join(".") || "body"] ??= issue.message;
    throw passkeyJson({ message: Object.values(errors)[0] ?? "The request was not valid.", errors }, 400);
  }
  return parsed.data;
}

/** The relying party, or a 404 that says why this site has no passkeys. */
export function readyRelyingParty(): Extract<RelyingParty, { ok: true }> {
  const rp = relyingParty();
  if (!rp.ok) throw passkeyJson({ message: rp.reason }, 404);
  return rp;
}

/** The signed-in account whose passkeys are managed: staff on the admin's account screen, customers on theirs. */
export async function accountHolder(request: Request, kind: SessionKind): Promise<SessionUser> {
  const user = kind === "admin" ? await getAdmin(request) : await getCustomer(request);
  if (!user) throw passkeyJson({ message: "Sign in first." }, 401);
  if (kind === "admin" && !can(user.role, "account")) throw passkeyJson({ message: "You are not allowed to do this." }, 403);
  return user;
}

/**
 * The language of an answer's words: a customer's page says which (the German sign-in page asks in
 * German); the admin speaks the default language. A locale the site does not have is ignored.
 */
export function answerLocale(input: { kind: SessionKind; locale?: string }): string {
  const locales = env().SITE_LOCALES;
  return input.kind === "customer" && input.locale && locales.includes(input.locale) ? input.locale : locales[0];
}

/** Too many challenges or attempts from one address, said in the page's language. */
export function tooManyAnswer(locale: string, retryAfterSeconds: number): Response {
  return passkeyJson({ message: t(locale, "auth.error.tooMany", { seconds: retryAfterSeconds }) }, 429, { "Retry-After": String(retryAfterSeconds) });
}

/** GET and the like: these endpoints only take POST. */
export function postOnly(): Response {
  return passkeyJson({ message: "Use POST." }, 405, { Allow: "POST" });
}
