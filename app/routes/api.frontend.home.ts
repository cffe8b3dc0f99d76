import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { localeParam } from "~/services/api/locale-param.server";
import { getLocalizedHomeJson, getPublicHome } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, publicApiRead } from "~/services/api/http.server";
import { catalogLocaleTags, localeTag } from "~/utils/locale-tags";

/** A locale's home is dropped by its translations' saves too: its news, products and categories. */
function readTags(request: Request): readonly string[] {
  const locale = new URL(request.url).searchParams.get("locale");
  if (!locale || !env().SITE_LOCALES.slice(1).includes(locale)) return READ_TAGS.home;
  return [...READ_TAGS.home, localeTag("news", locale), ...catalogLocaleTags("product", locale), ...catalogLocaleTags("solution", locale)];
}

/** Everything the home page shows; `?locale=` as on that locale's home (/de). */
export const loader = publicApiRead(readTags, async ({ request }) => {
  const locale = localeParam(request);
  const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
  if (locale !== locales[0]) {
    const home = await cachedForVisitors(request, `api-home:${locale}:${fallback}`, readTags(request), () =>
      getLocalizedHomeJson(db(), { locale, locales, fallback }),
    );
    return json(home, { headers: { "Content-Language": locale } });
  }
  const home = await getPublicHome(db());
  return locales.length === 1 ? json(home) : json(home, { headers: { "Content-Language": locale } });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
