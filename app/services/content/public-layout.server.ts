import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { localeTag } from "~/utils/locale-tags";
import { getPublicLayout } from "~/models/public-layout.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";

/**
 * The menus, footer and company profile every public page shows. The root reads
 * it too, for the theme colour: one key, so a request reads it once.
 */
export function readPublicLayout(request: Request) {
  // The frame links the pages' translations: a translation's save changes it too.
  const tags = [...READ_TAGS.layout, ...env().SITE_LOCALES.slice(1).map((locale) => localeTag("page", locale))];
  return cachedForVisitors(request, "layout", tags, () => getPublicLayout(db()));
}
