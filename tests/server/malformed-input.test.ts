import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCookie, adminToken, cookieHeader, rawRequest, startTestServer, type RawResponse, type TestServer } from "./support";

/**
 * Walks the route table of the built site and sends every route, with every
 * method, malformed values in its path, its query, its body and its headers,
 * as a visitor, a signed-in customer, a signed-in admin and an API token. No
 * answer may be a 5xx; a refusal has the usual shape (a page, or the API's
 * `{ message }`). Among the values: dates beyond the years 1900 to 9999,
 * redirectTo with line separators, and forms whose Origin differs from
 * X-Forwarded-Host only by port.
 */

interface BuiltRoute {
  path?: string;
  index?: boolean;
  parentId?: string;
}

async function routePatterns(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as { routes: Record<string, BuiltRoute> };
  const full = (id: string): string => {
    const route = build.routes[id];
    const parent = route.parentId ? full(route.parentId) : "";
    return route.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${route.path}`;
  };
  const patterns = Object.keys(build.routes)
    .filter((id) => build.routes[id].index || build.routes[id].path !== undefined)
    .map((id) => full(id) || "/");
  // Signing out ends the credentials the rest of the walk uses: last.
  return [...new Set(patterns)].sort((a, b) => Number(a.includes("logout")) - Number(b.includes("logout")));
}

// Values a client can put in a path segment or a query value, already escaped for a URL.
const HOSTILE_SEGMENTS = [
  "%00",
  "a%00b",
  "%FF%FE",
  "%C3%28",
  "%0D%0ASet-Cookie:%20x=1",
  "..%2F..%2Fetc%2Fpasswd",
  "99999999999999999999999",
  "-1",
  "1.5",
  "0x10",
  "%E2%80%AE",
  "'%20OR%201=1--",
  "%25",
  "x".repeat(3000),
];

/** Random strings full of control characters, NULs, lone surrogates and markup, the same on every run. */
const GENERATED = fc.sample(
  fc.string({
    unit: fc.oneof(
      fc.constantFrom("\u0000", "\u0001", "\u001f", "\u007f", "\r", "\n", "<", "%", "\ud800", "é"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    ),
    maxLength: 40,
  }),
  { numRuns: 200, seed: 20261125 },
);

function escapeForUrl(text: string): string {
  // encodeURIComponent refuses lone surrogates; a client can still send their bytes.
  return text.replace(/[\s\S]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return "%ED%A0%80";
    }
  });
}

// Days at and beyond the years dates may name (1900 to 9999), as the audit filters and any from/to read them.
const OUT_OF_RANGE_DAYS = ["9999-12-31", "0000-01-01", "1899-12-31", "10000-01-01", "31+Dec+9999", "1+Jan+0001", "-0001-01-01"];
// Publish dates the same way, moments included (an offset carries 9999-12-31 into 10000).
const OUT_OF_RANGE_MOMENTS = ["0001-01-01T00:00:00Z", "9999-12-31T23:59-05:00", "1899-12-31T23:59", "1 Jan 1066, 09:00", "31 Dec 9999, 23:59"];
// Line separators and control characters in redirectTo, percent-encoded as a URL carries them.
const REDIRECT_TOS = ["\u2028", "\u2029", "\u0085", "\r", "\n", "\u000b", "\u001b", "\u009b"].flatMap((char) =>
  [`/${char}/x`, `/x${char}`, `${char}/x`].map((to) => encodeURIComponent(to)),
);

function hostileQuery(n: number): string {
  const value = n % 2 === 0 ? HOSTILE_SEGMENTS[n % HOSTILE_SEGMENTS.length] : escapeForUrl(GENERATED[n % GENERATED.length]);
  return (
    `?q=${value}&search=${value}&page=${value}&per_page=${value}&status=${value}&sort=${value}` +
    `&category=${value}&redirectTo=${n % 3 === 0 ? "%0D%0Ahttps://evil.example" : n % 3 === 1 ? REDIRECT_TOS[n % REDIRECT_TOS.length] : value}` +
    `&from=${OUT_OF_RANGE_DAYS[n % OUT_OF_RANGE_DAYS.length]}&to=${OUT_OF_RANGE_DAYS[(n + 1) % OUT_OF_RANGE_DAYS.length]}` +
    // Remix's data requests, which answer JSON (or nothing) instead of a page.
    (n % 5 === 0 ? `&_data=${value}` : "")
  );
}

const RESOURCES = ["news", "pages", "solutions", "products", "media", "settings", "users", "contact-messages"];

function concretePath(pattern: string, n: number): string {
  const segment = HOSTILE_SEGMENTS[n % HOSTILE_SEGMENTS.length];
  return pattern
    .replace(/:resource/g, RESOURCES[n % RESOURCES.length])
    .replace(/:[a-zA-Z]+/g, segment)
    .replace(/\*$/, `${segment}/${escapeForUrl(GENERATED[n % GENERATED.length])}`);
}

function hostileBody(n: number): { type: string; body: string | Buffer } {
  const text = GENERATED[n % GENERATED.length];
  const fields = {
    title: `a\u0000${text}`, name: `\u0000${text}`, email: `x\u0000@example.com`, slug: text, body: `<p>${text}\u0000</p>`,
    status: text, id: text, intent: n % 2 === 0 ? "delete" : text, password: `\u0000${text}`, redirectTo: "\r\nhttps://evil.example",
    password_confirmation: `\u0000${text}`, message: text, phone: text, value: text, items: [{ label: text }],
    published_at: OUT_OF_RANGE_MOMENTS[n % OUT_OF_RANGE_MOMENTS.length],
    unpublish_at: OUT_OF_RANGE_MOMENTS[(n + 1) % OUT_OF_RANGE_MOMENTS.length],
  };
  switch (n % 5) {
    case 0:
      return { type: "application/json", body: JSON.stringify(fields) };
    case 1:
      return { type: "application/json", body: '{"title": "unterminated' };
    case 2:
      return {
        type: "application/x-www-form-urlencoded",
        body: Object.entries(fields).map(([name, value]) => `${name}=${escapeForUrl(String(value))}`).join("&") + "&id=%FF%FE",
      };
    case 3:
      // Invalid UTF-8 in a form body.
      return { type: "application/x-www-form-urlencoded", body: Buffer.from([0x74, 0x69, 0x74, 0x6c, 0x65, 0x3d, 0xff, 0xfe, 0x00]) };
    default:
      return { type: "multipart/form-data; boundary=broken", body: `--other\r\nContent-Disposition: form-data; name="title"\r\n\r\n${text}` };
  }
}

const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND"];

function usualShape(pathname: string, query: string, method: string, response: RawResponse): string | null {
  if (response.status >= 500) return `answered ${response.status}: ${response.body.slice(0, 300)}`;
  if (response.status < 400 || method === "HEAD" || query.includes("&_data=")) return null;
  const type = String(response.headers["content-type"] ?? "");
  const jsonMessage = () => {
    try {
      return typeof (JSON.parse(response.body) as { message?: unknown }).message === "string";
    } catch {
      return false;
    }
  };
  // The API always answers { message }; pages answer a page or a line of text,
  // and resource routes (a CSV, the sitemap, a file) the same { message } as the API.
  const usual = pathname.toLowerCase().startsWith("/api")
    ? jsonMessage()
    : type.startsWith("text/html") || type.startsWith("text/plain") || (type.startsWith("application/json") && jsonMessage());
  return usual ? null : `a ${response.status} as ${type || "nothing"}: ${response.body.slice(0, 200)}`;
}

describe("malformed input to every route and method", () => {
  let server: TestServer;
  let patterns: string[];
  const credentials: Array<{ name: string; headers: Record<string, string> }> = [{ name: "visitor", headers: {} }];

  beforeAll(async () => {
    server = await startTestServer();
    patterns = await routePatterns();
    const base = server.app.baseUrl;
    const registered = await rawRequest(base, {
      method: "POST",
      path: "/register",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({
        name: "Walker", email: "walker@example.com", password: "walker password 1", password_confirmation: "walker password 1",
      }).toString(),
    });
    credentials.push(
      { name: "customer", headers: { Cookie: cookieHeader(registered.headers["set-cookie"]), Origin: base } },
      { name: "admin", headers: { Cookie: await adminCookie(base), Origin: base } },
      { name: "token", headers: { Authorization: `Bearer ${await adminToken(base)}` } },
    );
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("walks more than 80 routes with a customer's cookie in hand", () => {
    expect(patterns.length).toBeGreaterThan(80);
    expect(credentials[1].headers.Cookie).toMatch(/customer=/);
  });

  it("sends a signed-in visitor on from a sign-in page to a site path whatever line separator redirectTo holds", async () => {
    const base = server.app.baseUrl;
    const customer = credentials[1].headers.Cookie;
    const admin = credentials[2].headers.Cookie;
    for (const [page, cookie] of [["/login", customer], ["/register", customer], ["/admin/login", admin]] as const) {
      for (const redirectTo of REDIRECT_TOS) {
        const response = await rawRequest(base, { path: `${page}?redirectTo=${redirectTo}`, headers: { Cookie: cookie } });
        expect(response.status, `${page} ${redirectTo}`).toBe(302);
        expect(String(response.headers.location), `${page} ${redirectTo}`).toMatch(/^\/(?![/\\])[\u0021-\u007e]*$/);
      }
    }
  });

  it("judges a page's form whose Origin differs from X-Forwarded-Host only by port by the site's rule, never a 500", async () => {
    const base = server.app.baseUrl;
    const { hostname, port } = new URL(base);
    // Signing out would end the credentials the walk below uses.
    const pages = patterns.filter((pattern) => !pattern.toLowerCase().startsWith("/api") && !pattern.includes("logout"));
    const problems: string[] = [];
    for (const [n, pattern] of pages.entries()) {
      const pathname = concretePath(pattern, n);
      for (const forwarded of [hostname, `${hostname}:${Number(port) + 1}`, `${hostname}:443`]) {
        for (const credential of credentials.slice(0, 3)) {
          const response = await rawRequest(base, {
            method: "POST",
            path: pathname,
            headers: { ...credential.headers, Origin: base, "X-Forwarded-Host": forwarded, "Content-Type": "application/x-www-form-urlencoded" },
            body: "intent=x",
          });
          if (response.status >= 500) problems.push(`POST ${pathname.slice(0, 80)} via ${forwarded} as ${credential.name}: ${response.status}`);
        }
        // Another port's origin is another site: the site's 403 page, before any route.
        const foreign = await rawRequest(base, {
          method: "POST",
          path: pathname,
          headers: { Origin: `http://${hostname}:${Number(port) + 1}`, "X-Forwarded-Host": forwarded, "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=x",
        });
        if (foreign.status < 400 || foreign.status >= 500) problems.push(`foreign POST ${pathname.slice(0, 80)} via ${forwarded}: ${foreign.status}`);
      }
    }
    expect(pages.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  }, 600_000);

  it("never answers 5xx, and refuses in the usual shapes", async () => {
    const base = server.app.baseUrl;
    const jobs: Array<() => Promise<string | null>> = [];
    let n = 0;
    for (const pattern of patterns) {
      for (const method of METHODS) {
        for (const credential of credentials) {
          const k = n++;
          const pathname = concretePath(pattern, k);
          const withBody = !["GET", "HEAD", "OPTIONS", "TRACE"].includes(method);
          const body = withBody ? hostileBody(k) : undefined;
          jobs.push(async () => {
            const response = await rawRequest(base, {
              method,
              path: `${pathname}${hostileQuery(k)}`,
              headers: { ...credential.headers, ...(body ? { "Content-Type": body.type } : {}) },
              body: body?.body,
            });
            const problem = usualShape(pathname, hostileQuery(k), method, response);
            return problem ? `${method} ${pathname.slice(0, 80)}${hostileQuery(k).slice(0, 60)} as ${credential.name}: ${problem}` : null;
          });
        }
      }
    }
    const problems: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < jobs.length) {
          const problem = await jobs[next++]();
          if (problem) problems.push(problem);
        }
      }),
    );
    expect(jobs.length).toBeGreaterThan(2500);
    const serverErrors = server.app.output().split("\n").filter((line) => line.includes('"level":"error"'));
    expect(problems, serverErrors.slice(0, 20).map((line) => line.slice(0, 400)).join("\n")).toEqual([]);
  }, 600_000);

  it("refuses malformed Host headers with 400", async () => {
    for (const host of ["exa mple.com", "a/b", "[::1", "host:99999999", "\u00e9xample.com", "a_b.example"]) {
      const response = await rawRequest(server.app.baseUrl, { path: "/", headers: { Host: host } });
      expect(response.status, JSON.stringify(host)).toBe(400);
    }
  });
});
