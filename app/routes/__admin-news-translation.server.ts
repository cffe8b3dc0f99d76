import { NEWS_SCREENS } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getNewsTranslation, newsTranslationStates } from "~/models/news-translation.server";
import type { NewsRecord } from "~/services/content/news.server";
import { newsTranslationSchema } from "~/schemas/news-translation";
import { writeNewsTranslation } from "~/services/content/news-translation.server";
import { revisionCount } from "~/services/content/revisions.server";
import { englishLanguageName } from "~/utils/locales";
import { historyPath } from "~/utils/revision-paths";
import { textTranslationAction, translationColumn } from "./__admin-translation.server";

/**
 * The translator's side of /admin/edit-blog/{id}?locale=de (docs/locales.md): one locale's text of
 * an article, written beside the default locale's. Saving goes through the same rules as the API's PUT.
 */

/** What the translation form shows: the stored translation (null while there is none) and the text it translates. */
export async function translationEditorData(article: NewsRecord, locale: string) {
  const [row, historyCount] = await Promise.all([
    getNewsTranslation(db(), { newsId: article.id, locale }),
    revisionCount(db(), { resource: "news", recordId: String(article.id), locale }),
  ]);
  return {
    locale,
    language: englishLanguageName(locale),
    // The translation's own history, beside the form as the item's is beside its own.
    history: { path: historyPath("news", article.id, locale), count: historyCount },
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

export async function newsTranslationAction(options: {
  request: Request;
  id: number;
  locale: string;
  article: NewsRecord | undefined;
  audit: { actor: { id: number; email: string }; ip: string | null };
}) {
  const { request, id, locale, article, audit } = options;
  return textTranslationAction({
    request,
    locale,
    copy: article && {
      title: article.title, excerpt: article.excerpt, body: article.body, seo_title: article.seo_title, seo_description: article.seo_description,
    },
    schema: newsTranslationSchema,
    write: (input) => writeNewsTranslation(db(), { newsId: id, locale, input, actor: audit.actor, ip: audit.ip }),
    editPath: NEWS_SCREENS.editPath(id),
    publicPath: (slug) => `/news-details/${slug}`,
  });
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
