import { requireApiStaff } from "~/services/auth/api-auth.server";
import { revisionArea } from "~/utils/permissions";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { revisionJson, revisionRef } from "~/routes/__api-revisions.server";

/** GET /api/admin/{resource}/{id}/revisions/{revision}: every field as saved, and which differ from the record now. */
export const loader = apiRoute(async ({ request, params }) => {
  await requireApiStaff(request, revisionArea(params.resource ?? "", params.id ?? ""));
  return revisionJson(revisionRef(params.resource, params.id), params.revision);
});

export const action = apiRoute(async ({ request, params }) => {
  await requireApiStaff(request, revisionArea(params.resource ?? "", params.id ?? ""));
  return methodNotAllowed(["GET"]);
});
