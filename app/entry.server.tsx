import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { contentSecurityPolicy, etagMatches, isAdminPath, finishRenderedDocument, newScriptMark } from "~/services/security-headers.server";
import { applyPageCacheHeaders, finishDataResponse, PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { documentDigest, memoizedDocument, nameSurrogateKeys } from "~/services/cache/tagged-cache.server";
import { ScriptMarkProvider } from "~/utils/script-mark";

/**
 * The CSP allows inline scripts by hash, not nonce, so a page served again from
 * the render memo or a cache carries a matching policy; only scripts with this
 * process's mark are hashed, so one injected into content is refused
 * (docs/decisions/005-csp-nonce.md). Server renders never suspend, so the
 * cheaper synchronous renderer serves (docs/deploy.md#performance).
 */

const SCRIPT_MARK = newScriptMark();

function renderDocument(remixContext: EntryContext, url: string, digest: Buffer | undefined) {
  const html = renderToString(
    <ScriptMarkProvider value={SCRIPT_MARK}>
      <RemixServer context={remixContext} url={url} />
    </ScriptMarkProvider>,
  );
  return finishRenderedDocument("<!DOCTYPE html>" + html, SCRIPT_MARK, digest);
}

export default function handleRequest(
  request: Request,
  status: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const digest = documentDigest(request, status, {
    buildVersion: remixContext.manifest.version,
    routeData: remixContext.serverHandoffString,
    actionData: remixContext.staticHandlerContext.actionData,
  });
  const { html, scriptHashes, etag } = memoizedDocument(digest, () => renderDocument(remixContext, request.url, digest));

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(scriptHashes, { admin: isAdminPath(new URL(request.url).pathname) }));
  if (applyPageCacheHeaders(request, status, responseHeaders) === PUBLIC_CACHE_CONTROL) nameSurrogateKeys(responseHeaders);
  if (status === 200) responseHeaders.set("ETag", etag);

  const cacheable = request.method === "GET" || request.method === "HEAD";
  if (cacheable && status === 200 && etagMatches(request.headers.get("If-None-Match"), etag)) {
    responseHeaders.delete("Content-Type");
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  return new Response(html, { status, headers: responseHeaders });
}

/** Loader and action data for client-side navigation: the same caching rule as documents. */
export async function handleDataRequest(response: Response, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  const finished = await finishDataResponse(response, request, etagMatches);
  if (finished.headers.get("Cache-Control") === PUBLIC_CACHE_CONTROL) nameSurrogateKeys(finished.headers);
  return finished;
}

/** An abandoned request, or a 4xx such as an unknown URL, is not an error of ours. */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const detail =
    error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      msg: "request failed",
      method: request.method,
      path: new URL(request.url).pathname,
      error: detail,
    }),
  );
}
