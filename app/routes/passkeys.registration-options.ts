import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { accountHolder, answerLocale, passkeyJson, postOnly, readPasskeyInput, readyRelyingParty, tooManyAnswer } from "~/routes/__passkeys.server";
import { registrationOptionsRequestSchema } from "~/schemas/passkey";
import { registrationOptions, takeChallengeAllowance } from "~/services/auth/passkeys.server";

/** POST /passkeys/registration-options {kind, name}: the challenge for adding a passkey to the signed-in account. */
export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly();
  const rp = readyRelyingParty();
  const input = await readPasskeyInput(request, registrationOptionsRequestSchema);
  const user = await accountHolder(request, input.kind);
  const allowance = await takeChallengeAllowance(db(), clientIp(context));
  if (!allowance.allowed) return tooManyAnswer(answerLocale(input), allowance.retryAfterSeconds);
  return passkeyJson({ options: await registrationOptions(db(), { user, kind: input.kind, rp }) });
}
