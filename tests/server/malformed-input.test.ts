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
 * `{ message }`).
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

function hostileQuery(n: number): string {
  const value = n % 2 === 0 ? HOSTILE_SEGMENTS[n % HOSTILE_SEGMENTS.length] : escapeForUrl(GENERATED[n % GENERATED.length]);
  return (
    `?q=${value}&search=${value}&page=${value}&per_page=${value}&status=${value}&sort=${value}` +
    `&category=${value}&redirectTo=${n % 3 === 0 ? "%0D%0Ahttps://evil.example" : value}` +
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
