import { db } from "~/db/db.server";
import { requireApiAdmin } from "~/services/auth/api-auth.server";
import { apiRoute, jsonData, methodNotAllowed } from "~/services/api/http.server";
import { contentHealth } from "~/services/content/content-health.server";

/** GET /api/admin/health: the content health report, each problem with the admin screen where it is fixed. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiAdmin(request);
  return jsonData(await contentHealth(db()));
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
