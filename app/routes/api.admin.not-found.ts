import { db } from "~/db/db.server";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { apiRoute, jsonList, methodNotAllowed } from "~/services/api/http.server";
import { notFoundJson, topNotFound } from "~/services/content/not-found-report.server";

/** GET /api/admin/not-found: the most asked-for missing public paths of the last 30 days, most hits first. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "redirects");
  const rows = await topNotFound(db());
  return jsonList(rows.map(notFoundJson), { total: rows.length });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
