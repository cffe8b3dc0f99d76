import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { answerLocale, passkeyJson, postOnly, readPasskeyInput, readyRelyingParty, tooManyAnswer } from "~/routes/__passkeys.server";
import { signInRequestSchema } from "~/schemas/passkey";
import { startSignedInSession } from "~/services/auth/auth.server";
import { signInWithPasskey } from "~/services/auth/passkeys.server";
import { t } from "~/services/messages.server";

/**
 * POST /passkeys/sign-in {kind, response, redirectTo}: a passkey's answer to a sign-in
 * challenge. On success the session cookie comes with `{redirectTo}` for the page's
 * script to go to; a passkey counts as both factors, so there is no code step.
 */
export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly();
  const rp = readyRelyingParty();
  const input = await readPasskeyInput(request, signInRequestSchema);
  const ip = clientIp(context);
  const outcome = await signInWithPasskey(db(), { kind: input.kind, response: input.response, rp, ip });
  if (outcome.status === "limited") return tooManyAnswer(answerLocale(input), outcome.retryAfterSeconds);
  if (outcome.status === "invalid") return passkeyJson({ message: t(answerLocale(input), "passkey.error.refused") }, 401);
  const { setCookie, location } = await startSignedInSession(request, {
    user: outcome.user,
    kind: input.kind,
    redirectTo: input.redirectTo,
    ip,
    passkey: true,
  });
  return passkeyJson({ redirectTo: location }, 200, { "Set-Cookie": setCookie });
}
