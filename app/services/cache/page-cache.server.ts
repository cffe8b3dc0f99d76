import crypto from "node:crypto";
import { SESSION_COOKIE_NAMES } from "../auth/session.server";

/**
 * Who may cache a page, decided once for every HTML document and loader data
 * response (app/entry.server.tsx), so no route can forget it (docs/product.md#public-site):
 * - anonymous visitors' pages: shared caches keep them 60 s and may serve them
 *   stale for 5 more minutes while they refresh; browsers revalidate each time
 *   (ETag → 304). 60 s is also the longest a scheduled item can stay hidden
 *   after its time has come;
 * - anything for a signed-in visitor, behind a guard, an admin page, a preview,
 *   a form answer, a response setting a cookie: `private, no-store`.
 */

export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";


/**
 * Whether the request carries a session cookie (customer or admin). The cookie
 * is not verified: an expired one only costs that visitor the shared cache,
 * and checking it would cost a query on every page.
 */
export function hasSessionCookie(request: Request): boolean {
  const header = request.headers.get("Cookie");
  if (!header) return false;
  return header.split(";").some((pair) => SESSION_COOKIE_NAMES.includes(pair.split("=", 1)[0].trim()));
}

// The company PDF page lives under /admin but is public (docs/product.md#public-site); an admin
// viewing it carries a session cookie, which keeps their view private anyway.
const PUBLIC_ADMIN_PATHS = new Set(["/admin/companypdf"]);

function isAdminPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  if (PUBLIC_ADMIN_PATHS.has(path)) return false;
  return path === "/admin" || path.startsWith("/admin/");
}

/** A value a route set that already keeps shared caches out. */
function isPrivate(value: string | null): value is string {
  return value !== null && /\b(?:private|no-store)\b/i.test(value);
}

/**
 * The Cache-Control of a page response (a document or its loader data).
 * `routeValue` is what the route itself set, if anything: a route marks its
 * page private (a guarded page, a preview); it cannot make an otherwise private
 * response public.
 */
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
  // A missing page is as public as a present one (and as short-lived); errors
  // and redirects (the guards send visitors to /login) are not kept.
  if (status === 200 || status === 404) return PUBLIC_CACHE_CONTROL;
  return PRIVATE_CACHE_CONTROL;
}

/**
 * Sets Cache-Control on a page response and, when shared caches may keep it,
 * `Vary: Cookie`: the same URL differs for a signed-in visitor.
 */
export function applyPageCacheHeaders(request: Request, status: number, headers: Headers): string {
  const value = pageCacheControl({ request, status, headers });
  headers.set("Cache-Control", value);
  if (value === PUBLIC_CACHE_CONTROL) headers.append("Vary", "Cookie");
  return value;
}

/** A strong ETag of a response body: part of its SHA-256. */
export function bodyEtag(body: string | Uint8Array): string {
  return `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/**
 * Loader data (`?_data=`): the same Cache-Control rule as the document, and
 * for a successful JSON answer an ETag and a 304 on a match. Data requests
 * revalidate every client-side navigation, so the 304 saves the body.
 */
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

/** `body` as a 200 with its ETag, or a 304 when the request's If-None-Match already holds it. */
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
