import { Writable } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import {
  contentSecurityPolicy,
  etagMatches,
  newNoncePlaceholder,
  nonceForDocument,
} from "~/services/security-headers.server";
import {
  applyPageCacheHeaders, documentKey, finishDataResponse, memoizedDocument, PUBLIC_CACHE_CONTROL,
} from "~/services/cache/page-cache.server";
import { nameSurrogateKeys } from "~/services/cache/tagged-cache.server";
import { NonceProvider } from "~/utils/nonce";

/**
 * Renders every HTML document. The whole page is rendered before anything is
 * sent (no streaming): its CSP nonce is derived from its own content, so the
 * same page always carries the same nonce and ETag (docs/product.md#security), and a page
 * whose content did not change answers 304.
 */

const ABORT_DELAY_MS = 5_000;
const PLACEHOLDER = newNoncePlaceholder();

function renderToHtml(element: JSX.Element): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const abortTimer: { id?: NodeJS.Timeout } = {};
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve({ html: Buffer.concat(chunks).toString("utf8"), failed });
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      // Wait for every Suspense boundary: the nonce needs the finished page.
      onAllReady() {
        clearTimeout(abortTimer.id);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(abortTimer.id);
        reject(error);
      },
      onError(error) {
        // An error inside a Suspense boundary: React renders its fallback and
        // the page is sent as a 500; an abort is reported here too.
        failed = true;
        logRenderError(error);
      },
    });
    abortTimer.id = setTimeout(abort, ABORT_DELAY_MS);
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // The same URL with the same route data is the same document: rendered once
  // (a failed render is never kept, and answers 500).
  const { loaderData, actionData, errors } = remixContext.staticHandlerContext;
  let failed = false;
  const document = await memoizedDocument(
    documentKey(request, responseStatusCode, { loaderData, actionData, errors }),
    async () => {
      const rendered = await renderToHtml(
        <NonceProvider value={PLACEHOLDER}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={PLACEHOLDER} />
        </NonceProvider>,
      );
      failed = rendered.failed;
      return { document: nonceForDocument(rendered.html, PLACEHOLDER), keep: !rendered.failed };
    },
  );
  const status = failed ? 500 : responseStatusCode;
  const { html, nonce, etag } = document;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
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

function logRenderError(error: unknown) {
  const detail =
    error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "render failed", error: detail }));
}

/**
 * Loader and action errors, one JSON line each. A request the client abandoned,
 * or a 4xx such as an unknown URL, is not an error of ours.
 */
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
