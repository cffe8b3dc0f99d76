import { requireApiAdmin } from "~/services/auth/api-auth.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { revisionJson, revisionRef } from "~/routes/__api-revisions.server";

/** GET /api/admin/{resource}/{id}/revisions/{revision}: every field as saved, and which differ from the record now. */
export const loader = apiRoute(async ({ request, params }) => {
  await requireApiAdmin(request);
  return revisionJson(revisionRef(params.resource, params.id), params.revision);
});

export const action = apiRoute(async ({ request }) => {
  await requireApiAdmin(request);
  return methodNotAllowed(["GET"]);
});
