import zlib from "node:zlib";
import { chooseEncoding, clientHasCurrent, compressedForms, isSharedCacheable, responseCacheKey } from "./response-cache.server";

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

  it("recognises a client that already holds the body", () => {
    expect(clientHasCurrent('"abc"', '"abc"')).toBe(true);
    expect(clientHasCurrent('W/"abc", "x"', '"abc"')).toBe(true);
    expect(clientHasCurrent('"other"', '"abc"')).toBe(false);
    expect(clientHasCurrent(undefined, '"abc"')).toBe(false);
    expect(clientHasCurrent('"abc"', null)).toBe(false);
  });
});

describe("compressed forms of a kept body", () => {
  const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Northwind Systems</p>".repeat(200)}</body></html>`);

  it("are made once for text worth compressing, and decode to the same bytes", () => {
    const forms = compressedForms(html, "text/html; charset=utf-8");
    expect(zlib.gunzipSync(forms.gzip!)).toEqual(html);
    expect(zlib.brotliDecompressSync(forms.br!)).toEqual(html);
    expect(forms.br!.length).toBeLessThan(html.length / 10);
    expect(compressedForms(Buffer.from("tiny"), "text/html")).toEqual({ gzip: null, br: null });
    expect(compressedForms(html, "image/png")).toEqual({ gzip: null, br: null });
  });

  it("are chosen by what the client accepts: brotli, then gzip, else the plain body", () => {
    const forms = compressedForms(html, "application/json");
    expect(chooseEncoding("gzip, deflate, br", forms)).toBe("br");
    expect(chooseEncoding("gzip", forms)).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.8", forms)).toBe("gzip");
    expect(chooseEncoding("*", forms)).toBe("gzip");
    expect(chooseEncoding("identity", forms)).toBeNull();
    expect(chooseEncoding(undefined, forms)).toBeNull();
    expect(chooseEncoding("br", { gzip: null, br: null })).toBeNull();
  });
});

