import { clientIp } from "~/load-context";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { deleteTrashJson } from "~/routes/__api-revisions.server";

/** DELETE /api/admin/trash/{resource}/{id}: delete forever (admins only). */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "trash");
  return methodNotAllowed(["DELETE"]);
});

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiStaff(request, "trash.delete-forever");
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  return deleteTrashJson(params.resource, params.id, { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) });
});
