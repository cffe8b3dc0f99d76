import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { localeParam } from "~/services/api/locale-param.server";
import { slugParam } from "~/services/api/params.server";
import { getLocalizedPageJson, getPublicPageJson, pageTranslationsJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";
import { localeTag } from "~/utils/locale-tags";

/** A locale's answers are dropped by its translations' saves too. */
function readTags(request: Request): readonly string[] {
  const locale = new URL(request.url).searchParams.get("locale");
  return locale && env().SITE_LOCALES.slice(1).includes(locale) ? [...READ_TAGS.page, localeTag("page", locale)] : READ_TAGS.page;
}

/** Reserved slugs are refused (422). `?locale=` reads the page by its slug in that language. */
export const loader = publicApiRead(readTags, async ({ request, params }) => {
  const slug = slugParam(params.slug, "page");
  const locale = localeParam(request);
  const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
  if (locale !== locales[0]) {
    const page = await cachedForVisitors(request, `api-page:${locale}:${fallback}:${slug}`, readTags(request), () =>
      getLocalizedPageJson(db(), { slug, locale, defaultLocale: locales[0], fallback }),
    );
    return page ? json(page, { headers: { "Content-Language": page.data.locale ?? locale } }) : notFound();
  }
  const page = await getPublicPageJson(db(), slug);
  if (!page) return notFound();
  // A site in one language answers as it always has.
  if (locales.length === 1) return json(page);
  const translations = await pageTranslationsJson(db(), page.data.id, locale);
  return json({ data: { ...page.data, translations } }, { headers: { "Content-Language": locale } });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
