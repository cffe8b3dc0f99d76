import { clientIp } from "~/load-context";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { restoreTrashJson } from "~/routes/__api-revisions.server";

/** POST /api/admin/trash/{resource}/{id}/restore: back with its id; `notes` say what had to change. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "trash");
  return methodNotAllowed(["POST"]);
});

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiStaff(request, "trash");
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return restoreTrashJson(params.resource, params.id, { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) });
});
