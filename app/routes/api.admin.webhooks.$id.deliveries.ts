import { db } from "~/db/db.server";
import { getWebhookEndpoint, listDeliveries } from "~/models/webhook.server";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { apiRoute, jsonList, methodNotAllowed, notFound } from "~/services/api/http.server";
import { idParam } from "~/services/api/params.server";
import { webhookDeliveryJson } from "~/services/api/webhook-shapes.server";

/** GET /api/admin/webhooks/{id}/deliveries: the endpoint's 50 newest deliveries, newest first. */
export const loader = apiRoute(async ({ request, params }) => {
  await requireApiStaff(request, "webhooks");
  const id = idParam(params.id);
  if (!(await getWebhookEndpoint(db(), id))) return notFound();
  const rows = await listDeliveries(db(), id);
  return jsonList(rows.map(webhookDeliveryJson), { total: rows.length });
});

export const action = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "webhooks");
  return methodNotAllowed(["GET"]);
});
