import { json } from "@remix-run/node";
import { PAGE_SCREENS } from "~/components/admin/editorial-screens";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import type { Page } from "~/models/page.server";
import { getPageTranslation, pageTranslationStates } from "~/models/page-translation.server";
import { parseFormData } from "~/schemas/parse";
import { pageTranslationSchema } from "~/schemas/page-translation";
import { SECTION_LABELS, sectionsText } from "~/schemas/sections";
import { CONTENT_MESSAGES } from "~/services/content/messages";
import { writePageTranslation } from "~/services/content/page-translation.server";
import { revisionCount } from "~/services/content/revisions.server";
import { redirectWithToast } from "~/services/toast.server";
import { englishLanguageName, localePath } from "~/utils/locales";
import { historyPath } from "~/utils/revision-paths";
import { refusedEditForm } from "./__admin-editorial.server";
import { sectionImageOptions, sectionsStep, withSectionDrafts } from "./__admin-page-sections.server";
import { ADMIN_CACHE_HEADERS, formError, readAdminForm, savedItemToast, submittedValues } from "./__admin-screen.server";
import { translationColumn } from "./__admin-translation.server";

/**
 * The translator's side of /admin/edit-pages/{id}?locale=de (docs/locales.md): one locale's title,
 * body, sections and SEO text of a custom page, written beside the default locale's. The sections
 * are the translation's own list, edited with the page form's section editor; saving goes through
 * the same rules as the API's PUT.
 */

/** What the translation form shows: the stored translation (null while there is none) and the page it translates. */
export async function pageTranslationEditorData(page: Page, locale: string) {
  const [row, historyCount] = await Promise.all([
    getPageTranslation(db(), { pageId: page.id, locale }),
    revisionCount(db(), { resource: "pages", recordId: String(page.id), locale }),
  ]);
  return {
    locale,
    language: englishLanguageName(locale),
    // The translation's own history, beside the form as the item's is beside its own.
    history: { path: historyPath("pages", page.id, locale), count: historyCount },
    sourceLanguage: englishLanguageName(env().SITE_LOCALES[0]),
    source: {
      title: page.title,
      slug: page.slug,
      body: page.body,
      seo_title: page.seo_title,
      seo_description: page.seo_description,
      // Each section's kind and words, to read beside the translation's list.
      sections: page.sections.map((section) => ({ label: SECTION_LABELS[section.type], text: sectionsText([section]) })),
      // To tell sections copied and left as they were, word for word.
      sectionsJson: JSON.stringify(page.sections),
    },
    stored: row
      ? {
          title: row.title,
          slug: row.slug,
          body: row.body,
          seo_title: row.seo_title,
          seo_description: row.seo_description,
          sections: row.sections,
          status: row.status,
          published_at: row.published_at,
          version: row.version,
          // The page was saved after this translation: its text may say something the translation does not.
          outdated: row.source_version < page.version,
        }
      : null,
    // The pictures either list may show: the translation keeps the page's images unless a translator changes them.
    images: await sectionImageOptions(db(), [...page.sections, ...(row?.sections ?? [])]),
  };
}

/**
 * "Copy from English" answers the form filled with the page's text and sections, saving nothing;
 * the slug is left empty so that it is made from the translated title. A section button (add, move,
 * remove) answers the form as typed with the change applied. Otherwise the form saves the translation.
 */
export async function pageTranslationAction(options: {
  request: Request;
  id: number;
  locale: string;
  page: Page | undefined;
  audit: { actor: { id: number; email: string }; ip: string | null };
}) {
  const { request, id, locale, page, audit } = options;
  const form = await readAdminForm(request);
  if (!page) return formError(CONTENT_MESSAGES.notFound, 404);
  if (form.get("intent") === "copy") {
    const posted = submittedValues(form);
    delete posted.intent;
    const values = { ...posted, title: page.title, slug: "", body: page.body, seo_title: page.seo_title, seo_description: page.seo_description };
    return json({ formError: null as string | null, fieldErrors: {}, values, sections: page.sections, copied: true }, { headers: ADMIN_CACHE_HEADERS });
  }
  const sectionButton = sectionsStep(form);
  if (sectionButton) return sectionButton;
  const parsed = parseFormData(pageTranslationSchema, form);
  if (!parsed.success) return withSectionDrafts(refusedEditForm(parsed.fieldErrors, parsed.values), form);
  const result = await writePageTranslation(db(), { pageId: id, locale, input: parsed.data, actor: audit.actor, ip: audit.ip });
  if (!result.ok) {
    if ("fieldErrors" in result) return withSectionDrafts(refusedEditForm(result.fieldErrors, submittedValues(form)), form);
    if (result.reason === "not-found") return formError(CONTENT_MESSAGES.notFound, 404);
    return withSectionDrafts(formError(CONTENT_MESSAGES.conflict, 409, submittedValues(form)), form);
  }
  const locales = env().SITE_LOCALES;
  const toast = savedItemToast(result.row, (slug) => localePath(locale, `/${slug}`, locales));
  // A translation has no preview of its own yet: only a live one is offered.
  if (toast.link?.label === "Preview") delete toast.link;
  return redirectWithToast(`${PAGE_SCREENS.editPath(id)}?locale=${locale}`, { ...toast, message: `${englishLanguageName(locale)}: ${toast.message}` });
}

/** The page list's translation column; null on a site in one language. */
export function pageTranslationColumn(pageIds: number[]) {
  return translationColumn(pageIds, async () =>
    (await pageTranslationStates(db(), { pageIds })).map(({ page_id, ...state }) => ({ id: page_id, ...state })),
  );
}
