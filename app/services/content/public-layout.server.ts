import { db } from "~/db/db.server";
import { getPublicLayout } from "~/models/public-layout.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";

/**
 * The menus, footer and company profile every public page shows. The root reads
 * it too, for the theme colour: one key, so a request reads it once.
 */
export function readPublicLayout(request: Request) {
  return cachedForVisitors(request, "layout", READ_TAGS.layout, () => getPublicLayout(db()));
}
