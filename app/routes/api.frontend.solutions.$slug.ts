import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { requireApiCustomer } from "~/services/auth/api-auth.server";
import { localeParam } from "~/services/api/locale-param.server";
import { slugParam } from "~/services/api/params.server";
import { catalogTranslationsJson, getLocalizedCatalogItemJson, getPublicCatalogItemJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";
import { catalogLocaleTags } from "~/utils/locale-tags";

/** A locale's answers are dropped by its translations' saves too. */
function readTags(request: Request): readonly string[] {
  const locale = new URL(request.url).searchParams.get("locale");
  if (!locale || !env().SITE_LOCALES.slice(1).includes(locale)) return READ_TAGS.catalogPage("solution");
  return [...READ_TAGS.catalogPage("solution"), ...catalogLocaleTags("solution", locale)];
}

/** Guarded like /solution-details/{slug}. `?locale=` reads the solution by its slug in that language. */
export const loader = publicApiRead(readTags, async ({ request, params }) => {
  await requireApiCustomer(request, { guarded: true });
  const slug = slugParam(params.slug);
  const locale = localeParam(request);
  const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
  if (locale !== locales[0]) {
    const item = await cachedForVisitors(request, `api-solution:${locale}:${fallback}:${slug}`, readTags(request), () =>
      getLocalizedCatalogItemJson(db(), "solution", { slug, locale, defaultLocale: locales[0], fallback }),
    );
    return item ? json(item, { headers: { "Content-Language": item.data.locale ?? locale } }) : notFound();
  }
  const item = await getPublicCatalogItemJson(db(), "solution", slug);
  if (!item) return notFound();
  // A site in one language answers as it always has.
  if (locales.length === 1) return json(item);
  const translations = await catalogTranslationsJson(db(), "solution", item.data.id, locale);
  return json({ data: { ...item.data, translations } }, { headers: { "Content-Language": locale } });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
