import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { localeParam } from "~/services/api/locale-param.server";
import { slugParam } from "~/services/api/params.server";
import {
  categoryTranslationsJson, getLocalizedCategoryJson, getPublicCategoryJson, listLocalizedCategoriesJson, listPublicCategoriesJson,
} from "~/services/api/public-content.server";
import { notFound, publicApiRead } from "~/services/api/http.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import type { CatalogKind } from "~/utils/kinds";
import { catalogLocaleTags } from "~/utils/locale-tags";

/**
 * `GET /api/frontend/{solution|product}-categories` and `…/{slug}`, with `?locale=` as the solution
 * and product reads have it (docs/api.md): in another language the category is found by its slug
 * there, and answers its name, description and items in that language.
 */

// The items' key in the answer: a category of solutions lists `solutions`.
const ITEMS_KEY = { solution: "solutions", product: "products" } as const;

/** A locale's answers are dropped by its translations' saves too. */
function readTags(kind: CatalogKind, request: Request, tags: readonly string[]): readonly string[] {
  const locale = new URL(request.url).searchParams.get("locale");
  if (!locale || !env().SITE_LOCALES.slice(1).includes(locale)) return tags;
  return [...tags, ...catalogLocaleTags(kind, locale)];
}

export function catalogCategoryListApiLoader(kind: CatalogKind) {
  return publicApiRead(
    (request) => readTags(kind, request, READ_TAGS.categoryList(kind)),
    async ({ request }) => {
      const locale = localeParam(request);
      const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
      if (locale === locales[0]) return json(await listPublicCategoriesJson(db(), kind));
      return json(await listLocalizedCategoriesJson(db(), kind, { locale, locales, fallback }), { headers: { "Content-Language": locale } });
    },
  );
}

export function catalogCategoryApiLoader(kind: CatalogKind) {
  return publicApiRead(
    (request) => readTags(kind, request, READ_TAGS.catalogPage(kind)),
    async ({ request, params }) => {
      const slug = slugParam(params.slug);
      const locale = localeParam(request);
      const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
      if (locale !== locales[0]) {
        const category = await cachedForVisitors(request, `api-${kind}-category:${locale}:${fallback}:${slug}`, readTags(kind, request, READ_TAGS.catalogPage(kind)), () =>
          getLocalizedCategoryJson(db(), kind, { slug, locale, locales, fallback }),
        );
        if (!category) return notFound();
        const { items, ...rest } = category;
        return json({ data: { ...rest, [ITEMS_KEY[kind]]: items } }, { headers: { "Content-Language": category.locale } });
      }
      const category = await getPublicCategoryJson(db(), kind, slug);
      if (!category) return notFound();
      const { items, ...rest } = category;
      // A site in one language answers as it always has.
      if (locales.length === 1) return json({ data: { ...rest, [ITEMS_KEY[kind]]: items } });
      const translations = await categoryTranslationsJson(db(), kind, category.id, locales);
      return json({ data: { ...rest, translations, [ITEMS_KEY[kind]]: items } }, { headers: { "Content-Language": locale } });
    },
  );
}
