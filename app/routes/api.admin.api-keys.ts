import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { listApiKeys } from "~/models/api-key.server";
import { apiKeySchema } from "~/schemas/api-key";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { createApiKey } from "~/services/auth/api-key.server";
import { apiKeyJson } from "~/services/api/api-key-json.server";
import { apiRoute, jsonData, jsonList, methodNotAllowed, validationError } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";

/** GET|POST /api/admin/api-keys (admins): the keys, newest first; a POST makes one and answers its token, this once. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "api-keys");
  const keys = await listApiKeys(db());
  return jsonList(keys.map((key) => apiKeyJson(key, key.owner_email)), { total: keys.length });
});

export const action = apiRoute(async ({ request, context }) => {
  const admin = await requireApiStaff(request, "api-keys");
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const input = await readInput(request, apiKeySchema);
  const result = await createApiKey(db(), input, { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) });
  if (!result.ok) return validationError(result.fieldErrors);
  return jsonData({ ...apiKeyJson(result.key, admin.email), token: result.token }, 201);
});
