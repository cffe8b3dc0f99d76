import { etagMatches } from "../security-headers.server";
import {
  applyPageCacheHeaders, bodyEtag, finishDataResponse, hasSessionCookie, pageCacheControl, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL,
} from "./page-cache.server";

function request(path: string, init: { method?: string; cookie?: string; ifNoneMatch?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.ifNoneMatch) headers.set("If-None-Match", init.ifNoneMatch);
  return new Request(`http://localhost${path}`, { method: init.method ?? "GET", headers });
}

function decide(path: string, options: { status?: number; routeValue?: string; setCookie?: boolean; cookie?: string; method?: string } = {}) {
  const headers = new Headers();
  if (options.routeValue) headers.set("Cache-Control", options.routeValue);
  if (options.setCookie) headers.set("Set-Cookie", "a=b");
  return pageCacheControl({ request: request(path, options), status: options.status ?? 200, headers });
}

describe("the Cache-Control of pages", () => {
  it("lets shared caches keep anonymous visitors' pages and missing pages for 60 s", () => {
    expect(PUBLIC_CACHE_CONTROL).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(decide("/")).toBe(PUBLIC_CACHE_CONTROL);
    expect(decide("/news?page=2")).toBe(PUBLIC_CACHE_CONTROL);
    expect(decide("/nope", { status: 404 })).toBe(PUBLIC_CACHE_CONTROL);
    // Unrelated cookies do not make a page private.
    expect(decide("/", { cookie: "theme=dark; XSRF-TOKEN=abc" })).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("keeps pages of signed-in visitors, admin pages, form answers, errors and cookie-setting answers private", () => {
    expect(decide("/", { cookie: "theme=dark; __customer=signed.value" })).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/", { cookie: "__admin=signed.value" })).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/admin/dashboard")).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/admin")).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/Admin/Dashboard/")).toBe(PRIVATE_CACHE_CONTROL);
    // The company PDF page is public: anonymous visitors share it, admins keep theirs private.
    expect(decide("/admin/CompanyPDF")).toBe(PUBLIC_CACHE_CONTROL);
    expect(decide("/admin/CompanyPDF", { cookie: "__admin=signed.value" })).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/contact-us", { method: "POST" })).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/", { status: 500 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/", { status: 302 })).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/", { setCookie: true })).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps a route's own private value, and never lets a route make a private answer public", () => {
    expect(decide("/solution-details/x", { routeValue: "private, no-store" })).toBe("private, no-store");
    expect(decide("/login", { routeValue: "no-store" })).toBe("no-store");
    expect(decide("/", { routeValue: "public, max-age=3600", cookie: "__customer=x" })).toBe(PRIVATE_CACHE_CONTROL);
    expect(decide("/", { routeValue: "public, max-age=3600" })).toBe(PUBLIC_CACHE_CONTROL);
  });

  it("adds Vary: Cookie to shared-cacheable answers only", () => {
    const shared = new Headers();
    applyPageCacheHeaders(request("/"), 200, shared);
    expect(shared.get("Vary")).toBe("Cookie");
    const own = new Headers();
    applyPageCacheHeaders(request("/", { cookie: "__customer=x" }), 200, own);
    expect(own.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(own.get("Vary")).toBeNull();
  });

  it("tells session cookies from other cookies by name", () => {
    expect(hasSessionCookie(request("/", { cookie: "__customer=1" }))).toBe(true);
    expect(hasSessionCookie(request("/", { cookie: "a=1; __admin=2" }))).toBe(true);
    expect(hasSessionCookie(request("/", { cookie: "__customers=1; x__admin=2" }))).toBe(false);
    expect(hasSessionCookie(request("/"))).toBe(false);
  });
});

describe("loader data answers", () => {
  const data = () => new Response(JSON.stringify({ hello: "world" }), { headers: { "Content-Type": "application/json; charset=utf-8" } });

  it("carry the same Cache-Control and a strong ETag, and answer 304 to a match", async () => {
    const first = await finishDataResponse(data(), request("/news?_data=routes%2F_public.news._index"), etagMatches);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.get("ETag")!;
    expect(etag).toBe(bodyEtag(JSON.stringify({ hello: "world" })));
    expect(await first.json()).toEqual({ hello: "world" });

    const again = await finishDataResponse(data(), request("/news?_data=x", { ifNoneMatch: etag }), etagMatches);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("are private for a signed-in visitor, without an ETag", async () => {
    const response = await finishDataResponse(data(), request("/?_data=root", { cookie: "__customer=1" }), etagMatches);
    expect(response.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.headers.get("ETag")).toBeNull();
  });
});
