import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { listRedirects } from "~/models/redirect.server";
import { redirectSchema } from "~/schemas/redirect";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { apiRoute, jsonData, jsonList, methodNotAllowed } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import { redirectJson, redirects } from "~/services/content/redirects.server";
import { paginationMeta, parsePageRequest } from "~/utils/pagination";

/** GET|POST /api/admin/redirects: every redirect (automatic and manual), newest first; `q` finds a part of either path. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "redirects");
  const url = new URL(request.url);
  const page = await listRedirects(db(), { q: url.searchParams.get("q") ?? undefined, ...parsePageRequest(url.searchParams) });
  return jsonList(page.items.map(redirectJson), paginationMeta(page));
});

export const action = apiRoute(async ({ request, context }) => {
  const admin = await requireApiStaff(request, "redirects");
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const input = await readInput(request, redirectSchema);
  const result = await redirects.create(db(), { actor: { id: admin.id, email: admin.email }, ip: clientIp(context), input });
  return result.ok ? jsonData(redirectJson(result.row), 201) : failureResponse(result);
});
