import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { requireApiCustomer } from "~/services/auth/api-auth.server";
import { localeParam } from "~/services/api/locale-param.server";
import { slugParam } from "~/services/api/params.server";
import { getLocalizedNewsJson, getPublicNewsJson, newsTranslationsJson } from "~/services/api/public-content.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";
import { localeTag } from "~/utils/locale-tags";

/** Guarded like /news-details/{slug}. `?locale=` reads the article by its slug in that language. */
/** A locale's answers are dropped by its translations' saves too. */
function readTags(request: Request): readonly string[] {
  const locale = new URL(request.url).searchParams.get("locale");
  return locale && env().SITE_LOCALES.slice(1).includes(locale) ? [...READ_TAGS.newsArticle, localeTag("news", locale)] : READ_TAGS.newsArticle;
}

export const loader = publicApiRead(readTags, async ({ request, params }) => {
  await requireApiCustomer(request, { guarded: true });
  const slug = slugParam(params.slug);
  const locale = localeParam(request);
  const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
  if (locale !== locales[0]) {
    const article = await cachedForVisitors(request, `api-news:${locale}:${fallback}:${slug}`, readTags(request), () =>
      getLocalizedNewsJson(db(), { slug, locale, defaultLocale: locales[0], fallback }),
    );
    return article ? json(article, { headers: { "Content-Language": article.data.locale ?? locale } }) : notFound();
  }
  const article = await getPublicNewsJson(db(), slug);
  if (!article) return notFound();
  // A site in one language answers as it always has.
  if (locales.length === 1) return json(article);
  const translations = await newsTranslationsJson(db(), article.data.id, locale);
  return json({ data: { ...article.data, translations } }, { headers: { "Content-Language": locale } });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
