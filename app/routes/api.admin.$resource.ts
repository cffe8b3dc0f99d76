import { clientIp } from "~/load-context";
import { requireApiAdmin } from "~/services/auth/api-auth.server";
import { createItem, listItems, resourceOf } from "~/routes/__api-admin.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

/** The path matches in any letter case, as every Remix route does. */
export const loader = apiRoute(async ({ request, params }) => {
  await requireApiAdmin(request);
  return listItems(resourceOf(params.resource), request);
});

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiAdmin(request);
  const resource = resourceOf(params.resource);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return createItem(resource, request, { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) });
});
