import type { Migration } from "kysely";
import * as contentModel from "./2026-11-21-0001-content-model";
import * as catalogListOrder from "./2026-11-21-0002-catalog-list-order";
import * as team from "./2026-11-25-0003-team";
import * as revisionsAndTrash from "./2026-11-25-0004-revisions-and-trash";
import * as objectStorage from "./2026-11-25-0005-object-storage";
import * as searchAndRedirects from "./2026-11-25-0006-search-and-redirects";
import * as teamAuditActions from "./2026-11-26-0007-team-audit-actions";
import * as pendingSignIn from "./2026-11-27-0008-pending-sign-in";
import * as customerStories from "./2026-11-28-0009-customer-stories";
import * as mediaFocalPoint from "./2026-11-28-0010-media-focal-point";
import * as certificateDetails from "./2026-11-28-0011-certificate-details";
import * as pageMenuLabel from "./2026-11-28-0012-page-menu-label";
import * as passkeys from "./2026-11-28-0013-passkeys";
import * as webhooks from "./2026-11-28-0014-webhooks";
import * as apiKeys from "./2026-11-28-0015-api-keys";
import * as unpublishAt from "./2026-11-28-0016-unpublish-at";
import * as pageSections from "./2026-11-28-0017-page-sections";
import * as newsTranslations from "./2026-11-28-0018-news-translations";
import * as pageTranslations from "./2026-11-28-0019-page-translations";
import * as trashTranslations from "./2026-11-28-0020-trash-translations";
import * as settingTranslations from "./2026-11-29-0021-setting-translations";
import * as translationSearch from "./2026-11-29-0022-translation-search";
import * as catalogTranslations from "./2026-11-29-0023-catalog-translations";
import * as translationRevisions from "./2026-11-29-0024-translation-revisions";
import * as customerStoryTranslations from "./2026-11-29-0025-customer-story-translations";
import * as certificateDocumentLink from "./2026-11-30-0026-certificate-document-link";

/**
 * Every migration, by name, in the order they run. Listed statically (not read
 * from the folder at run time) so the server bundle carries them.
 */
export const migrations: Record<string, Migration> = {
  "2026-11-21-0001-content-model": contentModel,
  "2026-11-21-0002-catalog-list-order": catalogListOrder,
  "2026-11-25-0003-team": team,
  "2026-11-25-0004-revisions-and-trash": revisionsAndTrash,
  "2026-11-25-0005-object-storage": objectStorage,
  "2026-11-25-0006-search-and-redirects": searchAndRedirects,
  "2026-11-26-0007-team-audit-actions": teamAuditActions,
  "2026-11-27-0008-pending-sign-in": pendingSignIn,
  "2026-11-28-0009-customer-stories": customerStories,
  "2026-11-28-0010-media-focal-point": mediaFocalPoint,
  "2026-11-28-0011-certificate-details": certificateDetails,
  "2026-11-28-0012-page-menu-label": pageMenuLabel,
  "2026-11-28-0013-passkeys": passkeys,
  "2026-11-28-0014-webhooks": webhooks,
  "2026-11-28-0015-api-keys": apiKeys,
  "2026-11-28-0016-unpublish-at": unpublishAt,
  "2026-11-28-0017-page-sections": pageSections,
  "2026-11-28-0018-news-translations": newsTranslations,
  "2026-11-28-0019-page-translations": pageTranslations,
  "2026-11-28-0020-trash-translations": trashTranslations,
  "2026-11-29-0021-setting-translations": settingTranslations,
  "2026-11-29-0022-translation-search": translationSearch,
  "2026-11-29-0023-catalog-translations": catalogTranslations,
  "2026-11-29-0024-translation-revisions": translationRevisions,
  "2026-11-29-0025-customer-story-translations": customerStoryTranslations,
  "2026-11-30-0026-certificate-document-link": certificateDocumentLink,
};
