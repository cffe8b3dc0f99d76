/**
 * `npm run bench`: how fast the public pages answer anonymous visitors. Builds
 * the site if needed, starts it in production mode on the demo content (PGlite
 * in a temporary DATA_DIR), then runs autocannon with 50 connections for 10 s
 * against the home page, the news list and a category page, and prints
 * requests/s, p50/p99 latency and non-2xx answers for each.
 *
 * Target (the home page): ≥ 800 requests/s, p99 < 150 ms, no non-2xx.
 *
 *   BENCH_SECONDS=10       duration per URL
 *   BENCH_CONNECTIONS=50   concurrent connections
 *   BENCH_STRICT=true      exit 1 when the home page misses the target
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, startApp } from "../tests/helpers/process";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET = { requestsPerSecond: 800, p99Ms: 150 };
const URLS = ["/", "/news", "/solutions/cloud-infrastructure"];

interface Row {
  url: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(baseUrl: string, url: string, seconds: number): Promise<Row> {
  const result = await autocannon({ url: `${baseUrl}${url}`, connections: CONNECTIONS, duration: seconds });
  return {
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function print(rows: Row[]) {
  const header = ["URL", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors"];
  const lines = rows.map((row) => [row.url, row.requestsPerSecond, row.p50, row.p99, row.non2xx, row.errors].map(String));
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-bench-"));
  console.log(`Starting the site (production, PGlite in ${dataDir})…`);
  const app = await startApp({ dataDir, env: { SESSION_SECRET: crypto.randomBytes(24).toString("hex") } });
  try {
    // A short warm-up: JIT, the database's caches, the first renders.
    for (const url of URLS) await measure(app.baseUrl, url, 2);
    const rows: Row[] = [];
    for (const url of URLS) {
      console.log(`${url}: ${CONNECTIONS} connections for ${SECONDS} s…`);
      rows.push(await measure(app.baseUrl, url, SECONDS));
    }
    console.log("");
    print(rows);
    const home = rows[0];
    const met = home.requestsPerSecond >= TARGET.requestsPerSecond && home.p99 < TARGET.p99Ms && home.non2xx === 0 && home.errors === 0;
    console.log(
      `\nHome page target (≥ ${TARGET.requestsPerSecond} req/s, p99 < ${TARGET.p99Ms} ms, no non-2xx): ${met ? "met" : "NOT met"}` +
        ` on ${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)}.`,
    );
    if (!met && process.env.BENCH_STRICT === "true") process.exitCode = 1;
  } finally {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
