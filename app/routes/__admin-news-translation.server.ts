import { json } from "@remix-run/node";
import { NEWS_SCREENS } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getNewsTranslation, newsTranslationStates } from "~/models/news-translation.server";
import type { NewsRecord } from "~/services/content/news.server";
import { newsTranslationSchema } from "~/schemas/news-translation";
import { parseFormData } from "~/schemas/parse";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { writeNewsTranslation } from "~/services/content/news-translation.server";
import { redirectWithToast } from "~/services/toast.server";
import { englishLanguageName, localePath } from "~/utils/locales";
import { translationColumn } from "./__admin-translation.server";
import { ADMIN_CACHE_HEADERS, formError, readAdminForm, savedItemToast, submittedValues } from "./__admin-screen.server";
import { refusedEditForm } from "./__admin-editorial.server";

/**
 * The translator's side of /admin/edit-blog/{id}?locale=de (docs/locales.md): one locale's text of
 * an article, written beside the default locale's. Saving goes through the same rules as the API's PUT.
 */

/** What the translation form shows: the stored translation (null while there is none) and the text it translates. */
export async function translationEditorData(article: NewsRecord, locale: string) {
  const row = await getNewsTranslation(db(), { newsId: article.id, locale });
  return {
    locale,
    language: englishLanguageName(locale),
    sourceLanguage: englishLanguageName(env().SITE_LOCALES[0]),
    source: {
      title: article.title,
      slug: article.slug,
      excerpt: article.excerpt,
      body: article.body,
      seo_title: article.seo_title,
      seo_description: article.seo_description,
    },
    stored: row
      ? {
          title: row.title,
          slug: row.slug,
          excerpt: row.excerpt,
          body: row.body,
          seo_title: row.seo_title,
          seo_description: row.seo_description,
          status: row.status,
          published_at: row.published_at,
          version: row.version,
          // The article was saved after this translation: its text may say something the translation does not.
          outdated: row.source_version < article.version,
        }
      : null,
  };
}

/**
 * "Copy from English" answers the form filled with the article's text, saving nothing; the slug is
 * left empty so that it is made from the translated title. Otherwise the form saves the translation.
 */
export async function newsTranslationAction(options: {
  request: Request;
  id: number;
  locale: string;
  article: NewsRecord | undefined;
  audit: { actor: { id: number; email: string }; ip: string | null };
}) {
  const { request, id, locale, article, audit } = options;
  const form = await readAdminForm(request);
  if (!article) return formError(CONTENT_MESSAGES.notFound, 404);
  if (form.get("intent") === "copy") {
    const posted = submittedValues(form);
    delete posted.intent;
    const values = { ...posted, title: article.title, slug: "", excerpt: article.excerpt, body: article.body, seo_title: article.seo_title, seo_description: article.seo_description };
    return json({ formError: null as string | null, fieldErrors: {}, values, copied: true }, { headers: ADMIN_CACHE_HEADERS });
  }
  const parsed = parseFormData(newsTranslationSchema, form);
  if (!parsed.success) return refusedEditForm(parsed.fieldErrors, parsed.values);
  const result = await writeNewsTranslation(db(), { newsId: id, locale, input: parsed.data, actor: audit.actor, ip: audit.ip });
  if (!result.ok) {
    if ("fieldErrors" in result) return refusedEditForm(result.fieldErrors, submittedValues(form));
    if (result.reason === "not-found") return formError(CONTENT_MESSAGES.notFound, 404);
    return formError(CONTENT_MESSAGES.conflict, 409, submittedValues(form));
  }
  const locales = env().SITE_LOCALES;
  const toast = savedItemToast(result.row, (slug) => localePath(locale, `/news-details/${slug}`, locales));
  // A translation has no preview of its own yet: only a live one is offered.
  if (toast.link?.label === "Preview") delete toast.link;
  return redirectWithToast(`${NEWS_SCREENS.editPath(id)}?locale=${locale}`, { ...toast, message: `${englishLanguageName(locale)}: ${toast.message}` });
}

/**
 * The news list's translation column: for each article of the page, its state in each of the site's
 * other locales. Null on a site in one language, where the list has no such column.
 */
export function newsTranslationColumn(newsIds: number[]) {
  return translationColumn(newsIds, async () =>
    (await newsTranslationStates(db(), { newsIds })).map(({ news_id, ...state }) => ({ id: news_id, ...state })),
  );
}
