import { CATALOG_SCREENS } from "~/components/admin/catalog-screens";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { catalogTranslationStates, getCatalogTranslation } from "~/models/catalog-translation.server";
import { catalogTranslationSchema } from "~/schemas/catalog-translation";
import type { CatalogItemRecord } from "~/services/content/catalog-items.server";
import { writeCatalogTranslation } from "~/services/content/catalog-translation.server";
import { revisionCount } from "~/services/content/revisions.server";
import type { CatalogKind } from "~/utils/kinds";
import { englishLanguageName } from "~/utils/locales";
import { historyPath } from "~/utils/revision-paths";
import { textTranslationAction, translationColumn } from "./__admin-translation.server";

/**
 * The translator's side of /admin/edit-service/{id}?locale=de and /admin/edit-projects/{id}?locale=de
 * (docs/locales.md): one locale's text of a solution or product, written beside the default
 * locale's. Saving goes through the same rules as the API's PUT.
 */

/** What the translation form shows: the stored translation (null while there is none) and the text it translates. */
export async function catalogTranslationEditorData(kind: CatalogKind, item: CatalogItemRecord, locale: string) {
  const resource = CATALOG_SCREENS[kind].resource;
  const [row, historyCount] = await Promise.all([
    getCatalogTranslation(db(), kind, { itemId: item.id, locale }),
    revisionCount(db(), { resource, recordId: String(item.id), locale }),
  ]);
  return {
    locale,
    language: englishLanguageName(locale),
    // The translation's own history, beside the form as the item's is beside its own.
    history: { path: historyPath(resource, item.id, locale), count: historyCount },
    sourceLanguage: englishLanguageName(env().SITE_LOCALES[0]),
    source: {
      title: item.title,
      slug: item.slug,
      summary: item.summary,
      body: item.body,
      seo_title: item.seo_title,
      seo_description: item.seo_description,
    },
    stored: row
      ? {
          title: row.title,
          slug: row.slug,
          summary: row.summary,
          body: row.body,
          seo_title: row.seo_title,
          seo_description: row.seo_description,
          status: row.status,
          published_at: row.published_at,
          version: row.version,
          // The item was saved after this translation: its text may say something the translation does not.
          outdated: row.source_version < item.version,
        }
      : null,
  };
}

export async function catalogTranslationAction(
  kind: CatalogKind,
  options: { request: Request; item: CatalogItemRecord | undefined; id: number; locale: string; audit: { actor: { id: number; email: string }; ip: string | null } },
) {
  const { request, item, id, locale, audit } = options;
  const screens = CATALOG_SCREENS[kind];
  return textTranslationAction({
    request,
    locale,
    copy: item && { title: item.title, summary: item.summary, body: item.body, seo_title: item.seo_title, seo_description: item.seo_description },
    schema: catalogTranslationSchema,
    write: (input) => writeCatalogTranslation(db(), kind, { itemId: id, locale, input, actor: audit.actor, ip: audit.ip }),
    editPath: screens.editPath(id),
    publicPath: screens.publicPath,
  });
}

/**
 * The list's translation column: for each item of the page, its state in each of the site's other
 * locales. Null on a site in one language, where the list has no such column.
 */
export function catalogTranslationColumn(kind: CatalogKind, itemIds: number[]) {
  return translationColumn(itemIds, async () =>
    (await catalogTranslationStates(db(), kind, { itemIds })).map(({ item_id, ...state }) => ({ id: item_id, ...state })),
  );
}
