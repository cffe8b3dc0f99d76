import crypto from "node:crypto";
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import {
  commonSecurityHeaders,
  etagMatches,
  finishRenderedDocument,
  newScriptMark,
  securityHeadersMiddleware,
} from "./security-headers.server";

async function serve(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("common headers", () => {
  it("are nosniff, strict-origin-when-cross-origin and SAMEORIGIN, plus HSTS only in production", () => {
    expect(commonSecurityHeaders({ production: false })).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
    });
    expect(commonSecurityHeaders({ production: true })["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});

describe("securityHeadersMiddleware", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "security-headers-"));
  fs.writeFileSync(path.join(dir, "logo.txt"), "logo");

  function app(production: boolean) {
    const server = express();
    server.use(securityHeadersMiddleware({ production }));
    server.use(express.static(dir));
    server.get("/json", (_req, res) => res.json({ ok: true }));
    // What @remix-run/express does with a Response's headers: append.
    server.get("/remix", (_req, res) => {
      res.append("X-Frame-Options", "DENY");
      res.append("X-Content-Type-Options", "nosniff");
      res.status(200).end("ok");
    });
    server.get("/boom", () => {
      throw new Error("boom");
    });
    server.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).send("error");
    });
    return server;
  }

  it("adds the headers to static files, JSON, errors and 404s", async () => {
    const { base, close } = await serve(app(false));
    try {
      for (const url of ["/logo.txt", "/json", "/boom", "/missing"]) {
        const response = await fetch(base + url);
        expect(response.headers.get("X-Content-Type-Options"), url).toBe("nosniff");
        expect(response.headers.get("Referrer-Policy"), url).toBe("strict-origin-when-cross-origin");
        expect(response.headers.get("X-Frame-Options"), url).toBe("SAMEORIGIN");
        expect(response.headers.get("Strict-Transport-Security"), url).toBeNull();
      }
    } finally {
      await close();
    }
  });

  it("sends HSTS in production", async () => {
    const { base, close } = await serve(app(true));
    try {
      const response = await fetch(`${base}/json`);
      expect(response.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await close();
    }
  });

  it("keeps a route's own value and never sends a header twice", async () => {
    const { base, close } = await serve(app(false));
    try {
      const response = await fetch(`${base}/remix`);
      expect(response.headers.get("X-Frame-Options")).toBe("DENY");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    } finally {
      await close();
    }
  });
});

describe("finishRenderedDocument", () => {
  const sha256 = (text: string) => `sha256-${crypto.createHash("sha256").update(text).digest("base64")}`;

  it("hashes the scripts rendered with the mark, as the browser reads their text, and sends no mark", () => {
    const mark = newScriptMark();
    const rendered =
      `<html><body><p>Hello</p><script nonce="${mark}">alert('Hello, world.');</script>` +
      `<template><script nonce="${mark}" type="module" async="">import "/a.js";\r\nrun();</script></template>` +
      `<script>alert(1)</script><script src="/build/x.js"></script></body></html>`;
    const { html, scriptHashes } = finishRenderedDocument(rendered, mark, undefined);
    expect(scriptHashes).toEqual(["sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=", sha256('import "/a.js";\nrun();')]);
    expect(html).toBe(rendered.replaceAll(` nonce="${mark}"`, ""));
    expect(html).not.toContain(mark);
  });

  it("hashes nothing for a mark the page does not carry: another process's, or a guess", () => {
    const rendered = `<body><script nonce="${newScriptMark()}">a()</script><script nonce="own-script-">b()</script></body>`;
    expect(finishRenderedDocument(rendered, newScriptMark(), undefined).scriptHashes).toEqual([]);
  });

  it("gives the same HTML the same ETag, whichever process rendered it, and other HTML another", () => {
    const render = (mark: string, text: string) => `<p>${text}</p><script nonce="${mark}">1</script>`;
    const [markA, markB] = [newScriptMark(), newScriptMark()];
    const first = finishRenderedDocument(render(markA, "Hello"), markA, undefined);
    expect(finishRenderedDocument(render(markB, "Hello"), markB, undefined)).toEqual(first);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{24}"$/);
    expect(finishRenderedDocument(render(markA, "Bye"), markA, undefined).etag).not.toBe(first.etag);
  });

  it("takes a page's ETag from the digest of what makes it, when it has one", () => {
    const mark = newScriptMark();
    const digest = crypto.createHash("sha256").update("build, URL, status, data").digest();
    const { etag } = finishRenderedDocument(`<p>Hello</p><script nonce="${mark}">1</script>`, mark, digest);
    expect(etag).toBe(`"${digest.subarray(0, 18).toString("base64url")}"`);
  });
});

describe("etagMatches", () => {
  it("compares weakly and accepts lists and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });
});
