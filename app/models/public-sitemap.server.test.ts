import { CONTENT_TYPES, contentTypeOfTable } from "~/content-types";
import { db } from "~/db/db.server";
import { addItemOf } from "./declared-items.test-support";
import { getSitemapEntries } from "./public-sitemap.server";

/** The sitemap's pages of declared types; the route's test pins the demo site's whole list. */

const past = () => new Date(Date.now() - 60_000);

function shown(type: (typeof CONTENT_TYPES)[number], visible: boolean) {
  if (type.publishing === "status") return visible ? { status: "published", published_at: past() } : { status: "draft" };
  if (type.publishing === "is_published") return { is_published: visible };
  return {};
}

describe("getSitemapEntries", () => {
  it("lists a live item of each type in the sitemap at its public path, and leaves guarded pages out while the guard is on", async () => {
    for (const type of CONTENT_TYPES) {
      if (!("public" in type)) continue;
      const live = await addItemOf(type, shown(type, true));
      const hidden = await addItemOf(type, shown(type, false));
      const open = (await getSitemapEntries(db(), { detailsGuarded: false })).map((entry) => entry.path);
      const guarded = (await getSitemapEntries(db(), { detailsGuarded: true })).map((entry) => entry.path);
      const path = type.public.path(String(live.slug));
      expect(open.includes(path), type.resource).toBe(type.sitemap);
      expect(guarded.includes(path), type.resource).toBe(type.sitemap && !type.public.guarded);
      expect(open, type.resource).not.toContain(type.public.path(String(hidden.slug)));
    }
  });

  it("dates a category's page by its latest item, and leaves out the items of a hidden category", async () => {
    for (const type of CONTENT_TYPES) {
      if (!("category" in type) || !type.sitemap) continue;
      const categoryType = contentTypeOfTable(type.category)!;
      const category = await addItemOf(categoryType, { is_published: true });
      const item = await addItemOf(type, { category_id: category.id, ...shown(type, true) });
      const hiddenCategory = await addItemOf(categoryType, { is_published: false });
      const stray = await addItemOf(type, { category_id: hiddenCategory.id, ...shown(type, true) });

      const entries = await getSitemapEntries(db(), { detailsGuarded: false });
      const lastmodOf = (path: string) => entries.find((entry) => entry.path === path)?.lastmod;
      const categoryPath = "public" in categoryType ? categoryType.public.path(String(category.slug)) : "";
      expect(lastmodOf(categoryPath), type.resource).toEqual(lastmodOf(type.public.path(String(item.slug))));
      expect(lastmodOf(type.public.path(String(stray.slug))), type.resource).toBeUndefined();
    }
  });

  it("leaves out an item whose expiry has passed, and the items of a category whose expiry has passed", async () => {
    for (const type of CONTENT_TYPES) {
      if (!("public" in type) || !type.sitemap || type.publishing === null) continue;
      const expiring = await addItemOf(type, shown(type, true));
      const lasting = await addItemOf(type, { ...shown(type, true), unpublish_at: new Date(Date.now() + 3_600_000) });
      // Set behind the command's back: a save cannot date an expiry before a publication in the past.
      await db().updateTable(type.table as "news").set({ unpublish_at: past() }).where("id", "=", expiring.id).execute();
      const paths = (await getSitemapEntries(db(), { detailsGuarded: false })).map((entry) => entry.path);
      expect(paths, type.resource).not.toContain(type.public.path(String(expiring.slug)));
      expect(paths, type.resource).toContain(type.public.path(String(lasting.slug)));
      if (!("category" in type)) continue;
      const categoryType = contentTypeOfTable(type.category)!;
      const category = await addItemOf(categoryType, { is_published: true, unpublish_at: past() });
      const orphan = await addItemOf(type, { category_id: category.id, ...shown(type, true) });
      const categoryPaths = (await getSitemapEntries(db(), { detailsGuarded: false })).map((entry) => entry.path);
      expect(categoryPaths, type.resource).not.toContain(type.public.path(String(orphan.slug)));
    }
  });
});
