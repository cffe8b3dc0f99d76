import { db } from "~/db/db.server";
import { getChosenHomePage, type HomePage } from "~/models/home-page.server";
import { getSectionsData, sectionsTags, type SectionsData } from "~/models/public-page-sections.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";

/** The page `/` shows instead of the standard home, while it is live; cached for visitors under the setting's and pages' tags. */
export function chosenHomePage(request: Request): Promise<HomePage | undefined> {
  return cachedForVisitors(request, "home-page", READ_TAGS.homePage, () => getChosenHomePage(db()));
}

/** What `/` renders when a page is the home page: the page and what its sections show; null for the standard home. */
export async function loadHomeAsPage(request: Request): Promise<{ page: HomePage; sectionsData: SectionsData } | null> {
  const page = await chosenHomePage(request);
  if (!page) return null;
  // The same entry as the page's own address: one read for both.
  const sectionsData = await cachedForVisitors(request, `page-sections:${page.slug}`, [...READ_TAGS.page, ...sectionsTags(page.sections)], () =>
    getSectionsData(db(), page.sections),
  );
  return { page, sectionsData };
}
