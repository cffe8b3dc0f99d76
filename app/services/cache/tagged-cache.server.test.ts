import { sql } from "kysely";
import { CONTENT_TYPES, tagOf } from "~/content-types";
import { db } from "~/db/db.server";
import {
  cachedForVisitors, cachesUsable, cacheStats, asOneRequest, configureCaches, documentDigest, expiryFor, memoizedDocument,
  notificationPayloads, publishChange, READ_TAGS, TaggedCache, type RenderedDocument,
} from "./tagged-cache.server";

const request = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
const pageRequest = (path: string, init: { method?: string } = {}) => new Request(`http://localhost${path}`, { method: init.method ?? "GET" });

describe("a tagged cache", () => {
  it("drops the entries carrying a changed tag, and those tagged with everything", () => {
    const cache = new TaggedCache<string>(10, 1_000);
    cache.set("news", "list", ["news", "media"], Infinity);
    cache.set("page", "about", ["page"], Infinity);
    cache.set("untagged", "?", ["*"], Infinity);
    cache.drop(new Set(["media:7", "news"]));
    expect([cache.get("news", 0), cache.get("page", 0), cache.get("untagged", 0)]).toEqual([undefined, "about", undefined]);
    cache.drop(new Set(["*"]));
    expect(cache.size).toBe(0);
  });

  it("forgets an entry at its expiry and drops the oldest when full", () => {
    const cache = new TaggedCache<string>(2, 1_000);
    cache.set("a", "1", ["x"], 100);
    expect(cache.get("a", 99)).toBe("1");
    expect(cache.get("a", 100)).toBeUndefined();
    cache.set("a", "1", ["x"], Infinity);
    cache.set("b", "2", ["x"], Infinity);
    cache.set("c", "3", ["x"], Infinity);
    expect([cache.get("a", 0), cache.get("b", 0), cache.get("c", 0)]).toEqual([undefined, "2", "3"]);
  });

  it("keeps an entry just touched when the oldest must go", () => {
    const cache = new TaggedCache<string>(2, 1_000);
    cache.set("a", "1", [], Infinity);
    cache.set("b", "2", [], Infinity);
    cache.touch("a");
    cache.set("c", "3", [], Infinity);
    expect([cache.get("a", 0), cache.get("b", 0), cache.get("c", 0)]).toEqual(["1", undefined, "3"]);
  });
});

describe("a tagged cache's byte bound", () => {
  it("drops the oldest entries once the sizes add up past it, and reports what it holds", () => {
    const cache = new TaggedCache<string>(100, 1_000);
    cache.set("a", "1", ["x"], Infinity, 400);
    cache.set("b", "2", ["x"], Infinity, 400);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 800 });
    cache.set("c", "3", ["x"], Infinity, 400);
    expect([cache.get("a", 0), cache.get("b", 0), cache.get("c", 0)]).toEqual([undefined, "2", "3"]);
    expect(cache.stats()).toEqual({ entries: 2, bytes: 800 });
    // A size learnt later counts too.
    cache.measured("c", "3", 900);
    expect(cache.stats()).toEqual({ entries: 1, bytes: 900 });
    cache.drop(new Set(["x"]));
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe("the tags of the public reads", () => {
  // The read, the declarations' flag that puts a type's tag in it, and the tags it carries besides.
  const derived = [
    { read: "sitemap", flagged: (type: (typeof CONTENT_TYPES)[number]) => type.sitemap, besides: ["certificate", "settings"] },
    { read: "siteBootstrap", flagged: (type: (typeof CONTENT_TYPES)[number]) => type.inLayout, besides: ["layout", "settings"] },
    { read: "search", flagged: (type: (typeof CONTENT_TYPES)[number]) => "search" in type, besides: [] },
  ] as const;

  it("name every type whose declaration says so, and nothing else", () => {
    const searchedCategories = CONTENT_TYPES.flatMap((type) => ("search" in type && "category" in type ? [type.category.replaceAll("_", "-")] : []));
    for (const { read, flagged, besides } of derived) {
      const expected = new Set<string>([...CONTENT_TYPES.filter(flagged).map(tagOf), ...besides]);
      if (read === "search") for (const tag of searchedCategories) expected.add(tag);
      expect(new Set(READ_TAGS[read]), read).toEqual(expected);
      expect(READ_TAGS[read].length, `${read} has no tag twice`).toBe(expected.size);
    }
  });

  it("keep what the site's sitemap, search and frame were built from", () => {
    expect(READ_TAGS.sitemap).toEqual(
      expect.arrayContaining(["news", "solution", "product", "page", "solution-category", "product-category", "certificate", "settings"]),
    );
    expect(READ_TAGS.search).toEqual(expect.arrayContaining(["solution", "product", "news", "page", "solution-category", "product-category"]));
    expect(READ_TAGS.siteBootstrap).toEqual(expect.arrayContaining(["layout", "settings", "page", "solution-category", "product-category", "media"]));
    expect(READ_TAGS.layout).toEqual(["layout"]);
  });
});

describe("notification payloads", () => {
  it("fit a short list in one payload", () => {
    expect(notificationPayloads(["news", "news:42", "layout"])).toEqual(["news news:42 layout"]);
  });

  it("cut a long list into pieces under PostgreSQL's 8,000-byte limit, losing no tag", () => {
    const tags = Array.from({ length: 2_000 }, (_, n) => `media:${100_000 + n}`);
    const payloads = notificationPayloads(tags);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap((payload) => payload.split(" "))).toEqual(tags);
  });

  it("say 'drop everything' for a list too long to send", () => {
    const tags = Array.from({ length: 20_000 }, (_, n) => `media:${100_000 + n}`);
    expect(notificationPayloads(tags)).toEqual(["*"]);
  });
});

describe("the data cache of public pages", () => {
  beforeEach(async () => {
    await sql`truncate news restart identity cascade`.execute(db());
    configureCaches({ enabled: true, clock: Date.now, db: db() });
  });
  afterAll(() => configureCaches({ enabled: false, clock: Date.now }));

  it("shares a load until a write drops one of its tags, and never for signed-in visitors", async () => {
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedForVisitors(request(), "news:1", ["news"], load)).toBe(1);
    expect(await cachedForVisitors(request(), "news:1", ["news"], load)).toBe(1);
    expect(await cachedForVisitors(request("__admin=1"), "news:1", ["news"], load)).toBe(2);

    await publishChange(["page", "page:3"]);
    expect(await cachedForVisitors(request(), "news:1", ["news"], load)).toBe(1);
    await publishChange(["news", "news:9"]);
    expect(await cachedForVisitors(request(), "news:1", ["news"], load)).toBe(3);
  });

  it("does not keep a failed load", async () => {
    await expect(cachedForVisitors(request(), "failing", ["news"], () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedForVisitors(request(), "failing", ["news"], async () => "ok")).toBe("ok");
  });

  it("keeps nothing past the next scheduled publication", async () => {
    const start = Date.now();
    let now = start;
    configureCaches({ clock: () => now });
    const publishAt = new Date(start + 120_000);
    await db().insertInto("news").values({ title: "Later", slug: "later", status: "published", published_at: publishAt }).execute();
    // Written behind the caches' back: tell them, as a command would.
    await publishChange(["news"]);

    expect(await expiryFor(24 * 3_600_000)).toBe(publishAt.getTime());
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedForVisitors(request(), "news:1", ["news"], load)).toBe(1);
    now = publishAt.getTime() - 1;
    expect(await cachedForVisitors(request(), "news:1", ["news"], load)).toBe(1);
    now = publishAt.getTime();
    expect(await cachedForVisitors(request(), "news:1", ["news"], load)).toBe(2);
  });

  it("is off in tests unless a test turns it on", async () => {
    configureCaches({ enabled: false });
    expect(cachesUsable()).toBe(false);
    let loads = 0;
    await cachedForVisitors(request(), "k", ["news"], async () => ++loads);
    await cachedForVisitors(request(), "k", ["news"], async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe("reads within one request", () => {
  afterAll(() => configureCaches({ enabled: false }));

  it.each([
    ["every cache off", false],
    ["the caches on", true],
  ])("are made once per key with %s, also for a signed-in visitor, and afresh in the next request", async (_label, enabled) => {
    configureCaches({ enabled, clock: Date.now, db: db() });
    let loads = 0;
    const load = async () => ++loads;
    const oneRequest = (cookie?: string) =>
      asOneRequest(() =>
        Promise.all([
          cachedForVisitors(request(cookie), "layout", ["layout"], load),
          cachedForVisitors(request(cookie), "layout", ["layout"], load),
          cachedForVisitors(request(cookie), "home", ["news"], load),
        ]),
      );

    const first = oneRequest("__admin=1");
    expect(await first.result).toEqual([1, 1, 2]);
    expect([...first.tags]).toEqual(["layout", "news"]);
    expect(await oneRequest("__admin=1").result).toEqual([3, 3, 4]);
  });

  it("are each made afresh outside a request's scope", async () => {
    configureCaches({ enabled: false });
    let loads = 0;
    const load = async () => ++loads;
    expect([await cachedForVisitors(request(), "layout", [], load), await cachedForVisitors(request(), "layout", [], load)]).toEqual([1, 2]);
  });
});

describe("rendered documents", () => {
  const state = { loaderData: { root: null, "routes/_public._index": { title: "Hi" } } };
  const BUILD = "build-1";
  /** What the page's render is named by, as Remix hands the route data over. */
  const page = (data: { loaderData: unknown; actionData?: unknown }, buildVersion = BUILD) => ({
    buildVersion,
    routeData: JSON.stringify({ state: data }),
    actionData: data.actionData,
  });

  it("are named by a digest of the build, the URL, the status and the data", () => {
    const digest = (url: string, status = 200, build = BUILD, data = state) =>
      documentDigest(pageRequest(url), status, page(data, build))?.toString("hex");
    expect(digest("/memo")).toBe(digest("/memo"));
    expect(new Set([digest("/memo"), digest("/memo?page=2"), digest("/memo", 404), digest("/memo", 200, "build-2"),
      digest("/memo", 200, BUILD, { loaderData: { root: null, "routes/_public._index": { title: "Changed" } } })]).size).toBe(5);
  });

  it("are reused for the same URL and data, and rendered again when either changes", () => {
    let renders = 0;
    const render = () => ({ html: `<p>${++renders}</p>`, scriptHashes: [], etag: `"${renders}"` });
    const key = documentDigest(pageRequest("/memo"), 200, page(state));
    expect(memoizedDocument(key, render).html).toBe("<p>1</p>");
    expect(memoizedDocument(documentDigest(pageRequest("/memo"), 200, page(state)), render).html).toBe("<p>1</p>");

    const changed = { loaderData: { ...state.loaderData, "routes/_public._index": { title: "Changed" } } };
    expect(memoizedDocument(documentDigest(pageRequest("/memo"), 200, page(changed)), render).html).toBe("<p>2</p>");
    expect(memoizedDocument(documentDigest(pageRequest("/memo?page=2"), 200, page(state)), render).html).toBe("<p>3</p>");
  });

  it("are never reused for form answers, errors or a failed render", () => {
    expect(documentDigest(pageRequest("/contact-us", { method: "POST" }), 200, page(state))).toBeUndefined();
    expect(documentDigest(pageRequest("/contact-us"), 200, page({ ...state, actionData: { x: 1 } }))).toBeUndefined();
    expect(documentDigest(pageRequest("/"), 500, page(state))).toBeUndefined();

    let renders = 0;
    const failing = (): RenderedDocument => {
      renders++;
      throw new Error("render failed");
    };
    const key = documentDigest(pageRequest("/failing"), 200, page(state));
    expect(() => memoizedDocument(key, failing)).toThrow("render failed");
    expect(memoizedDocument(key, () => ({ html: `${++renders}`, scriptHashes: [], etag: '"e"' })).html).toBe("2");
  });

  it("are bounded by their bytes as sent, and reported", () => {
    const before = cacheStats().documents;
    const big = "é".repeat(1024 * 1024); // 2 MB as UTF-8
    for (let number = 0; number < 12; number++) {
      memoizedDocument(documentDigest(pageRequest(`/big/${number}`), 200, page(state)), () => ({ html: big, scriptHashes: [], etag: '"e"' }));
    }
    const { entries, bytes } = cacheStats().documents;
    expect(bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(bytes).toBeGreaterThan(before.bytes);
    expect(entries).toBeLessThan(before.entries + 12);
  });

  it("are not kept with every cache off, though the page keeps its digest", () => {
    vi.stubEnv("CACHES", "off");
    try {
      const digest = documentDigest(pageRequest("/memo-off"), 200, page(state));
      expect(digest).toBeInstanceOf(Buffer);
      let renders = 0;
      const render = () => ({ html: `<p>${++renders}</p>`, scriptHashes: [], etag: '"e"' });
      memoizedDocument(digest, render);
      expect(memoizedDocument(digest, render).html).toBe("<p>2</p>");
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
