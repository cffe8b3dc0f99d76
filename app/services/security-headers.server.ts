import crypto from "node:crypto";
import type { RequestHandler } from "express";

/** HSTS only in production: it would pin localhost to HTTPS. */
export function commonSecurityHeaders(options: { production: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    // SAMEORIGIN, not DENY: the company PDF page embeds the file from our origin.
    "X-Frame-Options": "SAMEORIGIN",
  };
  if (options.production) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

/** Admin pages also show `blob:` images: the preview of a file chosen for upload, before it is sent. */
export function contentSecurityPolicy(scriptHashes: readonly string[], options: { admin: boolean } = { admin: false }): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    // Inline style attributes come from rich text and React; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    options.admin ? "img-src 'self' data: blob: https:" : "img-src 'self' data: https:",
    "media-src 'self' https:",
    "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

/** For HTML that is not a rendered page (refusals, error answers). */
const PLAIN_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/**
 * Never sent: an injection written before the render cannot carry it, so only the scripts the
 * app rendered get their hash into the policy (docs/decisions/005-csp-nonce.md).
 */
export function newScriptMark(): string {
  return `own-script-${crypto.randomBytes(16).toString("hex")}`;
}

// React writes `>` in attribute values as `&gt;`, so a tag ends at the first `>`.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/** Scripts are hashed as the browser reads them: the HTML parser turns CR LF into LF. */
export function finishRenderedDocument(
  renderedHtml: string,
  scriptMark: string,
  pageDigest: Buffer | undefined,
): { html: string; scriptHashes: string[]; etag: string } {
  const markAttribute = ` nonce="${scriptMark}"`;
  const scriptHashes: string[] = [];
  for (const [, attributes, text] of renderedHtml.matchAll(SCRIPT_ELEMENT)) {
    if (!attributes.includes(markAttribute)) continue;
    scriptHashes.push(`sha256-${crypto.createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}`);
  }
  const html = renderedHtml.replaceAll(markAttribute, "");
  const digest = pageDigest ?? crypto.createHash("sha256").update(html).digest();
  const etag = `"${digest.subarray(0, 18).toString("base64url")}"`;
  return { html, scriptHashes: [...new Set(scriptHashes)], etag };
}

export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}

export function unparseableRequestAnswer(options: { production: boolean }): string {
  const headers = { ...commonSecurityHeaders(options), "Content-Security-Policy": PLAIN_PAGE_POLICY };
  const body = "Bad request.";
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return [
    "HTTP/1.1 400 Bad Request",
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${body.length}`,
    "Connection: close",
    ...lines,
    "",
    body,
  ].join("\r\n");
}

/**
 * Set just before the headers go out, so a route's own value wins, and Remix's adapter
 * (which appends) cannot make a header appear twice.
 */
export function securityHeadersMiddleware(options: { production: boolean }): RequestHandler {
  const headers = Object.entries(commonSecurityHeaders(options));
  return (_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      for (const [name, value] of headers) {
        const current = res.getHeader(name);
        if (current === undefined) res.setHeader(name, value);
        else if (Array.isArray(current)) res.setHeader(name, current[current.length - 1]);
      }
      if (String(res.getHeader("content-type")).startsWith("text/html") && !res.hasHeader("content-security-policy")) {
        res.setHeader("Content-Security-Policy", PLAIN_PAGE_POLICY);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
