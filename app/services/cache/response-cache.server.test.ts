import { clientHasCurrent, isSharedCacheable, responseCacheKey, ResponseCache } from "./response-cache.server";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
const anonymous = { method: "GET", url: "/news?page=2", hasCookie: false, hasAuthorization: false };

describe("response micro-cache", () => {
  it("serves only anonymous GETs", () => {
    expect(responseCacheKey(anonymous)).toBe("/news?page=2");
    expect(responseCacheKey({ ...anonymous, method: "POST" })).toBeNull();
    expect(responseCacheKey({ ...anonymous, method: "HEAD" })).toBeNull();
    expect(responseCacheKey({ ...anonymous, hasCookie: true })).toBeNull();
    expect(responseCacheKey({ ...anonymous, hasAuthorization: true })).toBeNull();
  });

  it("keeps only public 200 answers without cookies", () => {
    expect(isSharedCacheable(200, new Headers({ "Cache-Control": PUBLIC }))).toBe(true);
    expect(isSharedCacheable(404, new Headers({ "Cache-Control": PUBLIC }))).toBe(false);
    expect(isSharedCacheable(302, new Headers({ "Cache-Control": PUBLIC }))).toBe(false);
    expect(isSharedCacheable(200, new Headers({ "Cache-Control": "private, no-store" }))).toBe(false);
    expect(isSharedCacheable(200, new Headers({ "Cache-Control": "public, max-age=60" }))).toBe(false);
    expect(isSharedCacheable(200, new Headers())).toBe(false);
    expect(isSharedCacheable(200, new Headers({ "Cache-Control": PUBLIC, "Set-Cookie": "a=b" }))).toBe(false);
  });

  it("forgets entries after their time and drops the oldest when full", () => {
    let now = 1_000;
    const cache = new ResponseCache(2_000, 2, () => now);
    const entry = { status: 200, headers: [], body: Buffer.from("x"), etag: '"a"' };
    cache.set("/a", entry);
    now += 1_999;
    expect(cache.get("/a")?.body.toString()).toBe("x");
    now += 1;
    expect(cache.get("/a")).toBeUndefined();

    cache.set("/a", entry);
    cache.set("/b", entry);
    cache.set("/c", entry);
    expect(cache.get("/a")).toBeUndefined();
    expect(cache.get("/b")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
  });

  it("keeps nothing when turned off", () => {
    const cache = new ResponseCache(0);
    cache.set("/a", { status: 200, headers: [], body: Buffer.from("x"), etag: null });
    expect(cache.enabled).toBe(false);
    expect(cache.get("/a")).toBeUndefined();
  });

  it("recognises a client that already holds the body", () => {
    expect(clientHasCurrent('"abc"', '"abc"')).toBe(true);
    expect(clientHasCurrent('W/"abc", "x"', '"abc"')).toBe(true);
    expect(clientHasCurrent('"other"', '"abc"')).toBe(false);
    expect(clientHasCurrent(undefined, '"abc"')).toBe(false);
    expect(clientHasCurrent('"abc"', null)).toBe(false);
  });
});
