import { clientIp } from "~/load-context";
import { getItem, itemMethods, removeItem, staffResource, updateItem } from "~/routes/__api-admin.server";
import { idParam } from "~/services/api/params.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

export const loader = apiRoute(async ({ request, params }) => {
  const { resource } = await staffResource(request, params.resource);
  return getItem(resource, idParam(params.id));
});

export const action = apiRoute(async ({ request, params, context }) => {
  const { resource, caller: actor } = await staffResource(request, params.resource);
  const id = idParam(params.id);
  const caller = { actor, ip: clientIp(context) };
  switch (request.method) {
    case "PUT":
    case "PATCH":
      return updateItem(resource, request, id, caller);
    case "DELETE":
      return removeItem(resource, id, caller);
    default:
      return methodNotAllowed(itemMethods(resource));
  }
});
