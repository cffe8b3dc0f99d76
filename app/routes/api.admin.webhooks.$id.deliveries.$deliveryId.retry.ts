import { db } from "~/db/db.server";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { apiRoute, jsonData, methodNotAllowed } from "~/services/api/http.server";
import { idParam } from "~/services/api/params.server";
import { webhookDeliveryJson } from "~/services/api/webhook-shapes.server";
import { retryDelivery } from "~/services/webhooks/endpoints.server";

/** POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/retry: "Send again", the same message (id and body) once more. */
export const loader = apiRoute(() => methodNotAllowed(["POST"]));

export const action = apiRoute(async ({ request, params }) => {
  await requireApiStaff(request, "webhooks");
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const result = await retryDelivery(db(), { endpointId: idParam(params.id), deliveryId: idParam(params.deliveryId) });
  return result.ok ? jsonData(webhookDeliveryJson(result.row), 202) : failureResponse(result);
});
