import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { listWebhookEndpoints } from "~/models/webhook.server";
import { webhookEndpointSchema } from "~/schemas/webhook";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { apiRoute, jsonData, jsonList, methodNotAllowed } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import { webhookEndpointJson, webhookEndpointWithSecretJson } from "~/services/api/webhook-shapes.server";
import { createWebhookEndpoint } from "~/services/webhooks/endpoints.server";

/** GET|POST /api/admin/webhooks (admins): every endpoint; POST adds one and answers with its secret, shown this once. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "webhooks");
  const rows = await listWebhookEndpoints(db());
  return jsonList(rows.map(webhookEndpointJson), { total: rows.length });
});

export const action = apiRoute(async ({ request, context }) => {
  const admin = await requireApiStaff(request, "webhooks");
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const input = await readInput(request, webhookEndpointSchema);
  const result = await createWebhookEndpoint(db(), { actor: { id: admin.id, email: admin.email }, ip: clientIp(context), input });
  return result.ok ? jsonData(webhookEndpointWithSecretJson(result.row), 201) : failureResponse(result);
});
