import { clientIp } from "~/load-context";
import { requireApiAdmin } from "~/services/auth/api-auth.server";
import { getItem, itemMethods, removeItem, resourceOf, updateItem } from "~/routes/__api-admin.server";
import { idParam } from "~/services/api/params.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

export const loader = apiRoute(async ({ request, params }) => {
  await requireApiAdmin(request);
  return getItem(resourceOf(params.resource), idParam(params.id));
});

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiAdmin(request);
  const resource = resourceOf(params.resource);
  const id = idParam(params.id);
  const caller = { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) };
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
