import { db } from "~/db/db.server";
import { contentHealth } from "~/services/content/content-health.server";
import { seedDemoContent } from "./seed.server";
import { siteInLocales } from "../../tests/helpers/site-locales";

/** The demo on a site in English and German: everything public has German text but one product, kept as the example of a gap. */

siteInLocales("en,de");

beforeAll(async () => {
  await seedDemoContent(db());
});

describe("the demo in German", () => {
  it("misses one translation only, the product Secure Vault", async () => {
    const report = await contentHealth(db(), ["en", "de"]);
    expect(report.missing_translations.map((issue) => `${issue.title}: ${issue.detail}`)).toEqual(["Secure Vault: Product not translated into German"]);
    expect(report.outdated_translations).toEqual([]);
    // Nor does it teach alt text badly: every picture it shows describes itself.
    expect(report.media_without_alt).toEqual([]);
  });

  it("translates every section of each page, in the English order, with the same pictures and icons", async () => {
    const rows = await db()
      .selectFrom("page_translation")
      .innerJoin("page", "page.id", "page_translation.page_id")
      .select(["page.slug", "page.sections as english", "page_translation.sections as german", "page_translation.sections_text"])
      .where("page_translation.locale", "=", "de")
      .execute();
    // What the languages share: every number (the pictures' ids, the counts) and the words that are not read (types, icons, sides).
    const SHARED_WORDS = new Set(["type", "icon", "image_side", "source"]);
    const shared = (sections: unknown) => JSON.stringify(sections, (key, value: unknown) => (typeof value !== "string" || SHARED_WORDS.has(key) ? value : undefined));
    expect(rows.map((row) => row.slug).sort()).toEqual(["about-us", "privacy-policy", "why-northwind"]);
    for (const row of rows) {
      expect(row.german.map((section) => section.type), row.slug).toEqual(row.english.map((section) => section.type));
      expect(shared(row.german), row.slug).toEqual(shared(row.english));
    }
    const about = rows.find((row) => row.slug === "about-us");
    expect(about?.german).toHaveLength(5);
    expect(about?.german[0]).toMatchObject({ type: "hero", heading: "Über uns" });
    expect(about?.sections_text).toContain("So arbeiten wir");
    expect(about?.sections_text).toContain("Helen Marsh");
  });

  it("has the ISO 27001 article and the privacy policy in German, each with its first version in the history", async () => {
    const article = await db()
      .selectFrom("news_translation")
      .innerJoin("news", "news.id", "news_translation.news_id")
      .select(["news_translation.news_id as id", "news_translation.title", "news_translation.slug", "news_translation.status"])
      .where("news.slug", "=", "our-team-is-now-iso-27001-certified")
      .where("news_translation.locale", "=", "de")
      .executeTakeFirstOrThrow();
    expect(article).toMatchObject({ title: "Wir sind jetzt nach ISO 27001 zertifiziert", slug: "wir-sind-jetzt-nach-iso-27001-zertifiziert", status: "published" });
    const page = await db()
      .selectFrom("page_translation")
      .innerJoin("page", "page.id", "page_translation.page_id")
      .select(["page_translation.page_id as id", "page_translation.title", "page_translation.slug", "page_translation.body", "page_translation.status"])
      .where("page.slug", "=", "privacy-policy")
      .where("page_translation.locale", "=", "de")
      .executeTakeFirstOrThrow();
    expect(page).toMatchObject({ title: "Datenschutzerklärung", slug: "datenschutzerklaerung", status: "published" });
    expect(page.body).toContain("<h2>Welche Daten wir speichern</h2>");

    for (const [resource, id] of [["news", article.id], ["pages", page.id]] as const) {
      const history = await db()
        .selectFrom("revision")
        .select(["version", "actor_name"])
        .where("resource", "=", resource)
        .where("record_id", "=", String(id))
        .where("locale", "=", "de")
        .execute();
      expect(history, resource).toEqual([{ version: 1, actor_name: "Demo content" }]);
    }
  });
});
