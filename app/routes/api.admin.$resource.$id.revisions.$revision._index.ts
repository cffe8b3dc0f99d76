import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { revisionJson, staffRevisionTarget } from "~/routes/__api-revisions.server";

/** GET /api/admin/{resource}/{id}/revisions/{revision}: every field as saved, and which differ from the record now. */
export const loader = apiRoute(async ({ request, params }) => {
  const { ref } = await staffRevisionTarget(request, params);
  return revisionJson(ref, params.revision);
});

export const action = apiRoute(async ({ request, params }) => {
  await staffRevisionTarget(request, params);
  return methodNotAllowed(["GET"]);
});
