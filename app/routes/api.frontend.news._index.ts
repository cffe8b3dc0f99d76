import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { localeParam } from "~/services/api/locale-param.server";
import { getLocalizedNewsPageJson, getPublicNewsPageJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, publicApiRead } from "~/services/api/http.server";
import { localeTag } from "~/utils/locale-tags";
import { parsePageRequest } from "~/utils/pagination";

/** 9 a page as on /news. A page past the last is an empty list; a bad number reads as page 1. `?locale=` as on /de/news. */
/** A locale's answers are dropped by its translations' saves too. */
function readTags(request: Request): readonly string[] {
  const locale = new URL(request.url).searchParams.get("locale");
  return locale && env().SITE_LOCALES.slice(1).includes(locale) ? [...READ_TAGS.newsList, localeTag("news", locale)] : READ_TAGS.newsList;
}

export const loader = publicApiRead(readTags, async ({ request }) => {
  const { page } = parsePageRequest(new URL(request.url).searchParams);
  const locale = localeParam(request);
  const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
  if (locale !== locales[0]) {
    const list = await cachedForVisitors(request, `api-news:${locale}:${fallback}:page:${page}`, readTags(request), () =>
      getLocalizedNewsPageJson(db(), { page, locale, defaultLocale: locales[0], fallback }),
    );
    return json(list, { headers: { "Content-Language": locale } });
  }
  const list = await getPublicNewsPageJson(db(), page);
  return locales.length === 1 ? json(list) : json(list, { headers: { "Content-Language": locale } });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
