import { clientIp } from "~/load-context";
import { getItem, itemMethods, removeItem, staffResource, updateItem } from "~/routes/__api-admin.server";
import { getNewsTranslationItem, putNewsTranslation } from "~/routes/__api-news-translation.server";
import { getPageTranslationItem, putPageTranslation } from "~/routes/__api-page-translation.server";
import { isDefaultLocale, localeParam } from "~/services/api/locale-param.server";
import { idParam } from "~/services/api/params.server";
import { apiRoute, methodNotAllowed, validationError } from "~/services/api/http.server";

/** `?locale=` other than the default names a translation; news and pages are the types translated so far. */
function translationLocale(request: Request, resource: string): string | undefined {
  const locale = localeParam(request);
  if (isDefaultLocale(locale)) return undefined;
  if (resource !== "news" && resource !== "pages") throw validationError({ locale: "Only news and pages have translations so far" });
  return locale;
}

export const loader = apiRoute(async ({ request, params }) => {
  const { resource } = await staffResource(request, params.resource);
  const id = idParam(params.id);
  const locale = translationLocale(request, resource.name);
  if (locale) return resource.name === "pages" ? getPageTranslationItem(id, locale) : getNewsTranslationItem(id, locale);
  return getItem(resource, id);
});

export const action = apiRoute(async ({ request, params, context }) => {
  const { resource, caller: actor } = await staffResource(request, params.resource);
  const id = idParam(params.id);
  const caller = { actor, ip: clientIp(context) };
  const locale = translationLocale(request, resource.name);
  if (locale) {
    if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
    return resource.name === "pages" ? putPageTranslation(request, id, locale, caller) : putNewsTranslation(request, id, locale, caller);
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
