import type { ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { accountHolder, answerLocale, passkeyJson, postOnly, readPasskeyInput, readyRelyingParty } from "~/routes/__passkeys.server";
import { registerRequestSchema } from "~/schemas/passkey";
import { addPasskey } from "~/services/auth/passkeys.server";
import { t } from "~/services/messages.server";

/** POST /passkeys/register {kind, name, response}: keeps the new passkey; the account's other sessions and tokens end. */
export const loader = postOnly;

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return postOnly();
  const rp = readyRelyingParty();
  const input = await readPasskeyInput(request, registerRequestSchema);
  const user = await accountHolder(request, input.kind);
  const result = await addPasskey(db(), {
    user,
    kind: input.kind,
    sessionId: user.sessionId,
    name: input.name,
    response: input.response,
    rp,
    ip: clientIp(context),
  });
  const locale = answerLocale(input);
  if (!result.ok) return passkeyJson({ message: t(locale, result.reason === "alreadyRegistered" ? "passkey.error.alreadyRegistered" : "passkey.error.notAdded") }, 400);
  return passkeyJson(
    { passkey: { id: result.passkey.id, name: result.passkey.name }, message: t(locale, "passkey.addedNotice", { name: result.passkey.name }) },
    201,
  );
}
