import type { DB } from "~/db/db.server";
import { addNotFoundHits, trimNotFound } from "~/models/not-found.server";
import { addRedirectHits } from "~/models/redirect.server";

/**
 * Batched a minute at a time and bounded, so a scanner can neither grow the table nor slow the
 * site; counts are a guide, not a ledger (docs/decisions/011-search-redirects-404-log.md).
 */

const FLUSH_INTERVAL_MS = 60_000;
const MAX_PENDING_PATHS = 1_000;
const MAX_PATH_LENGTH = 2_000;

interface PendingPath {
  hits: number;
  lastSeen: Date;
  referrer: string | null;
}

interface VisitLogState {
  notFound: Map<string, PendingPath>;
  redirectHits: Map<number, { hits: number; at: Date }>;
  timer: NodeJS.Timeout | undefined;
  database: DB | undefined;
  writes: number;
}

// server.ts and the Remix build each load a copy of this module; both must share one state.
const globalLog = globalThis as typeof globalThis & { __visitLog?: VisitLogState };
const state: VisitLogState = (globalLog.__visitLog ??= {
  notFound: new Map(),
  redirectHits: new Map(),
  timer: undefined,
  database: undefined,
  writes: 0,
});

// A timer would outlive a test file's database.
const autoFlush = process.env.NODE_ENV !== "test";

function flushLater(db: DB): void {
  state.database = db;
  if (!autoFlush || state.timer) return;
  state.timer = setTimeout(() => void flushVisitLog(db), FLUSH_INTERVAL_MS);
  state.timer.unref();
}

export function noteNotFound(db: DB, path: string, referrer: string | null): void {
  if (path.length > MAX_PATH_LENGTH || path.includes("\u0000")) return;
  const known = state.notFound.get(path);
  // Re-inserted, so the oldest go first when it is full.
  state.notFound.delete(path);
  state.notFound.set(path, {
    hits: (known?.hits ?? 0) + 1,
    lastSeen: new Date(),
    referrer: referrer?.slice(0, MAX_PATH_LENGTH) || known?.referrer || null,
  });
  if (state.notFound.size > MAX_PENDING_PATHS) state.notFound.delete(state.notFound.keys().next().value!);
  flushLater(db);
}

export function noteRedirectHit(db: DB, id: number): void {
  const known = state.redirectHits.get(id);
  state.redirectHits.set(id, { hits: (known?.hits ?? 0) + 1, at: new Date() });
  flushLater(db);
}

/** A failure drops that batch, never a request. */
export async function flushVisitLog(db: DB | undefined = state.database): Promise<void> {
  clearTimeout(state.timer);
  state.timer = undefined;
  const notFound = [...state.notFound].map(([path, entry]) => ({ path, ...entry }));
  const redirectHits = [...state.redirectHits].map(([id, entry]) => ({ id, ...entry }));
  state.notFound.clear();
  state.redirectHits.clear();
  if (!db || (notFound.length === 0 && redirectHits.length === 0)) return;
  try {
    await db.transaction().execute(async (trx) => {
      if (notFound.length > 0) {
        await addNotFoundHits(trx, notFound);
        await trimNotFound(trx);
      }
      await addRedirectHits(trx, redirectHits);
    });
    state.writes += 1;
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", msg: "visit log not written", error: (error as Error).message }));
  }
}

export function visitLogStats(): { pendingPaths: number; writes: number } {
  return { pendingPaths: state.notFound.size, writes: state.writes };
}
