import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { NewsValues } from "~/schemas/news";
import { news } from "~/services/content/news.server";
import { addContent } from "../../tests/helpers/content";
import {
  getLocalizedNewsBySlug, getNewsTranslation, isNewsTranslationSlugTaken, listLocalizedNews, newsTranslationsMap,
  saveNewsTranslation, type TranslationValues,
} from "./news-translation.server";

const DAY = 86_400_000;

async function published(title: string, daysAgo: number, values: Partial<NewsValues> = {}) {
  return addContent(news, { title, status: "published", published_at: new Date(Date.now() - daysAgo * DAY), ...values });
}

function german(title: string, slug: string, values: Partial<TranslationValues> = {}): TranslationValues {
  return { title, slug, excerpt: `${title} kurz`, body: `<p>${title}</p>`, status: "published", ...values };
}

async function translate(newsId: number, values: TranslationValues) {
  const result = await saveNewsTranslation(db(), { newsId, locale: "de", version: undefined, values });
  if (!result.ok) throw new Error(`translation not saved: ${result.reason}`);
  return result.row;
}

beforeEach(async () => {
  await sql`truncate news, redirect, media restart identity cascade`.execute(db());
});

describe("saving a translation", () => {
  it("creates one without a version, then updates it only with its current version", async () => {
    const plant = await published("Our new plant", 1);
    const created = await saveNewsTranslation(db(), { newsId: plant.id, locale: "de", version: undefined, values: german("Unser neues Werk", "unser-neues-werk") });
    expect(created).toMatchObject({ ok: true, created: true, row: { version: 1, source_version: plant.version, published_at: expect.any(Date) } });

    const unversioned = await saveNewsTranslation(db(), { newsId: plant.id, locale: "de", version: undefined, values: german("Neu", "neu") });
    expect(unversioned).toEqual({ ok: false, reason: "version-required" });
    const stale = await saveNewsTranslation(db(), { newsId: plant.id, locale: "de", version: 7, values: german("Neu", "neu") });
    expect(stale).toEqual({ ok: false, reason: "conflict" });

    const updated = await saveNewsTranslation(db(), { newsId: plant.id, locale: "de", version: 1, values: german("Unser Werk", "unser-werk") });
    expect(updated).toMatchObject({ ok: true, created: false, row: { title: "Unser Werk", version: 2 } });
    expect((await getNewsTranslation(db(), { newsId: plant.id, locale: "de" }))?.slug).toBe("unser-werk");
    expect(await getNewsTranslation(db(), { newsId: plant.id, locale: "fr" })).toBeUndefined();
  });

  it("refuses an article that does not exist", async () => {
    expect(await saveNewsTranslation(db(), { newsId: 999, locale: "de", version: undefined, values: german("X", "x") })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("keeps slugs unique per locale and free across locales", async () => {
    const plant = await published("Our new plant", 1);
    const fair = await published("Trade fair", 2);
    await translate(plant.id, german("Unser neues Werk", "unser-neues-werk"));
    expect(await isNewsTranslationSlugTaken(db(), { locale: "de", slug: "unser-neues-werk", newsId: fair.id })).toBe(true);
    expect(await isNewsTranslationSlugTaken(db(), { locale: "de", slug: "unser-neues-werk", newsId: plant.id })).toBe(false);
    // Another article's English slug is free in German.
    await translate(fair.id, german("Messe", "our-new-plant"));
    await expect(db().updateTable("news_translation").set({ slug: "unser-neues-werk" }).where("news_id", "=", fair.id).execute()).rejects.toThrow();
  });
});

describe("reading news in a locale", () => {
  it("lists only live translations without the fallback, and the default text in their place with it", async () => {
    const plant = await published("Our new plant", 1);
    const fair = await published("Trade fair", 2);
    const award = await published("An award", 3);
    await addContent(news, { title: "Draft in English" });
    await translate(plant.id, german("Unser neues Werk", "unser-neues-werk"));
    await translate(award.id, german("Ein Preis", "ein-preis", { status: "draft" }));

    const only = await listLocalizedNews(db(), { locale: "de", fallback: false });
    expect(only.total).toBe(1);
    expect(only.items).toEqual([expect.objectContaining({ id: plant.id, title: "Unser neues Werk", slug: "unser-neues-werk", fallback: false })]);

    const withFallback = await listLocalizedNews(db(), { locale: "de", fallback: true });
    expect(withFallback.total).toBe(3);
    expect(withFallback.items.map((row) => [row.title, row.fallback])).toEqual([
      ["Unser neues Werk", false],
      ["Trade fair", true],
      ["An award", true],
    ]);
    expect(withFallback.items[0].updated_at).toBeInstanceOf(Date);
    expect(fair.id).toBeGreaterThan(0);
  });

  it("hides a translation of an article that is not live, and a scheduled translation", async () => {
    const draft = await addContent(news, { title: "Not yet" });
    await translate(draft.id, german("Noch nicht", "noch-nicht"));
    const plant = await published("Our new plant", 1);
    await translate(plant.id, german("Bald", "bald", { published_at: new Date(Date.now() + DAY) }));
    expect((await listLocalizedNews(db(), { locale: "de", fallback: false })).total).toBe(0);
    expect(await getLocalizedNewsBySlug(db(), { locale: "de", slug: "noch-nicht", fallback: true })).toBeUndefined();
    expect(await getLocalizedNewsBySlug(db(), { locale: "de", slug: "bald", fallback: false })).toBeUndefined();
  });

  it("finds an article by its translated slug; with the fallback, an untranslated one by its default slug", async () => {
    const plant = await published("Our new plant", 1);
    await published("Trade fair", 2);
    await translate(plant.id, german("Unser neues Werk", "unser-neues-werk"));

    expect(await getLocalizedNewsBySlug(db(), { locale: "de", slug: "unser-neues-werk", fallback: false })).toMatchObject({
      id: plant.id, title: "Unser neues Werk", body: "<p>Unser neues Werk</p>", fallback: false,
    });
    expect(await getLocalizedNewsBySlug(db(), { locale: "de", slug: "trade-fair", fallback: false })).toBeUndefined();
    expect(await getLocalizedNewsBySlug(db(), { locale: "de", slug: "trade-fair", fallback: true })).toMatchObject({
      title: "Trade fair", fallback: true,
    });
    // A translated article is reached by its German slug only.
    expect(await getLocalizedNewsBySlug(db(), { locale: "de", slug: "our-new-plant", fallback: true })).toBeUndefined();
  });

  it("maps each locale where an article is public to its slug there", async () => {
    const plant = await published("Our new plant", 1);
    const fair = await published("Trade fair", 2);
    await translate(plant.id, german("Unser neues Werk", "unser-neues-werk"));
    await translate(fair.id, german("Messe", "messe", { status: "draft" }));
    expect(await newsTranslationsMap(db(), { newsId: plant.id, defaultLocale: "en" })).toEqual({ en: "our-new-plant", de: "unser-neues-werk" });
    expect(await newsTranslationsMap(db(), { newsId: fair.id, defaultLocale: "en" })).toEqual({ en: "trade-fair" });
    const draft = await addContent(news, { title: "Draft" });
    expect(await newsTranslationsMap(db(), { newsId: draft.id, defaultLocale: "en" })).toEqual({});
  });
});
