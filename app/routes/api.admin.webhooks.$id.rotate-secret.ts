import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { apiRoute, jsonData, methodNotAllowed } from "~/services/api/http.server";
import { idParam } from "~/services/api/params.server";
import { webhookEndpointWithSecretJson } from "~/services/api/webhook-shapes.server";
import { rotateEndpointSecret } from "~/services/webhooks/endpoints.server";

/** POST /api/admin/webhooks/{id}/rotate-secret: a new secret, shown this once; the old one keeps signing for 24 hours. */
export const loader = apiRoute(() => methodNotAllowed(["POST"]));

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiStaff(request, "webhooks");
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const result = await rotateEndpointSecret(db(), { actor: { id: admin.id, email: admin.email }, ip: clientIp(context), id: idParam(params.id) });
  return result.ok ? jsonData(webhookEndpointWithSecretJson(result.row)) : failureResponse(result);
});
