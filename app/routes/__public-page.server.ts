import { redirect, type HeadersFunction } from "@remix-run/node";
import { db } from "~/db/db.server";
import { findRedirect, normalizePath, redirectLocation } from "~/models/redirect.server";
import { noteNotFound, noteRedirectHit } from "~/services/visit-log.server";
import { SLUG_PATTERN } from "~/utils/slug";
import { getAdmin, requireCustomer } from "~/services/auth/auth.server";
import { PRIVATE_CACHE_CONTROL } from "~/services/cache/page-cache.server";

/** Slugs that cannot name anything skip the database. */
export function isSlug(value: string | undefined): value is string {
  return value !== undefined && value.length <= 120 && SLUG_PATTERN.test(value);
}

/** Always thrown, so a route reads `throw await missing(request)`; the query is kept unless the redirect named one. */
export async function missing(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = decodePath(url.pathname);
  const database = db();
  const moved = await findRedirect(database, path, url.search);
  if (moved) {
    noteRedirectHit(database, moved.id);
    return redirect(redirectLocation(moved, url.search), { status: moved.status });
  }
  // Logged as a redirect would match it: one entry for "/old" and "/old/".
  noteNotFound(database, normalizePath(path), request.headers.get("Referer"));
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** Drafts and scheduled items show only with an admin session; for anyone else the parameter is ignored. */
export async function isPreview(request: Request): Promise<boolean> {
  if (new URL(request.url).searchParams.get("preview") !== "1") return false;
  return (await getAdmin(request)) !== null;
}

export function previewState(row: { status: string; published_at: Date | string | null }, live: boolean): "draft" | "scheduled" | null {
  if (live) return null;
  return row.status === "draft" ? "draft" : "scheduled";
}

/** The redirect to the sign-in page is marked private: it depends on the visitor's cookies. */
export async function requireDetailsVisitor(request: Request) {
  try {
    return await requireCustomer(request);
  } catch (thrown) {
    if (thrown instanceof Response) thrown.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
    throw thrown;
  }
}

export const PRIVATE_PAGE_HEADERS = { "Cache-Control": PRIVATE_CACHE_CONTROL };

/** The loader's Cache-Control reaches the document, where app/entry.server.tsx completes the decision. */
export const loaderCacheHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers();
  const value = errorHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  if (value) headers.set("Cache-Control", value);
  return headers;
};
