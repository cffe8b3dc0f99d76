import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ADMIN } from "../helpers/process";
import { startTestSmtpServer } from "../helpers/smtp";
import { adminCookie, adminToken, cookieHeader, rawRequest, startTestServer, type TestServer } from "./support";

/**
 * What a production instance refuses before any route runs, and what every
 * answer carries (docs/product.md#security), against the built server.
 */

const MB = 1024 * 1024;

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/**
 * Starts sending a 12 MB form body and resolves with the status line and how
 * long after the headers it came, and when the connection ended (the client
 * never ends it: it keeps sending).
 */
function sendLargeBody(
  baseUrl: string,
  pathname: string,
  options: { bytes: number; type: string; extraHeaders?: string; chunked?: boolean },
): Promise<{ status: number; ms: number; closedMs: number; head: string }> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    let started = 0;
    let received = "";
    let sent = 0;
    let statusAt = 0;
    socket.on("connect", () => {
      const length = options.chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${options.bytes}`;
      socket.write(
        `POST ${pathname} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${baseUrl}\r\nContent-Type: ${options.type}\r\n${length}\r\n${options.extraHeaders ?? ""}\r\n`,
      );
      started = Date.now();
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (sent < options.bytes && !socket.destroyed) {
          const piece = options.chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]) : chunk;
          sent += chunk.length;
          if (!socket.write(piece)) return socket.once("drain", pump);
        }
      };
      pump();
    });
    socket.on("data", (data: Buffer) => {
      if (!statusAt) statusAt = Date.now();
      received += data.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => {
      const status = Number(received.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      if (!status) return reject(new Error(`no answer from ${pathname}`));
      resolve({ status, ms: statusAt - started, closedMs: Date.now() - started, head: received.split("\r\n\r\n")[0] });
    });
    socket.setTimeout(10_000, () => socket.destroy());
  });
}

describe("a production instance's request guards", () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let base: string;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    server = await startTestServer({ SMTP_URL: smtp.url });
    base = server.app.baseUrl;
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  describe("hosts", () => {
    it("answers 400 for any host but SITE_URL's, except /healthz", async () => {
      expect((await rawRequest(base, { path: "/" })).status).toBe(200);
      expect((await rawRequest(base, { path: "/", headers: { Host: "evil.example" } })).status).toBe(400);
      expect((await rawRequest(base, { path: "/", headers: { "X-Forwarded-Host": "evil.example" } })).status).toBe(400);
      expect((await rawRequest(base, { path: "/sitemap.xml", headers: { Host: "evil.example:80" } })).status).toBe(400);
      expect((await rawRequest(base, { path: "/api/frontend/home", headers: { Host: "evil.example" } })).body).toContain('"message"');
      expect((await rawRequest(base, { path: "/healthz", headers: { Host: "10.0.0.7:3000" } })).status).toBe(200);
    });

    it("builds canonical links, the sitemap and robots.txt from SITE_URL, whatever port the request named", async () => {
      const other = { Host: "127.0.0.1:1" };
      expect((await rawRequest(base, { path: "/robots.txt", headers: other })).body).toContain(`Sitemap: ${base}/sitemap.xml`);
      expect((await rawRequest(base, { path: "/sitemap.xml", headers: other })).body).toContain(`<loc>${base}/news</loc>`);
      const home = await rawRequest(base, { path: "/news", headers: other });
      expect(home.body).toContain(`<link rel="canonical" href="${base}/news"/>`);
      expect(home.body).not.toContain("127.0.0.1:1/");
    });

    it("sends no reset email for a request to another host, and links to SITE_URL for its own", async () => {
      const form = new URLSearchParams({ email: APP_ADMIN.email }).toString();
      const headers = { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://evil.example" };
      const foreign = await rawRequest(base, { method: "POST", path: "/forgot-password", headers: { ...headers, Host: "evil.example" }, body: form });
      expect(foreign.status).toBe(400);

      const own = await rawRequest(base, { method: "POST", path: "/forgot-password", headers: { ...headers, Origin: base }, body: form });
      expect(own.status).toBeLessThan(400);
      const mail = await smtp.waitFor(APP_ADMIN.email);
      expect(mail.decoded).toContain(`${base}/reset-password/`);
      expect(mail.decoded).not.toContain("evil.example");
    });
  });

  describe("bodies", () => {
    it("refuses 12 MB to every form at once with 413, closes the connection, and keeps memory flat", async () => {
      const forms = [
        "/login", "/register", "/forgot-password", "/reset-password/some-token", "/contact-us", "/account", "/logout",
        "/admin/login", "/admin/create-blog", "/admin/edit-blog/1", "/admin/create-pages", "/admin/edit-projects/1",
        "/admin/create-service", "/admin/setting", "/admin/blog", "/admin/home-slider", "/admin/customer-mail",
        "/admin/client-logo", "/admin/project-category", "/admin/mail-details/1",
      ];
      const before = rssMb(server.app.pid);
      for (const pathname of forms) {
        const answer = await sendLargeBody(base, pathname, { bytes: 12 * MB, type: "application/x-www-form-urlencoded" });
        expect(answer.status, pathname).toBe(413);
        expect(answer.ms, pathname).toBeLessThan(1000);
        expect(answer.closedMs, `${pathname} closed within a second`).toBeLessThan(1000);
        expect(answer.head).toMatch(/Connection: close/i);
      }
      for (const pathname of ["/api/admin/login", "/api/customer/register", "/api/admin/news", "/api/frontend/contact"]) {
        const answer = await sendLargeBody(base, pathname, { bytes: 12 * MB, type: "application/json" });
        expect(answer.status, pathname).toBe(413);
        expect(answer.ms, pathname).toBeLessThan(1000);
      }
      // Buffered, the 24 bodies would add 288 MB. The server's first requests to these routes also load and compile
      // their code, which grew the resident size by up to 43 MB on a busy machine: a third of the bodies is the bar.
      expect(rssMb(server.app.pid) - before).toBeLessThan(96);
    });

    it("names the limit: 1 MB for forms, 2 MB for rich text, the API's JSON shape for the API", async () => {
      const page = await rawRequest(base, {
        method: "POST", path: "/contact-us", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body: `message=${"a".repeat(MB + 1)}`,
      });
      expect(page.status).toBe(413);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.body).toContain("larger than 1 MB");

      const richText = await rawRequest(base, {
        method: "POST", path: "/admin/create-blog", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body: `body=${"a".repeat(1.5 * MB)}`,
      });
      expect(richText.status).not.toBe(413);

      const api = await rawRequest(base, {
        method: "POST", path: "/api/frontend/contact", headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message: "a".repeat(MB) }),
      });
      expect(api.status).toBe(413);
      expect(JSON.parse(api.body)).toEqual({ message: "The request body is larger than 1 MB." });
    });

    it("asks a page form sent without a length for one, and counts a chunked API body", async () => {
      const form = await sendLargeBody(base, "/contact-us", { bytes: 64 * 1024, type: "application/x-www-form-urlencoded", chunked: true });
      expect(form.status).toBe(411);
      const api = await sendLargeBody(base, "/api/frontend/contact", { bytes: 3 * MB, type: "application/json", chunked: true });
      expect(api.status).toBe(413);
    });
  });

  describe("methods and malformed requests", () => {
    it("answers 405 to TRACE and other methods no route serves, naming those it does", async () => {
      for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
        const response = await rawRequest(base, { method, path: "/" });
        expect(response.status, method).toBe(405);
        expect(response.headers.allow).toContain("GET");
      }
    });
  });

  describe("one credential per request", () => {
    it("authenticates a request with an Authorization header by it alone", async () => {
      const cookie = await adminCookie(base);
      const token = await adminToken(base);
      const write = (headers: Record<string, string>) =>
        rawRequest(base, {
          method: "POST",
          path: "/api/admin/news",
          headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
          body: JSON.stringify({ title: `One credential ${Date.now()} ${Math.random()}`, status: "draft" }),
        });
      expect((await write({ Authorization: "Basic YWRtaW46YWRtaW4=" })).status).toBe(401);
      expect((await write({ Authorization: "Bearer not-a-token" })).status).toBe(401);
      // Without the header, the cookie needs the CSRF check…
      expect((await write({ Origin: "https://evil.example" })).status).toBe(419);
      // …and with a good token the token alone decides.
      expect((await write({ Authorization: `Bearer ${token}`, Origin: "https://evil.example" })).status).toBe(201);
    });
  });

  describe("every answer carries the same security headers", () => {
    it("on pages, refusals, errors and answers Node gives itself", async () => {
      const answers = {
        page: await rawRequest(base, { path: "/" }),
        notFound: await rawRequest(base, { path: "/no-such-page" }),
        csrf: await rawRequest(base, {
          method: "POST", path: "/contact-us", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
          body: "message=hi",
        }),
        badHost: await rawRequest(base, { path: "/", headers: { Host: "evil.example" } }),
        trace: await rawRequest(base, { method: "TRACE", path: "/" }),
        tooLarge: await rawRequest(base, {
          method: "POST", path: "/login", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base }, body: "a".repeat(2 * MB),
        }),
        undecodable: await rawRequest(base, { path: "/api/frontend/solutions/%FF%FE" }),
        api: await rawRequest(base, { path: "/api/user" }),
        file: await rawRequest(base, { path: "/favicon.ico" }),
      };
      for (const [name, response] of Object.entries(answers)) {
        expect(response.status, name).toBeLessThan(500);
        expect(response.headers["x-content-type-options"], name).toBe("nosniff");
        expect(response.headers["x-frame-options"], name).toBe("SAMEORIGIN");
        expect(response.headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
        expect(response.headers["strict-transport-security"], name).toMatch(/max-age=/);
        if (String(response.headers["content-type"]).startsWith("text/html")) {
          expect(response.headers["content-security-policy"], name).toMatch(/default-src '(self|none)'/);
        }
      }
      expect(answers.csrf.status).toBe(403);
      expect(answers.undecodable.status).toBe(400);

      // A request line Node cannot parse never reaches Express.
      const raw = await new Promise<string>((resolve) => {
        const socket = net.connect(server.app.port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"));
        let text = "";
        socket.on("data", (data: Buffer) => (text += data.toString()));
        socket.on("close", () => resolve(text));
        socket.on("error", () => resolve(text));
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400/);
      expect(raw).toMatch(/X-Content-Type-Options: nosniff/i);
      expect(raw).toMatch(/Content-Security-Policy: default-src 'none'/i);
    });
  });

  describe("cookies", () => {
    it("names the session cookies with the __Host- prefix", async () => {
      const admin = await rawRequest(base, {
        method: "POST",
        path: "/admin/login",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
        body: new URLSearchParams({ email: APP_ADMIN.email, password: APP_ADMIN.password, redirectTo: "" }).toString(),
      });
      const session = (admin.headers["set-cookie"] ?? []).find((header) => header.startsWith("__Host-admin="));
      expect(session).toBeDefined();
      expect(session).toMatch(/; Path=\//);
      expect(session).toMatch(/; Secure/);
      expect(session).not.toMatch(/Domain=/i);
      // The cookie signs the admin in.
      const dashboard = await rawRequest(base, { path: "/admin/dashboard", headers: { Cookie: cookieHeader(admin.headers["set-cookie"]) } });
      expect(dashboard.status).toBe(200);
    });
  });
});
