import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { answerLocale, passkeyJson, postOnly, readPasskeyInput, readyRelyingParty, tooManyAnswer } from "~/routes/__passkeys.server";
import { signInOptionsRequestSchema } from "~/schemas/passkey";
import { signInOptions, takeChallengeAllowance } from "~/services/auth/passkeys.server";

/** POST /passkeys/sign-in-options {kind}: a challenge for signing in on /login (customer) or /admin/login (admin). */
export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly();
  const rp = readyRelyingParty();
  const input = await readPasskeyInput(request, signInOptionsRequestSchema);
  const allowance = await takeChallengeAllowance(db(), clientIp(context));
  if (!allowance.allowed) return tooManyAnswer(answerLocale(input), allowance.retryAfterSeconds);
  return passkeyJson({ options: await signInOptions(db(), { kind: input.kind, rp }) });
}
