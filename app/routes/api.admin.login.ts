import type { ActionFunctionArgs } from "@remix-run/node";
import { clientIp } from "~/load-context";
import { signInForToken } from "~/services/auth/api-sign-in.server";
import { apiRoute, jsonData, methodNotAllowed } from "~/services/api/http.server";

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { user, token } = await signInForToken(request, { kind: "admin", ip: clientIp(context) });
  return jsonData({
    token,
    user: { id: user.id, name: user.name, email: user.email },
    // "admin" or "editor": the old client reads the kind of staff account here.
    type: user.role,
  });
});

export const loader = apiRoute(() => methodNotAllowed(["POST"]));
