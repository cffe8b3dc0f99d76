import { json } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { STORY_TAGS } from "~/routes/__customer-stories.server";
import { localeParam } from "~/services/api/locale-param.server";
import { slugParam } from "~/services/api/params.server";
import { getLocalizedStoryJson, getPublicStoryJson, storyTranslationsJson } from "~/services/api/public-customer-stories.server";
import { apiRoute, methodNotAllowed, notFound, publicApiRead } from "~/services/api/http.server";
import { cachedForVisitors } from "~/services/cache/tagged-cache.server";
import { storyLocaleTags } from "~/utils/locale-tags";

/** A locale's answers are dropped by its translations' saves too. */
function readTags(request: Request): readonly string[] {
  const locale = new URL(request.url).searchParams.get("locale");
  if (!locale || !env().SITE_LOCALES.slice(1).includes(locale)) return STORY_TAGS.story;
  return [...STORY_TAGS.story, ...storyLocaleTags(locale)];
}

/** Public like /customer-stories/{slug}: no guard. `?locale=` reads the story by its slug in that language. */
export const loader = publicApiRead(readTags, async ({ request, params }) => {
  const slug = slugParam(params.slug);
  const locale = localeParam(request);
  const { SITE_LOCALES: locales, SITE_LOCALE_FALLBACK: fallback } = env();
  if (locale !== locales[0]) {
    const story = await cachedForVisitors(request, `api-customer-story:${locale}:${fallback}:${slug}`, readTags(request), () =>
      getLocalizedStoryJson(db(), { slug, locale, locales, fallback }),
    );
    return story ? json(story, { headers: { "Content-Language": story.data.locale ?? locale } }) : notFound();
  }
  const story = await getPublicStoryJson(db(), slug);
  if (!story) return notFound();
  // A site in one language answers as it always has.
  if (locales.length === 1) return json(story);
  const translations = await storyTranslationsJson(db(), story.data.id, locale);
  return json({ data: { ...story.data, translations } }, { headers: { "Content-Language": locale } });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
