import { clientIp } from "~/load-context";
import { createItem, listItems, staffResource } from "~/routes/__api-admin.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

/** The path matches in any letter case, as every Remix route does. */
export const loader = apiRoute(async ({ request, params }) => {
  const { resource } = await staffResource(request, params.resource);
  return listItems(resource, request);
});

export const action = apiRoute(async ({ request, params, context }) => {
  const { resource, caller } = await staffResource(request, params.resource);
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return createItem(resource, request, { actor: caller, ip: clientIp(context) });
});
