/**
 * `npm run bench:admin`: target, the solutions list's first page under 100 ms (median)
 * over 10,000 solutions. BENCH_ROWS=10000, BENCH_RUNS=20, BENCH_STRICT=true (exit 1 on a miss).
 */
import crypto from "node:crypto";
import { sql } from "kysely";
import { performance } from "node:perf_hooks";
import pg from "pg";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const TARGET_MS = 100;
const CATEGORIES = 10;
const BATCH = 1_000;

const WORDS = [
  "Cloud", "Edge", "Data", "Secure", "Managed", "Hybrid", "Network", "Backup", "Analytics", "Identity",
  "Migration", "Monitoring", "Gateway", "Platform", "Recovery", "Compliance", "Automation", "Sensor", "Fleet", "Insight",
];

async function prepareDatabase(): Promise<{ label: string; cleanUp: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url || url === "memory://") {
    process.env.DATABASE_URL = "memory://";
    return { label: "PGlite (in memory)", cleanUp: async () => {} };
  }
  const schema = `bench_admin_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set("options", `-c search_path=${schema}`);
  process.env.DATABASE_URL = scoped.toString();
  return {
    label: `PostgreSQL (schema ${schema}, dropped afterwards)`,
    cleanUp: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

function titleOf(n: number): string {
  const a = WORDS[n % WORDS.length];
  const b = WORDS[Math.floor(n / WORDS.length) % WORDS.length];
  return `${a} ${b} Service ${n}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main() {
  const database = await prepareDatabase();
  process.env.SESSION_SECRET ??= crypto.randomBytes(24).toString("hex");
  process.env.LOG_REQUESTS = "false";

  const { db, closeDb } = await import("~/db/db.server");
  const { migrateToLatest } = await import("~/db/migrate.server");
  const { createUser } = await import("~/models/user.server");
  const { startSession } = await import("~/services/auth/session.server");
  const { loader } = await import("~/routes/admin.services");

  try {
    console.log(`Database: ${database.label}`);
    await migrateToLatest(db());

    let started = performance.now();
    const categoryIds: number[] = [];
    for (let c = 0; c < CATEGORIES; c++) {
      const row = await db()
        .insertInto("solution_category")
        .values({ name: `Category ${c + 1}`, slug: `category-${c + 1}`, sort_order: c })
        .returning("id")
        .executeTakeFirstOrThrow();
      categoryIds.push(row.id);
    }
    const now = Date.now();
    for (let offset = 0; offset < ROWS; offset += BATCH) {
      const values = Array.from({ length: Math.min(BATCH, ROWS - offset) }, (_, index) => {
        const n = offset + index;
        const status = n % 3 === 0 ? ("draft" as const) : ("published" as const);
        // Every 50th published item is scheduled for later.
        const publishedAt = status === "draft" ? null : new Date(n % 50 === 1 ? now + 86_400_000 : now - n * 60_000);
        return {
          category_id: categoryIds[n % CATEGORIES],
          title: titleOf(n),
          slug: `solution-${n}`,
          summary: `Summary of ${titleOf(n)}`,
          body: `<p>${titleOf(n)} in detail.</p>`,
          sort_order: n % 100,
          status,
          published_at: publishedAt,
        };
      });
      await db().insertInto("solution").values(values).execute();
    }
    // Fresh statistics, as autovacuum would have them on a live database.
    await sql`analyze`.execute(db());
    console.log(`Seeded ${ROWS.toLocaleString("en-US")} solutions in ${Math.round(performance.now() - started)} ms`);

    const admin = await createUser(db(), { name: "Bench Admin", email: "bench-admin@example.test", password: "bench admin password", role: "admin" });
    const { setCookie } = await startSession(db(), { userId: admin.id, kind: "admin" });
    const cookie = setCookie.split(";")[0];

    const urls = [
      { label: "first page", path: "/admin/services" },
      { label: "search q=gateway", path: "/admin/services?q=gateway" },
      { label: "category + status filter, page 3", path: `/admin/services?category_id=${categoryIds[3]}&status=published&page=3` },
    ];
    const results: Array<{ label: string; median: number; max: number; items: number; total: number }> = [];
    for (const { label, path } of urls) {
      const call = async () => {
        const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
        const response = await loader({ request, context: { clientIp: "127.0.0.1" }, params: {} });
        return (await response.json()) as { items: unknown[]; total: number };
      };
      for (let i = 0; i < WARM_UP; i++) await call();
      const times: number[] = [];
      let last = { items: [] as unknown[], total: 0 };
      for (let i = 0; i < RUNS; i++) {
        started = performance.now();
        last = await call();
        times.push(performance.now() - started);
      }
      results.push({ label, median: median(times), max: Math.max(...times), items: last.items.length, total: last.total });
    }

    const widths = [36, 10, 10, 8, 8];
    const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
    console.log(line(["/admin/services loader", "median ms", "max ms", "rows", "total"]));
    for (const row of results) {
      console.log(line([row.label, row.median.toFixed(1), row.max.toFixed(1), String(row.items), String(row.total)]));
    }
    const firstPage = results[0];
    const met = firstPage.median < TARGET_MS;
    console.log(`First page: median ${firstPage.median.toFixed(1)} ms over ${RUNS} warm runs (target < ${TARGET_MS} ms): ${met ? "met" : "MISSED"}`);
    if (!met && process.env.BENCH_STRICT === "true") process.exitCode = 1;
  } finally {
    await closeDb();
    await database.cleanUp();
  }
}

await main();
