import { requireApiAdmin } from "~/services/auth/api-auth.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { listRevisionsJson, revisionRef } from "~/routes/__api-revisions.server";

/** GET /api/admin/{resource}/{id}/revisions: newest first, each with the fields it changed. */
export const loader = apiRoute(async ({ request, params }) => {
  await requireApiAdmin(request);
  return listRevisionsJson(revisionRef(params.resource, params.id));
});

export const action = apiRoute(async ({ request }) => {
  await requireApiAdmin(request);
  return methodNotAllowed(["GET"]);
});
