import crypto from "node:crypto";
import { db } from "~/db/db.server";
import { countNotFound, listTopNotFound, NOT_FOUND_KEPT } from "~/models/not-found.server";
import { getRedirectFrom } from "~/models/redirect.server";
import { flushVisitLog, noteNotFound, noteRedirectHit, visitLogStats } from "./visit-log.server";

/** The 404 log holds under a flood: bounded writes, a bounded table, no slower requests. */

describe("the 404 log", () => {
  it("counts hits, the last time seen and the last referrer, written in one batch", async () => {
    const before = visitLogStats().writes;
    noteNotFound(db(), "/old/page", null);
    noteNotFound(db(), "/old/page", "https://search.example/?q=old");
    noteNotFound(db(), "/old/page", null);
    noteNotFound(db(), "/other", null);
    expect(await countNotFound(db())).toBe(0);
    await flushVisitLog(db());
    expect(visitLogStats().writes).toBe(before + 1);
    const top = await listTopNotFound(db(), { since: new Date(Date.now() - 60_000), limit: 10 });
    expect(top.map((row) => [row.path, Number(row.hits), row.last_referrer])).toEqual([
      ["/old/page", 3, "https://search.example/?q=old"],
      ["/other", 1, null],
    ]);
    noteNotFound(db(), "/old/page", null);
    await flushVisitLog(db());
    const [again] = await listTopNotFound(db(), { since: new Date(Date.now() - 60_000), limit: 1 });
    expect(Number(again.hits)).toBe(4);
    // Nothing waiting, nothing written.
    await flushVisitLog(db());
    expect(visitLogStats().writes).toBe(before + 2);
  });

  it("keeps at most 1,000 paths and one write a minute under a flood of random paths", async () => {
    const before = visitLogStats().writes;
    const started = performance.now();
    // A scanner: 5,000 random paths in each of three minutes.
    for (let minute = 0; minute < 3; minute++) {
      for (let n = 0; n < 5_000; n++) noteNotFound(db(), `/wp-${crypto.randomBytes(8).toString("hex")}.php`, null);
      expect(visitLogStats().pendingPaths).toBeLessThanOrEqual(NOT_FOUND_KEPT);
      // The timer's flush, once a minute.
      await flushVisitLog(db());
    }
    const noting = performance.now() - started;
    expect(visitLogStats().writes - before).toBe(3);
    expect(await countNotFound(db())).toBe(NOT_FOUND_KEPT);
    // Counting 15,000 misses cost the requests next to nothing.
    expect(noting).toBeLessThan(15_000);
  });
});

describe("redirect hits", () => {
  it("are added up per redirect in the same batch", async () => {
    const row = await db().insertInto("redirect").values({ from_path: "/counted", to_path: "/", automatic: false }).returning("id").executeTakeFirstOrThrow();
    for (let n = 0; n < 5; n++) noteRedirectHit(db(), row.id);
    await flushVisitLog(db());
    const stored = await getRedirectFrom(db(), "/counted");
    expect(Number(stored!.hits)).toBe(5);
    expect(stored!.last_hit_at).not.toBeNull();
  });
});
