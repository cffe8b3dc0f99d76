import { clientIp } from "~/load-context";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { restoreRevisionJson, staffRevisionTarget } from "~/routes/__api-revisions.server";

/**
 * POST /api/admin/{resource}/{id}/revisions/{revision}/restore with the
 * `version` the client read: a new save through the record's command, so a
 * stale version is a 409 and a field that no longer fits a 422.
 */
export const loader = apiRoute(async ({ request, params }) => {
  await staffRevisionTarget(request, params);
  return methodNotAllowed(["POST"]);
});

export const action = apiRoute(async ({ request, params, context }) => {
  const { ref, user: admin } = await staffRevisionTarget(request, params);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return restoreRevisionJson(request, ref, params.revision, { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) });
});
