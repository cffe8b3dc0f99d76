import { resetEnvCache } from "~/env.server";
import { db } from "~/db/db.server";
import { news } from "~/services/content/news.server";
import { writeNewsTranslation } from "~/services/content/news-translation.server";
import { writePageTranslation } from "~/services/content/page-translation.server";
import { pages } from "~/services/content/pages.server";
import * as searchApi from "~/routes/api.frontend.search";
import { addContent } from "../../tests/helpers/content";
import { apiRequest } from "../../tests/helpers/api";
import { publicSiteHandler, visibleText } from "../../tests/helpers/public-site";
import { call } from "../../tests/api/openapi-check";

/**
 * /de/search and /api/frontend/search?locale=de: the search in German finds the live German
 * translations, stemmed by German rules, each at its German address, and nothing in English.
 */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
const saved = process.env.SITE_LOCALES;
const past = new Date(Date.now() - 3_600_000);

async function translateNews(newsId: number, title: string, body: string, status: "published" | "draft" = "published") {
  const result = await writeNewsTranslation(db(), { newsId, locale: "de", input: { title, slug: "", excerpt: "", body, status }, actor: null, ip: null });
  if (!result.ok) throw new Error(`translation refused: ${JSON.stringify(result)}`);
}

beforeAll(async () => {
  process.env.SITE_LOCALES = "en,de";
  resetEnvCache();
  get = await publicSiteHandler();
  const crane = await addContent(news, { title: "Harbour crane upgrade", body: "<p>The harbour got new cranes.</p>", status: "published", published_at: past });
  await translateNews(crane.id, "Neue Kräne im Hafen", "<h2>Überblick</h2><p>Der Hafen bekam neue Kräne für seine Häuser.</p>");
  const drafted = await addContent(news, { title: "Harbour draft news", body: "<p>Hafen</p>", status: "published", published_at: past });
  await translateNews(drafted.id, "Hafen im Entwurf", "<p>Noch nicht fertig: der Hafen.</p>", "draft");
  const hidden = await addContent(news, { title: "Hidden harbour", body: "<p>Hidden</p>", status: "draft" });
  await translateNews(hidden.id, "Versteckter Hafen", "<p>Der Artikel selbst ist ein Entwurf.</p>");
  const page = await addContent(pages, { title: "Harbour history", slug: "harbour-history", body: "<p>Since 1890.</p>", status: "published" });
  const written = await writePageTranslation(db(), {
    pageId: page.id,
    locale: "de",
    input: { title: "Geschichte des Hafens", slug: "hafengeschichte", body: "<p>Seit 1890 ein Haus am Hafen.</p>", status: "published", sections: [] },
    actor: null,
    ip: null,
  });
  if (!written.ok) throw new Error("page translation refused");
});

afterAll(() => {
  if (saved === undefined) delete process.env.SITE_LOCALES;
  else process.env.SITE_LOCALES = saved;
  resetEnvCache();
});

describe("/de/search", () => {
  it("finds the live German texts by a stemmed word, each at its German address, in German words", async () => {
    const response = await get("/de/search?q=hafens");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // An article's page asks a visitor to sign in: its hit carries the lock, said in German.
    expect(html).toMatch(/<p class="search-type">Neuigkeit<span class="card-lock" title="Erfordert ein kostenloses Kundenkonto">.*?<\/p><h2><a [^>]*href="\/de\/news-details\/neue-kraene-im-hafen"/);
    expect(html).toMatch(/<p class="search-type">Seite<\/p><h2><a [^>]*href="\/de\/hafengeschichte"/);
    const text = visibleText(html);
    expect(text).toContain("2 Ergebnisse für „hafens“");
    // Not the draft translation, not the translation of an article that is not live, not the English.
    for (const other of ["Hafen im Entwurf", "Versteckter Hafen", "Harbour crane upgrade"]) expect(text).not.toContain(other);
    // German stemming: "Häuser" and "Haus" are one word.
    expect(visibleText(await (await get("/de/search?q=Haus")).text())).toContain("Neue Kräne im Hafen");
  });

  it("says so when nothing matches, offers the English search for the same words, and keeps the English search English", async () => {
    const none = await (await get("/de/search?q=harbour%20%26%20crane")).text();
    expect(visibleText(none)).toContain("Keine Ergebnisse für „harbour & crane“. Auf Englisch suchen");
    expect(none).toContain('<a href="/search?q=harbour%20%26%20crane">Auf Englisch suchen</a>');
    const english = visibleText(await (await get("/search?q=harbour")).text());
    expect(english).toContain("Harbour crane upgrade");
    expect(english).not.toContain("Neue Kräne im Hafen");
  });

  it("is where the header's search goes on a German page", async () => {
    const html = await (await get("/de/hafengeschichte")).text();
    const form = /<form[^>]*class="site-search site-search-wide"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/action="\/de\/search"/);
    const english = /<form[^>]*class="site-search site-search-wide"[^>]*>/.exec(await (await get("/harbour-history")).text())?.[0] ?? "";
    expect(english).toMatch(/action="\/search"/);
  });

  it("keeps the words in the language switcher: each language's link searches for them there", async () => {
    const switcher = (html: string) => /<nav aria-label="[^"]*" class="language-switcher[^"]*">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    const german = switcher(await (await get("/de/search?q=hafen%20%26%20kran&page=2")).text());
    expect(german).toContain('href="/search?q=hafen%20%26%20kran"');
    // Its own link is the page as it is, page number and all.
    expect(german).toContain('href="/de/search?q=hafen%20%26%20kran&amp;page=2"');
    const english = switcher(await (await get("/search?q=crane")).text());
    expect(english).toContain('href="/de/search?q=crane"');
    expect(english).toContain('href="/search?q=crane"');
  });

  it("answers 404 for a locale the site does not have", async () => {
    expect((await get("/fr/search?q=hafen")).status).toBe(404);
  });
});

describe("/api/frontend/search?locale=de", () => {
  it("answers the German hits at their German addresses, in Content-Language de; an unknown locale is a 400", async () => {
    const response = await call(searchApi.loader, apiRequest("/api/frontend/search?q=hafen&locale=de"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Language")).toBe("de");
    const body = await response.json();
    expect(body.data.map((hit: { url: string }) => hit.url).sort()).toEqual(["/de/hafengeschichte", "/de/news-details/neue-kraene-im-hafen"]);
    expect(body.data.find((hit: { type: string }) => hit.type === "page").snippet).toContain("<mark>Hafen</mark>");
    // The article's body is for customers while the guard is on: its snippet is cut from its (empty) excerpt.
    expect(body.data.find((hit: { type: string }) => hit.type === "news").snippet).toBe("");
    expect((await call(searchApi.loader, apiRequest("/api/frontend/search?q=hafen&locale=fr"))).status).toBe(400);
  });
});
