import type { ActionFunctionArgs } from "@remix-run/node";
import { clientIp } from "~/load-context";
import { registerForToken } from "~/services/auth/api-sign-in.server";
import { apiRoute, jsonData, methodNotAllowed } from "~/services/api/http.server";

export const action = apiRoute(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { user, token } = await registerForToken(request, { ip: clientIp(context) });
  return jsonData({ id: user.id, name: user.name, email: user.email, token }, 201);
});

export const loader = apiRoute(() => methodNotAllowed(["POST"]));
