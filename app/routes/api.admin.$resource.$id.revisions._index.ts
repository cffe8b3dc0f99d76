import { requireApiStaff } from "~/services/auth/api-auth.server";
import { revisionArea } from "~/utils/permissions";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { listRevisionsJson, revisionRef } from "~/routes/__api-revisions.server";

/** GET /api/admin/{resource}/{id}/revisions: newest first, each with the fields it changed. */
export const loader = apiRoute(async ({ request, params }) => {
  await requireApiStaff(request, revisionArea(params.resource ?? "", params.id ?? ""));
  return listRevisionsJson(revisionRef(params.resource, params.id));
});

export const action = apiRoute(async ({ request, params }) => {
  await requireApiStaff(request, revisionArea(params.resource ?? "", params.id ?? ""));
  return methodNotAllowed(["GET"]);
});
