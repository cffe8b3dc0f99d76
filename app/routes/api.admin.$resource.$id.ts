import { clientIp } from "~/load-context";
import { getItem, itemMethods, removeItem, staffResource, updateItem } from "~/routes/__api-admin.server";
import { getNewsTranslationItem, putNewsTranslation } from "~/routes/__api-news-translation.server";
import { isDefaultLocale, localeParam } from "~/services/api/locale-param.server";
import { idParam } from "~/services/api/params.server";
import { apiRoute, methodNotAllowed, validationError } from "~/services/api/http.server";

/** `?locale=` other than the default names a translation; news is the type translated so far. */
function translationLocale(request: Request, resource: string): string | undefined {
  const locale = localeParam(request);
  if (isDefaultLocale(locale)) return undefined;
  if (resource !== "news") throw validationError({ locale: "Only news has translations so far" });
  return locale;
}

export const loader = apiRoute(async ({ request, params }) => {
  const { resource } = await staffResource(request, params.resource);
  const id = idParam(params.id);
  const locale = translationLocale(request, resource.name);
  if (locale) return getNewsTranslationItem(id, locale);
  return getItem(resource, id);
});

export const action = apiRoute(async ({ request, params, context }) => {
  const { resource, caller: actor } = await staffResource(request, params.resource);
  const id = idParam(params.id);
  const caller = { actor, ip: clientIp(context) };
  const locale = translationLocale(request, resource.name);
  if (locale) {
    return request.method === "PUT" ? putNewsTranslation(request, id, locale, caller) : methodNotAllowed(["GET", "PUT"]);
  }
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
