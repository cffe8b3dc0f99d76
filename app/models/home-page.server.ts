import { isLive, type DbOrTx } from "./crud.server";
import type { Page } from "./page.server";
import { getSetting } from "./setting.server";

/**
 * The home page may be a page built from sections instead of the standard one: `site.home_page_id`
 * names it (docs/decisions/019-page-sections.md#the-home-page-as-a-page). Only a live page counts,
 * so one that is unpublished, deleted or past its expiry gives `/` back to the standard home.
 */

export type HomePage = Pick<Page, "id" | "title" | "slug" | "body" | "sections" | "seo_title" | "seo_description">;

export async function isLivePage(db: DbOrTx, id: number): Promise<boolean> {
  const row = await db.selectFrom("page").select("id").where("id", "=", id).where(isLive("page")).executeTakeFirst();
  return row !== undefined;
}

/** The chosen page while it is live; undefined for the standard home. */
export async function getChosenHomePage(db: DbOrTx): Promise<HomePage | undefined> {
  const { home_page_id: id } = await getSetting(db, "site");
  if (id === null) return undefined;
  const row = await db
    .selectFrom("page")
    .select(["id", "title", "slug", "body", "sections", "seo_title", "seo_description"])
    .where("id", "=", id)
    .where(isLive("page"))
    .executeTakeFirst();
  return row === undefined ? undefined : (row as HomePage);
}

/** The pages the setting may choose, for the admin's select. */
export async function listHomePageChoices(db: DbOrTx): Promise<Array<{ id: number; title: string; slug: string }>> {
  return db.selectFrom("page").select(["id", "title", "slug"]).where(isLive("page")).orderBy("title").orderBy("id").execute();
}
