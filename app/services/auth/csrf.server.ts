import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { env } from "~/env.server";
import { SESSION_COOKIE_NAMES } from "./session.server";

/**
 * Same origin, or a double-submit token: a foreign page cannot choose Origin, nor read our
 * cookie, nor add a custom header without a CORS preflight we never grant. The API exempts
 * bearer tokens and requests without a session cookie: no ambient credentials
 * (docs/decisions/004-csrf.md).
 */

export const XSRF_COOKIE = "XSRF-TOKEN";
const XSRF_HEADER = "X-XSRF-TOKEN";
export const CSRF_MISMATCH = "CSRF token mismatch.";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

export function isApiPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === "/api" || lower.startsWith("/api/");
}

function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** The first value wins: browsers send the most specific cookie first. */
export function readCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape keeps the raw value; it simply will not match.
    }
    cookies.set(name, value);
  }
  return cookies;
}

function hasSessionCookie(cookies: Map<string, string>): boolean {
  return SESSION_COOKIE_NAMES.some((name) => Boolean(cookies.get(name)));
}

function originOf(value: string | null): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function trustedOrigins(request: Request): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  const siteUrl = env().SITE_URL;
  if (siteUrl) origins.add(new URL(siteUrl).origin);
  return origins;
}

function sameOrigin(request: Request): boolean {
  // A present foreign Origin is the browser's own word; a Referer cannot overrule it.
  const origin = request.headers.has("Origin")
    ? originOf(request.headers.get("Origin"))
    : originOf(request.headers.get("Referer"));
  return origin !== null && trustedOrigins(request).has(origin);
}

function tokenMatches(request: Request, cookies: Map<string, string>): boolean {
  const header = request.headers.get(XSRF_HEADER);
  const cookie = cookies.get(XSRF_COOKIE);
  if (!header || !cookie) return false;
  const left = Buffer.from(header);
  const right = Buffer.from(cookie);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

function refusal(api: boolean): Response {
  if (api) {
    return new Response(JSON.stringify({ message: CSRF_MISMATCH }), {
      status: 419,
      // Laravel's name for 419, which has no standard reason phrase.
      statusText: "Page Expired",
      headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const html =
    "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Not allowed</title></head>" +
    "<body><main><h1>Not allowed</h1><p>This form was not sent from this site, so nothing was changed. " +
    "Go back, reload the page and try again.</p><p><a href=\"/\">Back to the home page</a></p></main></body></html>";
  return new Response(html, {
    status: 403,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** `stateChanging` is forced for /api/logout, which the old client calls with GET. */
export function checkCsrf(
  request: Request,
  options: { api: boolean; stateChanging?: boolean },
): Response | null {
  if (!(options.stateChanging ?? isStateChanging(request.method))) return null;
  const cookies = readCookies(request);
  if (options.api) {
    if (request.headers.has("Authorization")) return null;
    if (!hasSessionCookie(cookies)) return null;
  }
  if (sameOrigin(request) || tokenMatches(request, cookies)) return null;
  return refusal(options.api);
}

export function assertSameOriginOrToken(
  request: Request,
  options: { api: boolean; stateChanging?: boolean },
): void {
  const refused = checkCsrf(request, options);
  if (refused) throw refused;
}

export function newXsrfToken(): string {
  return crypto.randomBytes(30).toString("base64url");
}

/** Not HttpOnly: the old client copies it into the header; it is a secret only from other sites. */
export function xsrfCookie(token: string): string {
  const parts = [`${XSRF_COOKIE}=${token}`, "Path=/", "SameSite=Lax"];
  if (env().NODE_ENV === "production") parts.push("Secure");
  return parts.join("; ");
}

/** Before Remix, so every action is covered without each remembering it: Remix runs actions before any entry.server hook. */
export function csrfMiddleware(): RequestHandler {
  return (req, res, next) => {
    if (!isStateChanging(req.method)) return next();
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
    const api = isApiPath(req.path);
    let refused: Response | null;
    try {
      refused = checkCsrf(new Request(url, { method: req.method, headers }), { api });
    } catch {
      refused = refusal(api);
    }
    if (!refused) {
      // Remix's own check compares Origin with Host as plain text and throws a 500 where a
      // proxy adds or drops a port. The API keeps Origin: apiRoute checks it again.
      if (!api) delete req.headers.origin;
      return next();
    }
    res.status(refused.status);
    if (refused.statusText) res.statusMessage = refused.statusText;
    refused.headers.forEach((value, name) => res.setHeader(name, value));
    void refused.text().then((body) => res.end(body), next);
  };
}
