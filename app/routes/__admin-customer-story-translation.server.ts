import { CUSTOMER_STORY_SCREENS } from "~/components/admin/customer-story-form";
import { customerStories } from "~/content-types/customer-stories";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import type { StoryFigure } from "~/models/customer-story-table.server";
import { getStoryTranslation, storyTranslationStates } from "~/models/customer-story-translation.server";
import { customerStoryTranslationSchema } from "~/schemas/customer-story-translation";
import type { CustomerStoryRecord } from "~/services/content/customer-stories.server";
import { writeStoryTranslation } from "~/services/content/customer-story-translation.server";
import { revisionCount } from "~/services/content/revisions.server";
import { englishLanguageName } from "~/utils/locales";
import { historyPath } from "~/utils/revision-paths";
import { textTranslationAction, translationColumn } from "./__admin-translation.server";

/**
 * The translator's side of /admin/edit-customer-stories/{id}?locale=de (docs/locales.md): one
 * locale's text of a story, written beside the default locale's. Saving goes through the same
 * rules as the API's PUT.
 */

/** The figures as the form names their fields (`figures[0][value]`), so a stored list and a posted one read alike. */
function figureFields(figures: readonly StoryFigure[]): Record<string, string> {
  return Object.fromEntries(figures.flatMap((figure, row) => [[`figures[${row}][value]`, figure.value], [`figures[${row}][label]`, figure.label]]));
}

/** What the translation form shows: the stored translation (null while there is none) and the text it translates. */
export async function storyTranslationEditorData(story: CustomerStoryRecord, locale: string) {
  const [row, historyCount] = await Promise.all([
    getStoryTranslation(db(), { storyId: story.id, locale }),
    revisionCount(db(), { resource: "customer-stories", recordId: String(story.id), locale }),
  ]);
  return {
    locale,
    language: englishLanguageName(locale),
    // The translation's own history, beside the form as the story's is beside its own.
    history: { path: historyPath("customer-stories", story.id, locale), count: historyCount },
    sourceLanguage: englishLanguageName(env().SITE_LOCALES[0]),
    source: {
      title: story.title,
      slug: story.slug,
      industry: story.industry,
      summary: story.summary,
      body: story.body,
      figures: story.figures,
      quote: story.quote,
      seo_title: story.seo_title,
      seo_description: story.seo_description,
    },
    stored: row
      ? {
          title: row.title,
          slug: row.slug,
          industry: row.industry,
          summary: row.summary,
          body: row.body,
          ...figureFields(row.figures),
          quote_text: row.quote_text,
          quote_role: row.quote_role,
          seo_title: row.seo_title,
          seo_description: row.seo_description,
          status: row.status,
          published_at: row.published_at,
          version: row.version,
          // The story was saved after this translation: its text may say something the translation does not.
          outdated: row.source_version < story.version,
        }
      : null,
  };
}

export async function storyTranslationAction(options: {
  request: Request;
  story: CustomerStoryRecord | undefined;
  id: number;
  locale: string;
  audit: { actor: { id: number; email: string }; ip: string | null };
}) {
  const { request, story, id, locale, audit } = options;
  return textTranslationAction({
    request,
    locale,
    copy: story && {
      title: story.title,
      industry: story.industry,
      summary: story.summary,
      body: story.body,
      ...figureFields(story.figures),
      quote_text: story.quote?.text ?? "",
      quote_role: story.quote?.role ?? "",
      seo_title: story.seo_title,
      seo_description: story.seo_description,
    },
    schema: customerStoryTranslationSchema,
    write: (input) => writeStoryTranslation(db(), { storyId: id, locale, input, actor: audit.actor, ip: audit.ip }),
    editPath: CUSTOMER_STORY_SCREENS.editPath(id),
    publicPath: customerStories.public.path,
  });
}

/** The list's translation column: null on a site in one language, where the list has no such column. */
export function storyTranslationColumn(storyIds: number[]) {
  return translationColumn(storyIds, async () =>
    (await storyTranslationStates(db(), { storyIds })).map(({ story_id, ...state }) => ({ id: story_id, ...state })),
  );
}
