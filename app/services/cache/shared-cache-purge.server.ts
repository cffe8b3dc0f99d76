import { env } from "~/env.server";
import { spaceSeparatedPieces } from "~/utils/space-separated.server";

// Off the request path, one batch per tick, so a burst of writes is a handful of purges (docs/deploy.md#shared-caches).

const TIMEOUT_MS = 2_000;
const RETRY_DELAYS_MS = [200, 400, 800, 1_600, 3_200];
// Purge headers stay well under the limits proxies put on one header.
const MAX_HEADER_BYTES = 6_000;

let queued = new Set<string>();
let flushScheduled = false;
let inFlight = 0;
let waiting = 0;

export function queuePurge(tags: Iterable<string>): void {
  if (env().CACHE_PURGE_URLS.length === 0) return;
  for (const tag of tags) queued.add(tag);
  if (flushScheduled) return;
  flushScheduled = true;
  setImmediate(flush);
}

export function pendingPurges(): number {
  return inFlight + waiting + (flushScheduled ? 1 : 0);
}

function flush() {
  flushScheduled = false;
  const tags = [...queued];
  queued = new Set();
  for (const header of spaceSeparatedPieces(tags, MAX_HEADER_BYTES)) {
    for (const url of env().CACHE_PURGE_URLS) void send(url, header, 0);
  }
}

async function send(url: string, header: string, attempt: number): Promise<void> {
  inFlight += 1;
  try {
    const response = await fetch(url, { method: "PURGE", headers: { "xkey-purge": header }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return;
    throw new Error(`answered ${response.status}`);
  } catch (error) {
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      console.error(JSON.stringify({ level: "warn", msg: "purge abandoned", url, error: (error as Error).message }));
      return;
    }
    waiting += 1;
    setTimeout(() => {
      waiting -= 1;
      void send(url, header, attempt + 1);
    }, delay).unref();
  } finally {
    inFlight -= 1;
  }
}
