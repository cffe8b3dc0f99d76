import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { PageValues } from "~/schemas/page";
import type { Section } from "~/schemas/sections";
import { pages } from "~/services/content/pages.server";
import { addContent } from "../../tests/helpers/content";
import {
  getLocalizedPageBySlug, getPageTranslation, isPageTranslationSlugTaken, listLivePageTranslations, pageTranslationsMap,
  savePageTranslation, type PageTranslationValues,
} from "./page-translation.server";

const DAY = 86_400_000;

async function published(title: string, values: Partial<PageValues> = {}) {
  return addContent(pages, { title, status: "published", published_at: new Date(Date.now() - DAY), ...values });
}

const GERMAN_SECTIONS: Section[] = [{ type: "cta", heading: "Jetzt anfragen", text: "Ein Pilot dauert sechs Wochen.", button: { label: "Pilot planen", url: "/de" } }];

function german(title: string, slug: string, values: Partial<PageTranslationValues> = {}): PageTranslationValues {
  return { title, slug, body: `<p>${title}</p>`, sections: GERMAN_SECTIONS, status: "published", ...values };
}

async function translate(pageId: number, values: PageTranslationValues) {
  const result = await savePageTranslation(db(), { pageId, locale: "de", version: undefined, values });
  if (!result.ok) throw new Error(`translation not saved: ${result.reason}`);
  return result.row;
}

beforeEach(async () => {
  await sql`truncate page, redirect, media restart identity cascade`.execute(db());
});

describe("saving a page's translation", () => {
  it("creates one without a version, then updates it only with its current version, sections and their words included", async () => {
    const about = await published("About us");
    const created = await savePageTranslation(db(), { pageId: about.id, locale: "de", version: undefined, values: german("Über uns", "ueber-uns") });
    expect(created).toMatchObject({ ok: true, created: true, row: { version: 1, source_version: about.version, sections: GERMAN_SECTIONS } });
    const stored = await db().selectFrom("page_translation").select("sections_text").executeTakeFirstOrThrow();
    expect(stored.sections_text).toContain("Pilot planen");

    expect(await savePageTranslation(db(), { pageId: about.id, locale: "de", version: undefined, values: german("Neu", "neu") })).toEqual({
      ok: false,
      reason: "version-required",
    });
    expect(await savePageTranslation(db(), { pageId: about.id, locale: "de", version: 5, values: german("Neu", "neu") })).toEqual({
      ok: false,
      reason: "conflict",
    });
    const updated = await savePageTranslation(db(), { pageId: about.id, locale: "de", version: 1, values: german("Wir", "wir", { sections: [] }) });
    expect(updated).toMatchObject({ ok: true, created: false, row: { title: "Wir", version: 2, sections: [] } });
    expect((await getPageTranslation(db(), { pageId: about.id, locale: "de" }))?.slug).toBe("wir");
    expect(await getPageTranslation(db(), { pageId: about.id, locale: "fr" })).toBeUndefined();
    expect(await savePageTranslation(db(), { pageId: 999, locale: "de", version: undefined, values: german("X", "x") })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("keeps slugs unique per locale and free across locales", async () => {
    const about = await published("About us");
    const why = await published("Why us");
    await translate(about.id, german("Über uns", "ueber-uns"));
    expect(await isPageTranslationSlugTaken(db(), { locale: "de", slug: "ueber-uns", pageId: why.id })).toBe(true);
    expect(await isPageTranslationSlugTaken(db(), { locale: "de", slug: "ueber-uns", pageId: about.id })).toBe(false);
    // Another page's English slug is free in German.
    await translate(why.id, german("Warum wir", "about-us"));
    await expect(db().updateTable("page_translation").set({ slug: "ueber-uns" }).where("page_id", "=", why.id).execute()).rejects.toThrow();
  });
});

describe("reading a page in a locale", () => {
  it("finds a page by its translated slug; with the fallback, an untranslated one by its default slug", async () => {
    const about = await published("About us");
    await published("Why us");
    await translate(about.id, german("Über uns", "ueber-uns"));

    expect(await getLocalizedPageBySlug(db(), { locale: "de", slug: "ueber-uns", fallback: false })).toMatchObject({
      id: about.id, title: "Über uns", body: "<p>Über uns</p>", sections: GERMAN_SECTIONS, fallback: false,
    });
    expect(await getLocalizedPageBySlug(db(), { locale: "de", slug: "why-us", fallback: false })).toBeUndefined();
    expect(await getLocalizedPageBySlug(db(), { locale: "de", slug: "why-us", fallback: true })).toMatchObject({ title: "Why us", fallback: true });
    // A translated page is reached by its German slug only.
    expect(await getLocalizedPageBySlug(db(), { locale: "de", slug: "about-us", fallback: true })).toBeUndefined();
  });

  it("hides a translation of a page that is not live, a draft translation and a scheduled one", async () => {
    const draft = await addContent(pages, { title: "Not yet" });
    await translate(draft.id, german("Noch nicht", "noch-nicht"));
    const about = await published("About us");
    await translate(about.id, german("Bald", "bald", { published_at: new Date(Date.now() + DAY) }));
    const why = await published("Why us");
    await translate(why.id, german("Entwurf", "entwurf", { status: "draft" }));
    expect(await getLocalizedPageBySlug(db(), { locale: "de", slug: "noch-nicht", fallback: true })).toBeUndefined();
    expect(await getLocalizedPageBySlug(db(), { locale: "de", slug: "bald", fallback: false })).toBeUndefined();
    expect(await getLocalizedPageBySlug(db(), { locale: "de", slug: "entwurf", fallback: false })).toBeUndefined();
    expect(await listLivePageTranslations(db())).toEqual([]);
  });

  it("maps each locale where a page is public to its slug there, and lists the live translations", async () => {
    const about = await published("About us");
    const why = await published("Why us");
    await translate(about.id, german("Über uns", "ueber-uns"));
    await translate(why.id, german("Warum wir", "warum-wir", { status: "draft" }));
    expect(await pageTranslationsMap(db(), { pageId: about.id, defaultLocale: "en" })).toEqual({ en: "about-us", de: "ueber-uns" });
    expect(await pageTranslationsMap(db(), { pageId: why.id, defaultLocale: "en" })).toEqual({ en: "why-us" });
    const draft = await addContent(pages, { title: "Draft" });
    expect(await pageTranslationsMap(db(), { pageId: draft.id, defaultLocale: "en" })).toEqual({});
    expect(await listLivePageTranslations(db())).toEqual([{ id: about.id, page_slug: "about-us", locale: "de", title: "Über uns", slug: "ueber-uns", updated_at: expect.any(Date) }]);
  });
});
