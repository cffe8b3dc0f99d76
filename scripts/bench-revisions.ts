/**
 * `npm run bench:revisions`: what keeping a revision adds to a save. Saves are spread so
 * each record keeps its full 50 revisions; "before" is a save minus the revision's own
 * two statements timed alone.
 */
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";

const SAVES = Number(process.env.BENCH_SAVES ?? 10_000);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;
}

async function main() {
  process.env.DATABASE_URL = "memory://";
  process.env.SESSION_SECRET ??= crypto.randomBytes(24).toString("hex");
  process.env.LOG_REQUESTS = "false";
  const { db, closeDb } = await import("~/db/db.server");
  const { migrateToLatest } = await import("~/db/migrate.server");
  const { createUser } = await import("~/models/user.server");
  const { recordRevision, REVISIONS_KEPT } = await import("~/models/revision.server");
  const { solutionCategories } = await import("~/services/content/solution-categories.server");
  const { solutions } = await import("~/services/content/solutions.server");

  try {
    await migrateToLatest(db());
    const admin = await createUser(db(), { name: "Bench Admin", email: "bench@example.test", password: "bench admin password", role: "admin" });
    const context = { actor: { id: admin.id, email: admin.email }, ip: null };
    const category = await solutionCategories.create(db(), { ...context, input: { name: "Bench" } });
    if (!category.ok) throw new Error("category");
    const records = Math.max(1, Math.ceil(SAVES / REVISIONS_KEPT));
    const rows: Array<{ id: number; version: number }> = [];
    for (let r = 0; r < records; r++) {
      const created = await solutions.create(db(), {
        ...context,
        input: { category_id: category.row.id, title: `Bench solution ${r}`, body: `<p>${"A paragraph of body text. ".repeat(20)}</p>` },
      });
      if (!created.ok) throw new Error("solution");
      rows.push({ id: created.row.id, version: created.row.version });
    }
    await sql`truncate revision`.execute(db());

    const saves: number[] = [];
    for (let n = 0; n < SAVES; n++) {
      const row = rows[n % rows.length];
      const started = performance.now();
      const result = await solutions.update(db(), { ...context, id: row.id, version: row.version, input: { summary: `Save ${n}` } });
      saves.push(performance.now() - started);
      if (!result.ok) throw new Error(`save ${n}: ${result.message}`);
      row.version = result.row.version;
    }
    const size = await sql<{ rows: number; bytes: number }>`
      SELECT count(*)::int AS rows, pg_total_relation_size('revision')::bigint AS bytes FROM revision`.execute(db());

    const revisionOnly: number[] = [];
    const runs = Math.min(SAVES, 2_000);
    for (let n = 0; n < runs; n++) {
      const row = rows[n % rows.length];
      const started = performance.now();
      await db().transaction().execute((trx) => recordRevision(trx, { table: "solution", recordId: row.id, actorId: admin.id }));
      revisionOnly.push(performance.now() - started);
    }

    const after = { median: quantile(saves, 0.5), p99: quantile(saves, 0.99) };
    const part = { median: quantile(revisionOnly, 0.5), p99: quantile(revisionOnly, 0.99) };
    const { rows: kept, bytes } = size.rows[0];
    console.log(`\nRevisions: ${SAVES.toLocaleString("en-US")} saves over ${records} solutions, PGlite in memory`);
    console.log(`  save with its revision (after)     median ${after.median} ms  p99 ${after.p99} ms`);
    console.log(`  the revision's part (alone)        median ${part.median} ms  p99 ${part.p99} ms  (${runs} runs)`);
    console.log(`  save without it (before = after − part)  median ${Math.round((after.median - part.median) * 100) / 100} ms`);
    console.log(`  revision table: ${Number(kept).toLocaleString("en-US")} rows, ${(Number(bytes) / 1024 / 1024).toFixed(1)} MB with indexes (${Math.round(Number(bytes) / Number(kept))} bytes a revision)`);
  } finally {
    await closeDb();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
