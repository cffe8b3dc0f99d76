import crypto from "node:crypto";
import { SESSION_COOKIE_NAMES } from "../auth/session.server";

/**
 * Decided once for every page response, so no route can forget it. 60 s is also the longest a
 * scheduled item can stay hidden after its time has come (docs/product.md#public-site).
 */

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";


/** Not verified: an expired cookie only costs that visitor the shared cache; checking costs a query per page. */
export function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get("Cookie");
  if (!header) return false;
  return header.split(";").some((pair) => SESSION_COOKIE_NAMES.includes(pair.split("=", 1)[0].trim()));
}

// Under /admin but public (docs/product.md#public-site).
const PUBLIC_ADMIN_PATHS = new Set(["/admin/companypdf"]);

function isAdminPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  if (PUBLIC_ADMIN_PATHS.has(path)) return false;
  return path === "/admin" || path.startsWith("/admin/");
}

function isPrivate(value: string | null): value is string {
  return value !== null && /\b(?:private|no-store)\b/i.test(value);
}

/** A route can mark its page private, never make an otherwise private response public. */
export function pageCacheControl(input: {
  request: Request;
  status: number;
  headers: Headers;
}): string {
  const { request, status, headers } = input;
  const routeValue = headers.get("Cache-Control");
  if (isAdminPath(new URL(request.url).pathname)) return PRIVATE_CACHE_CONTROL;
  if (request.method !== "GET" && request.method !== "HEAD") return PRIVATE_CACHE_CONTROL;
  if (isPrivate(routeValue)) return routeValue;
  if (hasSessionCookie(request)) return PRIVATE_CACHE_CONTROL;
  if (headers.has("Set-Cookie")) return PRIVATE_CACHE_CONTROL;
  // Redirects are not kept: the guards send visitors to /login.
  if (status === 200 || status === 404) return PUBLIC_CACHE_CONTROL;
  return PRIVATE_CACHE_CONTROL;
}

export function applyPageCacheHeaders(request: Request, status: number, headers: Headers): string {
  const value = pageCacheControl({ request, status, headers });
  headers.set("Cache-Control", value);
  if (value === PUBLIC_CACHE_CONTROL) headers.append("Vary", "Cookie");
  return value;
}

export function bodyEtag(body: string | Uint8Array): string {
  return `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** Data requests revalidate on every client-side navigation, so a 304 saves the body. */
export async function finishDataResponse(
  response: Response,
  request: Request,
  etagMatches: (ifNoneMatch: string | null, etag: string) => boolean,
): Promise<Response> {
  const cacheControl = applyPageCacheHeaders(request, response.status, response.headers);
  const isJson = response.headers.get("Content-Type")?.startsWith("application/json") ?? false;
  if (response.status !== 200 || !isJson || cacheControl !== PUBLIC_CACHE_CONTROL || !response.body) return response;

  const body = new Uint8Array(await response.arrayBuffer());
  return answerWithBodyEtag(request, body, new Headers(response.headers), etagMatches);
}

export function answerWithBodyEtag(
  request: Request,
  body: Uint8Array<ArrayBuffer>,
  headers: Headers,
  etagMatches: (ifNoneMatch: string | null, etag: string) => boolean,
): Response {
  const etag = bodyEtag(body);
  headers.set("ETag", etag);
  if (etagMatches(request.headers.get("If-None-Match"), etag)) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}
