import { requireApiStaff } from "~/services/auth/api-auth.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";
import { listTrashJson } from "~/routes/__api-revisions.server";

/** GET /api/admin/trash: what was deleted in the last 30 days, newest first. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "trash");
  return listTrashJson();
});

export const action = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "trash");
  return methodNotAllowed(["GET"]);
});
