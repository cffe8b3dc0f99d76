import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { redirectSchema } from "~/schemas/redirect";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { apiRoute, jsonData, methodNotAllowed, noContent } from "~/services/api/http.server";
import { idParam } from "~/services/api/params.server";
import { readInput } from "~/services/api/request-body.server";
import { redirectJson, redirects } from "~/services/content/redirects.server";

/** PUT|DELETE /api/admin/redirects/{id}: a PUT sends every field, as a create does. */
export const loader = apiRoute(() => methodNotAllowed(["PUT", "DELETE"]));

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiStaff(request, "redirects");
  const id = idParam(params.id);
  const caller = { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) };
  if (request.method === "PUT") {
    const input = await readInput(request, redirectSchema);
    const result = await redirects.update(db(), { ...caller, id, input });
    return result.ok ? jsonData(redirectJson(result.row)) : failureResponse(result);
  }
  if (request.method === "DELETE") {
    const result = await redirects.remove(db(), { ...caller, id });
    return result.ok ? noContent() : failureResponse(result);
  }
  return methodNotAllowed(["PUT", "DELETE"]);
});
