import { json } from "@remix-run/node";
import { clientIp } from "~/load-context";
import { getItem, itemMethods, removeItem, staffResource, updateItem } from "~/routes/__api-admin.server";
import {
  getCatalogTranslationItem, getCategoryTranslationItem, putCatalogTranslation, putCategoryTranslation,
} from "~/routes/__api-catalog-translation.server";
import { getStoryTranslationItem, putStoryTranslation } from "~/routes/__api-customer-story-translation.server";
import { getNewsTranslationItem, putNewsTranslation } from "~/routes/__api-news-translation.server";
import { getPageTranslationItem, putPageTranslation } from "~/routes/__api-page-translation.server";
import type { AdminCaller } from "~/services/api/command-response.server";
import { isDefaultLocale, localeParam } from "~/services/api/locale-param.server";
import { idParam } from "~/services/api/params.server";
import { apiRoute, methodNotAllowed } from "~/services/api/http.server";

/** The resources with translations: how `?locale=` other than the default reads and writes one. */
const TRANSLATIONS: Record<
  string,
  { get: (id: number, locale: string) => Promise<Response>; put: (request: Request, id: number, locale: string, caller: AdminCaller) => Promise<Response> }
> = {
  news: { get: getNewsTranslationItem, put: putNewsTranslation },
  pages: { get: getPageTranslationItem, put: putPageTranslation },
  solutions: { get: (id, locale) => getCatalogTranslationItem("solution", id, locale), put: (...args) => putCatalogTranslation("solution", ...args) },
  products: { get: (id, locale) => getCatalogTranslationItem("product", id, locale), put: (...args) => putCatalogTranslation("product", ...args) },
  "solution-categories": {
    get: (id, locale) => getCategoryTranslationItem("solution", id, locale),
    put: (...args) => putCategoryTranslation("solution", ...args),
  },
  "product-categories": {
    get: (id, locale) => getCategoryTranslationItem("product", id, locale),
    put: (...args) => putCategoryTranslation("product", ...args),
  },
  "customer-stories": { get: getStoryTranslationItem, put: putStoryTranslation },
};

/** `?locale=` other than the default names a translation, on the types that have them. */
function translationLocale(request: Request, resource: string): string | undefined {
  const locale = localeParam(request);
  if (isDefaultLocale(locale)) return undefined;
  if (!TRANSLATIONS[resource]) {
    const message = `The ${resource} have no translations: leave out locale.`;
    throw json({ message, errors: { locale: [message] } }, { status: 400 });
  }
  return locale;
}

export const loader = apiRoute(async ({ request, params }) => {
  const { resource } = await staffResource(request, params.resource);
  const id = idParam(params.id);
  const locale = translationLocale(request, resource.name);
  if (locale) return TRANSLATIONS[resource.name].get(id, locale);
  return getItem(resource, id);
});

export const action = apiRoute(async ({ request, params, context }) => {
  const { resource, caller: actor } = await staffResource(request, params.resource);
  const id = idParam(params.id);
  const caller = { actor, ip: clientIp(context) };
  const locale = translationLocale(request, resource.name);
  if (locale) {
    if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT"]);
    return TRANSLATIONS[resource.name].put(request, id, locale, caller);
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
