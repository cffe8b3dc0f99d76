import { db } from "~/db/db.server";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { apiRoute, jsonData, methodNotAllowed } from "~/services/api/http.server";
import { contentHealth } from "~/services/content/content-health.server";

/** GET /api/admin/health: the content health report, each problem with the admin screen where it is fixed. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "content-health");
  return jsonData(await contentHealth(db()));
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
