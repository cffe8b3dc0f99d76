import { db } from "~/db/db.server";
import * as publicHome from "~/routes/api.frontend.home";
import { apiRequest, body } from "../helpers/api";
import { seedDemo } from "../helpers/public-site";
import { siteInLocales } from "../helpers/site-locales";
import { call } from "./openapi-check";

/** /api/frontend/home?locale=de: the home as /de shows it, in German, with nothing English under the German. */

siteInLocales("en,de");

beforeAll(async () => {
  await seedDemo();
});

async function home(query = "") {
  const response = await call(publicHome.loader, apiRequest(`/api/frontend/home${query}`));
  return { response, data: response.status === 200 ? (await body(response)).data : undefined };
}

describe("/api/frontend/home?locale=de", () => {
  it("answers in German: the headline, slides, blocks, figures and video in German words, links under /de", async () => {
    const { response, data } = await home("?locale=de");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Language")).toBe("de");
    expect(data.hero).toMatchObject({ title: "Technik, die Ihre Industrie am Laufen hält", cta_label: "Mit einem Ingenieur sprechen", cta_url: "/de/contact-us" });
    expect(data.slides.map((slide: { title: string }) => slide.title)).toContain("Von der Werkhalle bis in die Cloud");
    expect(data.hero_contents.map((block: { title: string }) => block.title)).toContain("Ingenieure, keine Wiederverkäufer");
    expect(data.counters.map((counter: { label: string }) => counter.label)).toContain("Betreute Geräte");
    expect(data.hero_video.title).toBe("Einblick in unser Betriebszentrum");
    // Pictures and figures are the English home's.
    const english = (await home()).data;
    expect(data.slides.map((slide: { image_url: string }) => slide.image_url)).toEqual(english.slides.map((slide: { image_url: string }) => slide.image_url));
    expect(data.counters.map((counter: { value: number }) => counter.value)).toEqual(english.counters.map((counter: { value: number }) => counter.value));
    expect(data.certificates).toEqual(english.certificates);
    expect(JSON.stringify(data)).not.toMatch(/From the factory floor|Why work with us|Devices managed|Inside our operations centre/);
  });

  it("lists the categories named in German and the news and products translated, each saying its language", async () => {
    const { data } = await home("?locale=de");
    expect(data.solution_categories.map((category: { slug: string }) => category.slug)).toContain("daten-und-analytics");
    expect(data.solution_categories.every((category: { locale: string }) => category.locale === "de")).toBe(true);
    expect(data.news.length).toBeGreaterThan(0);
    expect(data.news.every((article: { locale: string }) => article.locale === "de")).toBe(true);
    const germanNews = await db().selectFrom("news_translation").select("slug").where("locale", "=", "de").where("status", "=", "published").execute();
    expect(germanNews.map((row) => row.slug)).toEqual(expect.arrayContaining(data.news.map((article: { slug: string }) => article.slug)));
    for (const product of data.featured_products) expect(product.locale).toBe("de");
  });

  it("leaves off what has no German words instead of showing English", async () => {
    const stored = await db().selectFrom("setting_translation").select(["value", "version"]).where("name", "=", "home").where("locale", "=", "de").executeTakeFirstOrThrow();
    const value = stored.value as { counters: Record<string, unknown>; video: unknown; slides: Record<string, unknown> };
    const [firstSlide] = Object.keys(value.slides);
    const { [firstSlide]: _left, ...otherSlides } = value.slides;
    const { "0": _counter, ...otherCounters } = value.counters;
    await db()
      .updateTable("setting_translation")
      .set({ value: JSON.stringify({ ...value, slides: otherSlides, counters: otherCounters, video: { title: "", caption: "" } }) })
      .where("name", "=", "home")
      .where("locale", "=", "de")
      .execute();
    try {
      const { data } = await home("?locale=de");
      expect(data.slides.map((slide: { id: number }) => String(slide.id))).not.toContain(firstSlide);
      expect(data.counters).toEqual([]);
      expect(data.hero_video).toMatchObject({ title: "", video_url: "", poster_url: null, video_file_url: null });
    } finally {
      await db().updateTable("setting_translation").set({ value: JSON.stringify(value) }).where("name", "=", "home").where("locale", "=", "de").execute();
    }
  });

  it("refuses a locale the site does not have with 400 naming locale; without ?locale= it is the English home", async () => {
    const refused = await home("?locale=fr");
    expect(refused.response.status).toBe(400);
    expect((await body(refused.response)).errors.locale[0]).toMatch(/en, de/);
    const { response, data } = await home();
    expect(response.headers.get("Content-Language")).toBe("en");
    expect(data.hero.title).not.toBe("Technik, die Ihre Industrie am Laufen hält");
  });
});
