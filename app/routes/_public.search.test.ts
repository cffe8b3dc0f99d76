import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { configureCaches } from "~/services/cache/tagged-cache.server";
import { media } from "~/services/content/media.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import * as searchApi from "~/routes/api.frontend.search";
import { addContent, editContent } from "../../tests/helpers/content";
import { apiRequest } from "../../tests/helpers/api";
import { publicSiteHandler, setDetailsRequireLogin, visibleText } from "../../tests/helpers/public-site";
import { call } from "../../tests/api/openapi-check";

/** /search and /api/frontend/search: what visitors find, how it reads without JavaScript, and that it stays fresh. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
const past = new Date(Date.now() - 3_600_000);

beforeAll(async () => {
  get = await publicSiteHandler();
  await addContent(news, { title: "Harbour crane upgrade", excerpt: "Cranes <b>faster</b>", body: "<p>The harbour got new cranes.</p>", status: "published", published_at: past });
  await addContent(news, { title: "Harbour draft", status: "draft" });
  await addContent(pages, { title: "Harbour history", body: "<p>Since 1890 the <em>harbour</em> &amp; its people.</p>", status: "published" });
});

async function api(path: string) {
  return call(searchApi.loader, apiRequest(path));
}

describe("/search", () => {
  it("shows a hit's picture beside it, and leaves the API's answer as clients read it", async () => {
    const cover = { id: await insertMedia(db()) };
    await db().updateTable("media").set({ alt: "A crane" }).where("id", "=", cover.id).execute();
    await db().updateTable("news").set({ cover_image_id: cover.id }).where("slug", "=", "harbour-crane-upgrade").execute();
    try {
      const html = await (await get("/search?q=crane")).text();
      const hit = /<li class="search-result">.*?<\/li>/s.exec(html)?.[0] ?? "";
      expect(hit).toContain('href="/news-details/harbour-crane-upgrade"');
      expect(hit).toMatch(/<img [^>]*alt="A crane"[^>]*class="search-thumb"|<img [^>]*class="search-thumb"[^>]*alt="A crane"/);
      const body = (await (await api("/api/frontend/search?q=crane")).json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(["data", "meta"]);
    } finally {
      await db().updateTable("news").set({ cover_image_id: null }).where("slug", "=", "harbour-crane-upgrade").execute();
      await db().deleteFrom("media").where("id", "=", cover.id).execute();
    }
  });

  it("cuts a guarded article's snippet from its summary while the guard is on, its body being for customers", async () => {
    await addContent(news, { title: "Quarry report", excerpt: "What the quarry taught us.", body: "<p>The secret tonnage figure is 4711.</p>", status: "published", published_at: past });
    const guarded = await (await get("/search?q=tonnage")).text();
    const hit = /<li class="search-result">.*?<\/li>/s.exec(guarded)?.[0] ?? "";
    expect(hit).toContain("Quarry report");
    expect(hit).toContain("What the quarry taught us.");
    expect(hit).not.toContain("4711");
    // The hit says where its word was found, since its summary shows none.
    expect(hit).toContain('<p class="search-inside">Found in the full text, which registered customers read.</p>');
    expect(JSON.stringify(await (await api("/api/frontend/search?q=tonnage")).json())).not.toContain("4711");
    // A page is nobody's secret: its text is the snippet as before.
    expect(await (await get("/search?q=harbour")).text()).toContain("&amp; its people");
    await setDetailsRequireLogin(false);
    try {
      const open = await (await get("/search?q=tonnage")).text();
      expect(open).toContain("4711");
      expect(open).not.toContain("search-inside");
    } finally {
      await setDetailsRequireLogin(true);
    }
  });

  it("has a labelled GET form in the header of every page", async () => {
    const html = await (await get("/")).text();
    const form = /<form[^>]*class="site-search site-search-wide"[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/method="get"/);
    expect(form).toMatch(/action="\/search"/);
    expect(form).toMatch(/<label for="site-search-q"[^>]*>Search the site<\/label>/);
    expect(form).toMatch(/<input id="site-search-q" type="search" name="q"/);
    // The phone's copy waits in the Menu, with an id of its own.
    expect(html).toMatch(/<form[^>]*class="site-search site-search-phone"[^>]*>[\s\S]*?<input id="site-search-q-phone"/);
  });

  it("lists the hits with their type, link and a marked, escaped snippet; noindex, own title, cacheable", async () => {
    const response = await get("/search?q=harbour");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<title>Search: harbour/);
    // An article's page asks a visitor to sign in: its hit carries the lock; a page's does not.
    expect(html).toMatch(/<p class="search-type">News article<span class="card-lock" title="Needs a free customer account">.*?<\/p><h2><a [^>]*href="\/news-details\/harbour-crane-upgrade"/);
    expect(html).toMatch(/<p class="search-type">Page<\/p><h2><a [^>]*href="\/harbour-history"/);
    expect(html).toContain("<mark>harbour</mark>");
    expect(html).toContain("&amp; its people");
    expect(html).not.toContain("Harbour draft");
    expect(visibleText(html)).toContain("2 results for “harbour”");
    // The header's box holds the words searched for.
    expect(html).toMatch(/<input id="site-search-q" type="search" name="q" placeholder="Search" maxLength="200" value="harbour"/);
  });

  it("says so when nothing matches, and shows the words back escaped", async () => {
    const html = await (await get(`/search?q=${encodeURIComponent("<zzz> nothing")}`)).text();
    expect(html).toContain("No results for “&lt;zzz&gt; nothing”.");
    expect(html).not.toContain("<zzz>");
  });

  it("shows only the form for an empty search, and never fails on odd input", async () => {
    expect(visibleText(await (await get("/search")).text())).not.toContain("No results");
    for (const q of ["%00", "%FF", "'", "\"\"\"", "a:*", "!(x", "x".repeat(1000)]) {
      const response = await get(`/search?q=${q}&page=abc`);
      expect(response.status, q).toBe(200);
    }
  });

  it("pages with links that keep the words", async () => {
    for (let n = 1; n <= 11; n++) await addContent(news, { title: `Lighthouse note ${n}`, status: "published", published_at: past });
    const html = await (await get("/search?q=lighthouse")).text();
    expect(html.match(/<p class="search-type">/g)).toHaveLength(10);
    expect(html).toMatch(/<a rel="next"[^>]*href="\/search\?q=lighthouse&amp;page=2"/);
    const second = await (await get("/search?q=lighthouse&page=2")).text();
    expect(second.match(/<p class="search-type">/g)).toHaveLength(1);
  });
});

describe("GET /api/frontend/search", () => {
  it("answers the hits and the list's meta", async () => {
    const response = await api("/api/frontend/search?q=harbour");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const body = await response.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(body.data.map((hit: { type: string; url: string }) => [hit.type, hit.url])).toEqual(
      expect.arrayContaining([["news", "/news-details/harbour-crane-upgrade"], ["page", "/harbour-history"]]),
    );
    expect(body.data[0].snippet).toContain("<mark>");
  });

  it("answers an empty list to an empty search or a page past the last", async () => {
    expect(await (await api("/api/frontend/search")).json()).toEqual({ data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } });
    expect((await (await api("/api/frontend/search?q=harbour&page=9")).json()).data).toEqual([]);
  });
});

describe("with the caches on", () => {
  beforeAll(() => configureCaches({ enabled: true, clock: Date.now, db: db() }));
  afterAll(() => configureCaches({ enabled: false }));

  it("serves from the cache until a write, then finds what changed", async () => {
    const page = await addContent(pages, { title: "Windmill museum", status: "published" });
    expect(visibleText(await (await get("/search?q=windmill")).text())).toContain("Windmill museum");
    // Behind the commands' back: the cached answer does not know.
    await db().updateTable("page").set({ title: "Windmill gallery" }).where("id", "=", page.id).execute();
    expect(visibleText(await (await get("/search?q=windmill")).text())).toContain("Windmill museum");
    const current = await db().selectFrom("page").select("version").where("id", "=", page.id).executeTakeFirstOrThrow();
    await editContent(pages, { id: page.id, version: current.version }, { title: "Windmill archive" });
    expect(visibleText(await (await get("/search?q=windmill")).text())).toContain("Windmill archive");
    expect((await (await api("/api/frontend/search?q=windmill")).json()).data[0].title).toBe("Windmill archive");
  });

  it("keeps the pictures in an entry of their own: a picture's new alt text shows at once", async () => {
    const cover = { id: await insertMedia(db()) };
    await db().updateTable("media").set({ alt: "A beacon" }).where("id", "=", cover.id).execute();
    await addContent(news, { title: "Beacon tower restored", status: "published", published_at: past, cover_image_id: cover.id });
    expect(await (await get("/search?q=beacon")).text()).toContain('alt="A beacon"');
    const row = await db().selectFrom("media").select("version").where("id", "=", cover.id).executeTakeFirstOrThrow();
    await editContent(media, { id: cover.id, version: row.version }, { alt: "The beacon at dusk" });
    const html = await (await get("/search?q=beacon")).text();
    expect(html).toContain('alt="The beacon at dusk"');
    expect(html).toMatch(/href="\/news-details\/beacon-tower-restored"/);
  });

  it("finds a scheduled item as soon as its time comes, with no write", async () => {
    const publishAt = new Date(Date.now() + 1_500);
    await addContent(news, { title: "Observatory opening", status: "published", published_at: publishAt });
    expect(visibleText(await (await get("/search?q=observatory")).text())).toContain("No results");
    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 100));
    expect(visibleText(await (await get("/search?q=observatory")).text())).toContain("Observatory opening");
  });
});
