import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import { json } from "@remix-run/node";
import express from "express";
import { resetEnvCache } from "~/env.server";
import { remixBuild } from "../../../tests/helpers/remix-build";
import { checkCsrf, csrfMiddleware, isApiPath, newXsrfToken, readCookies, xsrfCookie } from "./csrf.server";

const SESSION = "__customer=s%3Asigned-session";

function request(
  path: string,
  options: { method?: string; origin?: string; referer?: string; cookie?: string; xsrf?: string; auth?: string } = {},
) {
  const headers = new Headers();
  if (options.origin) headers.set("Origin", options.origin);
  if (options.referer) headers.set("Referer", options.referer);
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.xsrf) headers.set("X-XSRF-TOKEN", options.xsrf);
  if (options.auth) headers.set("Authorization", options.auth);
  return new Request(`http://localhost:3000${path}`, { method: options.method ?? "POST", headers });
}

async function refusal(response: Response | null) {
  expect(response).not.toBeNull();
  return { status: response!.status, text: await response!.text() };
}

describe("checkCsrf on the API", () => {
  const api = { api: true };

  it("lets safe methods through", () => {
    expect(checkCsrf(request("/api/user", { method: "GET", cookie: SESSION, origin: "https://evil.example" }), api)).toBeNull();
  });

  it("refuses a cookie-authenticated write from a foreign origin with 419", async () => {
    const refused = await refusal(checkCsrf(request("/api/admin/news", { cookie: SESSION, origin: "https://evil.example" }), api));
    expect(refused).toEqual({ status: 419, text: JSON.stringify({ message: "CSRF token mismatch." }) });
  });

  it("refuses a cookie-authenticated write with neither Origin nor Referer nor token", async () => {
    expect((await refusal(checkCsrf(request("/api/logout", { cookie: SESSION }), api))).status).toBe(419);
  });

  it("passes the same origin, by Origin or else by Referer", () => {
    expect(checkCsrf(request("/api/x", { cookie: SESSION, origin: "http://localhost:3000" }), api)).toBeNull();
    expect(checkCsrf(request("/api/x", { cookie: SESSION, referer: "http://localhost:3000/admin/blog" }), api)).toBeNull();
  });

  it("does not let a same-origin Referer overrule a foreign Origin", () => {
    const forged = request("/api/x", {
      cookie: SESSION,
      origin: "https://evil.example",
      referer: "http://localhost:3000/",
    });
    expect(checkCsrf(forged, api)?.status).toBe(419);
  });

  it("treats Origin: null (sandboxed or privacy-stripped) as foreign", () => {
    expect(checkCsrf(request("/api/x", { cookie: SESSION, origin: "null" }), api)?.status).toBe(419);
  });

  it("refuses another port or scheme of the same host", () => {
    expect(checkCsrf(request("/api/x", { cookie: SESSION, origin: "http://localhost:4000" }), api)?.status).toBe(419);
    expect(checkCsrf(request("/api/x", { cookie: SESSION, origin: "https://localhost:3000" }), api)?.status).toBe(419);
  });

  it("passes a matching X-XSRF-TOKEN whatever the origin, and refuses a different one", () => {
    const token = newXsrfToken();
    const cookie = `${SESSION}; XSRF-TOKEN=${token}`;
    expect(checkCsrf(request("/api/x", { cookie, origin: "https://evil.example", xsrf: token }), api)).toBeNull();
    expect(checkCsrf(request("/api/x", { cookie, xsrf: newXsrfToken() }), api)?.status).toBe(419);
    // A header without the cookie proves nothing.
    expect(checkCsrf(request("/api/x", { cookie: SESSION, xsrf: token }), api)?.status).toBe(419);
  });

  it("passes bearer-token requests and requests without a session cookie", () => {
    expect(checkCsrf(request("/api/x", { cookie: SESSION, auth: "Bearer 1|abc", origin: "https://evil.example" }), api)).toBeNull();
    expect(checkCsrf(request("/api/login", { origin: "https://evil.example" }), api)).toBeNull();
    expect(checkCsrf(request("/api/login", { cookie: "XSRF-TOKEN=abc; theme=dark" }), api)).toBeNull();
  });

  it("checks a GET when told it changes state (/api/logout)", () => {
    const get = request("/api/logout", { method: "GET", cookie: SESSION, origin: "https://evil.example" });
    expect(checkCsrf(get, { api: true, stateChanging: true })?.status).toBe(419);
  });

  it("accepts SITE_URL's origin (behind a proxy that terminates TLS)", () => {
    process.env.SITE_URL = "https://www.example.com";
    resetEnvCache();
    try {
      expect(checkCsrf(request("/api/x", { cookie: SESSION, origin: "https://www.example.com" }), api)).toBeNull();
      expect(checkCsrf(request("/api/x", { cookie: SESSION, origin: "https://example.com" }), api)?.status).toBe(419);
    } finally {
      delete process.env.SITE_URL;
      resetEnvCache();
    }
  });
});

describe("checkCsrf on pages", () => {
  const page = { api: false };

  it("refuses a foreign post with 403 HTML even without any cookie", async () => {
    const refused = checkCsrf(request("/contact-us", { origin: "https://evil.example" }), page);
    expect(refused?.status).toBe(403);
    expect(refused?.headers.get("Content-Type")).toContain("text/html");
    expect(await refused?.text()).toContain("Not allowed");
    expect(checkCsrf(request("/login"), page)?.status).toBe(403);
  });

  it("passes a same-origin post and a post with a matching token", () => {
    expect(checkCsrf(request("/admin/create-blog", { origin: "http://localhost:3000", cookie: SESSION }), page)).toBeNull();
    const token = newXsrfToken();
    expect(checkCsrf(request("/admin/create-blog", { cookie: `XSRF-TOKEN=${token}`, xsrf: token }), page)).toBeNull();
  });

  it("does not exempt bearer tokens on pages (pages never read them)", () => {
    expect(checkCsrf(request("/logout", { auth: "Bearer 1|abc", origin: "https://evil.example" }), page)?.status).toBe(403);
  });
});

describe("helpers", () => {
  it("recognises /api paths in any letter case", () => {
    expect(isApiPath("/api")).toBe(true);
    expect(isApiPath("/API/Login/")).toBe(true);
    expect(isApiPath("/apix")).toBe(false);
    expect(isApiPath("/admin/api")).toBe(false);
  });

  it("reads cookies, decoding values and keeping the first of a name", () => {
    const cookies = readCookies(request("/", { cookie: 'a=1; XSRF-TOKEN=x%3Dy; a=2; b="q"' }));
    expect(cookies.get("a")).toBe("1");
    expect(cookies.get("XSRF-TOKEN")).toBe("x=y");
    expect(cookies.get("b")).toBe("q");
  });

  it("makes a script-readable SameSite=Lax cookie, Secure only in production", () => {
    const token = newXsrfToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40}$/);
    expect(xsrfCookie(token)).toBe(`XSRF-TOKEN=${token}; Path=/; SameSite=Lax`);
    process.env.NODE_ENV = "production";
    process.env.SITE_URL = "https://www.example.com";
    resetEnvCache();
    try {
      expect(xsrfCookie(token)).toContain("; Secure");
      expect(xsrfCookie(token)).not.toMatch(/HttpOnly/i);
    } finally {
      process.env.NODE_ENV = "test";
      delete process.env.SITE_URL;
      resetEnvCache();
    }
  });
});

describe("csrfMiddleware in Express", () => {
  let base = "";
  let close: () => Promise<void>;
  const reached: string[] = [];

  beforeAll(async () => {
    const app = express();
    app.use(csrfMiddleware());
    app.all("*", (req, res) => {
      reached.push(`${req.method} ${req.path}`);
      res.json({ reached: true });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it("stops a foreign page post before the app sees it", async () => {
    reached.length = 0;
    const response = await fetch(`${base}/contact-us`, { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    expect(reached).toEqual([]);
  });

  it("stops a cookie-authenticated API write from a foreign origin with 419 JSON", async () => {
    reached.length = 0;
    const response = await fetch(`${base}/API/admin/news/`, {
      method: "DELETE",
      headers: { Origin: "https://evil.example", Cookie: SESSION },
    });
    expect(response.status).toBe(419);
    expect(await response.json()).toEqual({ message: "CSRF token mismatch." });
    expect(reached).toEqual([]);
  });

  it("lets same-origin posts, bearer requests and reads through", async () => {
    reached.length = 0;
    const same = await fetch(`${base}/contact-us`, { method: "POST", headers: { Origin: base } });
    const bearer = await fetch(`${base}/api/admin/news`, {
      method: "POST",
      headers: { Origin: "https://evil.example", Cookie: SESSION, Authorization: "Bearer 1|x" },
    });
    const read = await fetch(`${base}/admin/blog`, { headers: { Origin: "https://evil.example" } });
    expect([same.status, bearer.status, read.status]).toEqual([200, 200, 200]);
    expect(reached).toEqual(["POST /contact-us", "POST /api/admin/news", "GET /admin/blog"]);
  });
});

describe("csrfMiddleware in front of Remix", () => {
  let base = "";
  let port = 0;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const build = await remixBuild([
      { id: "routes/form", path: "form", module: { action: () => json({ saved: true }), default: () => null } },
    ]);
    const app = express();
    app.use(csrfMiddleware());
    app.all("*", createRequestHandler({ build, mode: "production", getLoadContext: () => ({ clientIp: "127.0.0.1" }) }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  function post(headers: Record<string, string>) {
    return fetch(`${base}/form`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: "a=1" });
  }

  it("judges a form whose Origin differs from X-Forwarded-Host only by port by the site's rule, never with a 500", async () => {
    // The site's own origin: accepted, whatever port the proxy names.
    for (const forwarded of ["127.0.0.1", "127.0.0.1:8443", `127.0.0.1:${port + 1}`]) {
      const response = await post({ Origin: base, "X-Forwarded-Host": forwarded });
      expect(response.status, forwarded).toBe(200);
    }
    // Another port of the same host is another origin: the site's 403 page.
    const otherPort = await post({ Origin: `http://127.0.0.1:${port + 1}`, "X-Forwarded-Host": `127.0.0.1:${port + 1}` });
    expect(otherPort.status).toBe(403);
    expect(await otherPort.text()).toContain("This form was not sent from this site");
  });

  it("lets a page post that carries the token through, whatever its Origin", async () => {
    const token = newXsrfToken();
    const response = await post({ Origin: "http://127.0.0.1:1", Cookie: `XSRF-TOKEN=${token}`, "X-XSRF-TOKEN": token });
    expect(response.status).toBe(200);
  });
});
