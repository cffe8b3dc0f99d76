/**
 * `npm run bench:search`: target, p95 under 50 ms on PostgreSQL over 10,000 items.
 * BENCH_ROWS=10000, BENCH_RUNS=10, BENCH_POSTGRES=false, BENCH_STRICT=true (exit 1 on a miss).
 */
import crypto from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { createPostgresDatabase, postgresReachable } from "../tests/helpers/process";

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TARGET_P95_MS = 50;
const BATCH = 500;

const VOCABULARY = (
  "cloud edge data secure managed hybrid network backup analytics identity migration monitoring gateway platform " +
  "recovery compliance automation sensor fleet insight turbine harbour logistics warehouse energy solar battery grid " +
  "maintenance predictive factory robot vision camera camera inspection quality supply chain customer service support " +
  "training consulting audit security firewall encryption storage archive report dashboard mobile field technician " +
  "offshore wind pipeline water treatment pump valve controller firmware update release partner award project team"
).split(" ");

// A fixed seed: every run searches the same site.
let state = 42;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
}
// Made-up words fill most text, so a real word turns up in about one item in seven, as a product term would.
const SYLLABLES = "ka lo mi ne ru sa ti vo ze pa do li ma re so tu ve".split(" ");
const FILLER = Array.from({ length: 3_000 }, (_, n) =>
  [n % 17, Math.floor(n / 17) % 17, Math.floor(n / 289) % 17].map((index) => SYLLABLES[index]).join(""),
);
const word = () =>
  random() < 0.1 ? VOCABULARY[Math.floor(random() * VOCABULARY.length)] : FILLER[Math.floor(random() ** 2 * FILLER.length)];
const words = (count: number) => Array.from({ length: count }, word).join(" ");
const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

function body(): string {
  const paragraphs = Array.from({ length: 5 }, () => `<p>${capital(words(25))}. <strong>${words(3)}</strong> &amp; ${words(2)}.</p>`);
  return `<h2>${capital(words(4))}</h2>${paragraphs.join("")}`;
}

const SEARCHES = [
  "turbine", "cloud backup", "predictive maintenance", '"offshore wind"', "harb", "secure -cloud", "solar or battery",
  "firmware updates", "inspection camera robot", "warehouse logistics report", "nothingmatcheshere", "dashboard mob",
];

interface Figures {
  engine: string;
  p50: number;
  p95: number;
  max: number;
  searches: number;
  seedMs: number;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function measure(engine: string, databaseUrl: string): Promise<Figures> {
  const { createDb } = await import("~/db/db.server");
  const { migrateToLatest } = await import("~/db/migrate.server");
  const { searchPublished } = await import("~/models/search.server");
  const db = createDb(databaseUrl);
  try {
    await migrateToLatest(db);
    let started = performance.now();
    const now = Date.now();
    const categories: Record<"solution" | "product", number> = { solution: 0, product: 0 };
    for (const kind of ["solution", "product"] as const) {
      const row = await db
        .insertInto(`${kind}_category`)
        .values({ name: `Bench ${kind}s`, slug: `bench-${kind}s`, is_published: true })
        .returning("id")
        .executeTakeFirstOrThrow();
      categories[kind] = row.id;
    }
    const perKind = Math.ceil(ROWS / 4);
    const publishing = (n: number) => {
      // A tenth are drafts or scheduled: they must cost nothing in the results.
      if (n % 20 === 0) return { status: "draft" as const, published_at: null };
      if (n % 20 === 1) return { status: "published" as const, published_at: new Date(now + 86_400_000) };
      return { status: "published" as const, published_at: new Date(now - n * 60_000) };
    };
    for (let offset = 0; offset < perKind; offset += BATCH) {
      const count = Math.min(BATCH, perKind - offset);
      const item = (index: number) => ({ n: offset + index, title: capital(words(4)), slug: `bench-${offset + index}`, body: body() });
      for (const kind of ["solution", "product"] as const) {
        await db
          .insertInto(kind)
          .values(Array.from({ length: count }, (_, index) => {
            const { n, ...rest } = item(index);
            return { ...rest, category_id: categories[kind], summary: capital(words(15)), ...publishing(n) };
          }))
          .execute();
      }
      await db
        .insertInto("news")
        .values(Array.from({ length: count }, (_, index) => {
          const { n, ...rest } = item(index);
          return { ...rest, excerpt: capital(words(20)), ...publishing(n) };
        }))
        .execute();
      await db
        .insertInto("page")
        .values(Array.from({ length: count }, (_, index) => {
          const { n, ...rest } = item(index);
          return { ...rest, seo_description: capital(words(12)), ...publishing(n) };
        }))
        .execute();
    }
    // Fresh statistics, as autovacuum would have them on a live database.
    await sql`analyze`.execute(db);
    const seedMs = Math.round(performance.now() - started);

    for (const q of SEARCHES) await searchPublished(db, { q, page: 1, guardOn: true });
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      for (const q of SEARCHES) {
        // Mostly first pages, as visitors read them; some later pages.
        const page = run % 5 === 4 ? 3 : 1;
        started = performance.now();
        await searchPublished(db, { q, page, guardOn: true });
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const round = (value: number) => Math.round(value * 10) / 10;
    return { engine, p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), max: round(times[times.length - 1]), searches: times.length, seedMs };
  } finally {
    await db.destroy();
  }
}

export async function runSearchBench(): Promise<Figures[]> {
  process.env.SESSION_SECRET ??= crypto.randomBytes(24).toString("hex");
  const figures: Figures[] = [];
  console.log(`Search: seeding ${ROWS.toLocaleString("en-US")} items into PGlite (in memory)…`);
  figures.push(await measure("PGlite (in memory)", "memory://"));
  if (process.env.BENCH_POSTGRES !== "false" && (await postgresReachable())) {
    const database = await createPostgresDatabase("bench_search");
    try {
      console.log(`Search: seeding ${ROWS.toLocaleString("en-US")} items into PostgreSQL…`);
      figures.push(await measure("PostgreSQL", database.url));
    } finally {
      await database.drop();
    }
  }
  const widths = [22, 9, 9, 9, 9, 10];
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\nSearch over ${ROWS.toLocaleString("en-US")} items (${SEARCHES.length} searches × ${RUNS} runs):`);
  console.log(line(["engine", "p50 ms", "p95 ms", "max ms", "searches", "seed ms"]));
  for (const row of figures) console.log(line([row.engine, String(row.p50), String(row.p95), String(row.max), String(row.searches), String(row.seedMs)]));
  const postgres = figures.find((row) => row.engine === "PostgreSQL");
  if (postgres) {
    const met = postgres.p95 < TARGET_P95_MS;
    console.log(`PostgreSQL p95 ${postgres.p95} ms (target < ${TARGET_P95_MS} ms): ${met ? "met" : "MISSED"}`);
    if (!met && process.env.BENCH_STRICT === "true") process.exitCode = 1;
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runSearchBench();
}
