import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getWebhookEndpoint } from "~/models/webhook.server";
import { webhookEndpointChangeSchema } from "~/schemas/webhook";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { apiRoute, jsonData, methodNotAllowed, noContent, notFound } from "~/services/api/http.server";
import { idParam } from "~/services/api/params.server";
import { readInput } from "~/services/api/request-body.server";
import { webhookEndpointJson } from "~/services/api/webhook-shapes.server";
import { changeWebhookEndpoint, removeWebhookEndpoint } from "~/services/webhooks/endpoints.server";

/** GET|PATCH|DELETE /api/admin/webhooks/{id}: PATCH changes the URL, the events, the description, or disables and enables it. */
export const loader = apiRoute(async ({ request, params }) => {
  await requireApiStaff(request, "webhooks");
  const row = await getWebhookEndpoint(db(), idParam(params.id));
  return row ? jsonData(webhookEndpointJson(row)) : notFound();
});

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiStaff(request, "webhooks");
  const id = idParam(params.id);
  const caller = { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) };
  if (request.method === "PATCH") {
    const input = await readInput(request, webhookEndpointChangeSchema, { partial: true });
    const result = await changeWebhookEndpoint(db(), { ...caller, id, input });
    return result.ok ? jsonData(webhookEndpointJson(result.row)) : failureResponse(result);
  }
  if (request.method === "DELETE") {
    const result = await removeWebhookEndpoint(db(), { ...caller, id });
    return result.ok ? noContent() : failureResponse(result);
  }
  return methodNotAllowed(["GET", "PATCH", "DELETE"]);
});
