import type http from "node:http";
import type { Socket } from "node:net";
import type { RequestHandler } from "express";
import { CONTENT_TYPES, type ContentType } from "~/content-types";
import { isApiPath } from "~/services/auth/csrf.server";
import { formatFileSize } from "~/utils/file-size";

// Refusals before any route runs: docs/product.md#security.

const KB = 1024;
const MB = 1024 * KB;

export const BODY_LIMITS = {
  pageForm: 1 * MB,
  richTextForm: 2 * MB,
  json: 1 * MB,
} as const;

const ANY = "{any}";

/** Folds A–Z only: a path matches in any letter case, and nothing else folds. */
function segmentsOf(pathname: string): string[] {
  const folded = pathname.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return (folded.length > 1 && folded.endsWith("/") ? folded.slice(0, -1) : folded).split("/");
}

function screenOf(path: string): string[] {
  return segmentsOf(path.split("?", 1)[0]);
}

function segmentMatches(pattern: string, segment: string): boolean {
  const at = pattern.indexOf(ANY);
  if (at === -1) return pattern === segment;
  const before = pattern.slice(0, at);
  const after = pattern.slice(at + ANY.length);
  return segment.length > before.length + after.length && segment.startsWith(before) && segment.endsWith(after);
}

function isOneOf(pathname: string, screens: ReadonlyArray<readonly string[]>): boolean {
  const segments = segmentsOf(pathname);
  return screens.some((screen) => screen.length === segments.length && screen.every((pattern, index) => segmentMatches(pattern, segments[index])));
}

function formScreens(type: ContentType): string[] {
  return type.admin.create === undefined ? [type.admin.list] : [type.admin.create, type.admin.edit(ANY)];
}

function typesTaking(body: ContentType["requestBody"]): ContentType[] {
  return CONTENT_TYPES.filter((type) => type.requestBody === body);
}

const RICH_TEXT_FORMS = typesTaking("rich-text").flatMap(formScreens).map(screenOf);
// Uploads stream to disk under their own limits (app/services/media/upload-request.server.ts).
const UPLOAD_FORMS = [
  ...typesTaking("upload").flatMap((type) => [type.admin.list, `/api/admin/${type.resource}`, `/api/admin/${type.resource}/${ANY}`]),
  "/admin/hero-video",
  "/admin/companypdf",
].map(screenOf);
const IMAGE_FIELD_FORMS = [
  ...typesTaking("image").flatMap(formScreens),
  "/admin/setting",
  `/admin/preview/${ANY}`,
  `/admin/preview/${ANY}/${ANY}`,
].map(screenOf);

const BODILESS_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** Null when its own reader enforces the limits (uploads, and a rich-text form that carries a new image). */
export function bodyLimitFor(method: string, pathname: string, contentType = ""): number | null {
  if (BODILESS_METHODS.has(method.toUpperCase())) return BODY_LIMITS.pageForm;
  if (isOneOf(pathname, UPLOAD_FORMS)) return null;
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  if (multipart && (isOneOf(pathname, RICH_TEXT_FORMS) || isOneOf(pathname, IMAGE_FIELD_FORMS))) return null;
  if (isApiPath(pathname)) return BODY_LIMITS.json;
  return isOneOf(pathname, RICH_TEXT_FORMS) ? BODY_LIMITS.richTextForm : BODY_LIMITS.pageForm;
}

const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?$/i;

export function hostName(header: string): string | null {
  if (!HOST_PATTERN.test(header)) return null;
  return header.replace(/:\d+$/, "").toLowerCase();
}

/** Only the name is compared: proxies differ in whether they pass the port on. */
export function isSiteHost(hosts: Array<string | undefined>, siteHost: string): boolean {
  return hosts.every((host) => host === undefined || hostName(host) === siteHost);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function refusalPage(title: string, message: string): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></main></body></html>`
  );
}

const REFUSED_BODY_GRACE_MS = 300;

/**
 * Node destroys the socket the moment a "Connection: close" answer is written; with the client
 * still sending, that reset can wipe the answer from the client's buffer before it reads it.
 */
export function closeConnectionsGently(socket: Socket) {
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), REFUSED_BODY_GRACE_MS).unref();
  };
}

export function sendRefusal(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  refusal: { status: number; title: string; message: string; close?: boolean; headers?: Record<string, string> },
) {
  const api = isApiPath((req.url ?? "/").split("?")[0]);
  const body = api ? JSON.stringify({ message: refusal.message }) : refusalPage(refusal.title, refusal.message);
  const headers: Record<string, string | number> = {
    ...refusal.headers,
    "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  };
  if (refusal.close) headers.Connection = "close";
  // Set one by one so server.ts can read them back once the answer is out.
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.statusCode = refusal.status;
  res.end(req.method === "HEAD" ? undefined : body);
}

export function errorStatus(error: unknown): number {
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = Number(status ?? statusCode);
  return value >= 400 && value < 500 ? value : 500;
}

export function hostGuard(options: { siteUrl: string | undefined; production: boolean }): RequestHandler {
  const siteHost = options.siteUrl ? new URL(options.siteUrl).hostname.toLowerCase() : undefined;
  return (req, res, next) => {
    const host = req.headers.host;
    // Checked even without TRUST_PROXY: Remix builds the request's URL from it either way.
    const forwarded = req.headers["x-forwarded-host"] as string | undefined;
    const malformed = [host, forwarded].some((value) => value !== undefined && hostName(value) === null);
    if (malformed) {
      sendRefusal(req, res, { status: 400, title: "Bad request", message: "The Host header does not name a host." });
      return;
    }
    // Health checks come from inside the network, by address.
    if (!options.production || !siteHost || req.path === "/healthz") return next();
    if (host === undefined || !isSiteHost([host, forwarded], siteHost)) {
      sendRefusal(req, res, { status: 400, title: "Bad request", message: "This site does not answer for that host." });
      return;
    }
    next();
  };
}

/** PostgreSQL refuses to compare text with a NUL, and a path with a line break would match no route pattern. */
export function addressGuard(): RequestHandler {
  return (req, res, next) => {
    const [pathname] = req.originalUrl.split("?", 1);
    if (!/%00/i.test(req.originalUrl) && !/%[01][0-9a-f]|%7f/i.test(pathname)) return next();
    sendRefusal(req, res, { status: 400, title: "Bad request", message: "The address contains a control character." });
  };
}

export function methodGuard(): RequestHandler {
  return (req, res, next) => {
    if (SERVED_METHODS.includes(req.method)) return next();
    sendRefusal(req, res, {
      status: 405,
      title: "Method not allowed",
      message: "Method not allowed.",
      headers: { Allow: SERVED_METHODS.join(", ") },
    });
  };
}

/** A page form must declare its length (browsers always do); the API's reader counts chunked bodies itself. */
export function bodySizeGuard(): RequestHandler {
  return (req, res, next) => {
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (declared === undefined && !chunked) return next();
    const limit = bodyLimitFor(req.method, req.path, req.headers["content-type"]);
    if (limit === null) return next();
    if (declared === undefined && !isApiPath(req.path)) {
      sendRefusal(req, res, {
        status: 411,
        title: "Length required",
        message: "Send the form with a Content-Length header.",
        close: true,
      });
      return;
    }
    if (declared !== undefined && Number(declared) > limit) {
      const message = `The request body is larger than ${formatFileSize(limit)}.`;
      sendRefusal(req, res, { status: 413, title: "Too large", message, close: true });
      return;
    }
    next();
  };
}
