import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { listRevisionsJson, staffRevisionTarget } from "~/routes/__api-revisions.server";

/** GET /api/admin/{resource}/{id}/revisions: newest first, each with the fields it changed. */
export const loader = apiRoute(async ({ request, params }) => {
  const { ref } = await staffRevisionTarget(request, params);
  return listRevisionsJson(ref);
});

export const action = apiRoute(async ({ request, params }) => {
  await staffRevisionTarget(request, params);
  return methodNotAllowed(["GET"]);
});
