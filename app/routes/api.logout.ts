import { clientIp } from "~/load-context";
import { signOutApiUser } from "~/services/auth/api-sign-in.server";
import { apiRoute, jsonMessage, methodNotAllowed } from "~/services/api/http.server";

/** The seed's client calls it with GET. */
const logout = apiRoute(async ({ request, context }) => {
  if (request.method !== "GET" && request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const setCookie = await signOutApiUser(request, { ip: clientIp(context) });
  return jsonMessage("Logged out.", 200, setCookie ? { headers: { "Set-Cookie": setCookie } } : {});
});

export const loader = logout;
export const action = logout;
