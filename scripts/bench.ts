/**
 * `npm run bench`: every figure from one run against the production build in real
 * processes, so they compare as ratios (docs/deploy.md#performance).
 *   BENCH_SECONDS=10 (per URL), BENCH_CONNECTIONS=50, BENCH_WRITES=50 (publish→visible),
 *   BENCH_IMAGES=1000 (larger backup), BENCH_WEBHOOKS=200 (publish→webhook delivered);
 *   BENCH_POSTGRES=false, BENCH_BACKUP=false skip parts; BENCH_ONLY=locales runs only the
 *   comparison of the German pages and API with the English ones (`localeRuns`), and
 *   BENCH_LOCALE_MATCH=home only the pairs whose German address contains "home" (=/de: the one that is "/de").
 */
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  APP_ADMIN, createPostgresDatabase, ensureBuild, postgresReachable, startApp, startApps, type AppProcess,
} from "../tests/helpers/process";
import { startVarnish, varnishInstalled, varnishUrl } from "../tests/helpers/varnish";
import { startReceiver } from "../tests/helpers/webhook-receiver";
import { benchBackup } from "./bench-backup";
import { runSearchBench } from "./bench-search";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WRITES = Number(process.env.BENCH_WRITES ?? 50);
const WEBHOOK_PUBLISHES = Number(process.env.BENCH_WEBHOOKS ?? 200);
const CACHED_URLS = ["/", "/news", "/api/frontend/home", "/api/frontend/news"];
const CLOCK_TICKS_PER_SECOND = 100;

interface Row {
  label: string;
  url: string;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
  cpuMsPerRequest?: number;
  peakRssMb?: number;
}

/** utime + stime of a process, in ms (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function rssMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
}

async function measure(label: string, baseUrl: string, url: string, pid?: number, seconds = SECONDS, headers: Record<string, string> = {}): Promise<Row> {
  const cpuBefore = pid ? cpuMs(pid) : 0;
  let peakRss = 0;
  const sampler = pid ? setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 200) : undefined;
  const result = await autocannon({ url: `${baseUrl}${url}`, connections: CONNECTIONS, duration: seconds, headers });
  clearInterval(sampler);
  const requests = result.requests.total || 1;
  return {
    label,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest: pid ? Math.round(((cpuMs(pid) - cpuBefore) / requests) * 100) / 100 : undefined,
    peakRssMb: pid ? peakRss : undefined,
  };
}

function print(rows: Row[]) {
  const header = ["run", "URL", "req/s", "p99 ms", "non-2xx", "CPU ms/req", "peak RSS MB"];
  const lines = rows.map((row) =>
    [row.label, row.url, row.requestsPerSecond, row.p99, row.non2xx, row.cpuMsPerRequest ?? "", row.peakRssMb ?? ""].map(String),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function cachedRuns(label: string, app: AppProcess): Promise<Row[]> {
  for (const url of CACHED_URLS) await measure(label, app.baseUrl, url, undefined, 2);
  const rows: Row[] = [];
  for (const url of CACHED_URLS) rows.push(await measure(label, app.baseUrl, url, app.pid));
  return rows;
}

/** An article anyone may read: the demo puts articles behind sign-in, so the guard is turned off first. */
async function articlePath(baseUrl: string): Promise<string> {
  const auth = { Authorization: `Bearer ${await adminToken(baseUrl)}`, "Content-Type": "application/json" };
  const site = (await (await fetch(`${baseUrl}/api/admin/settings/site`, { headers: auth })).json()) as { data: { version: number } };
  await fetch(`${baseUrl}/api/admin/settings/site`, {
    method: "PUT",
    headers: auth,
    body: JSON.stringify({ require_login_for_details: false, version: site.data.version }),
  });
  const list = (await (await fetch(`${baseUrl}/api/frontend/news`)).json()) as { data: Array<{ slug: string }> };
  return `/news-details/${list.data[0].slug}`;
}

async function uncachedRuns(label: string, app: AppProcess): Promise<Row[]> {
  const urls = ["/", "/news", await articlePath(app.baseUrl)];
  for (const url of urls) await measure(label, app.baseUrl, url, undefined, 2);
  const rows: Row[] = [];
  for (const url of urls) rows.push(await measure(label, app.baseUrl, url, app.pid));
  return rows;
}

/** The ceiling of a cached hit: a bare node:http server sending `/`'s bytes. */
async function bareCeiling(app: AppProcess): Promise<Row> {
  const response = await fetch(`${app.baseUrl}/`, { headers: { "Accept-Encoding": "identity" } });
  const body = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  const server = http.createServer((_request, res) => res.writeHead(200, headers).end(body));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  try {
    await measure("bare node:http", `http://127.0.0.1:${port}`, "/", undefined, 2);
    return await measure("bare node:http", `http://127.0.0.1:${port}`, "/");
  } finally {
    server.close();
  }
}

async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(APP_ADMIN),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** Milliseconds from a publishing write's answer on `writer` until `/news` at `readerUrl` shows it. */
async function publishToVisible(writer: AppProcess, readerUrl: string): Promise<{ median: number; p99: number }> {
  const token = await adminToken(writer.baseUrl);
  const latencies: number[] = [];
  for (let n = 0; n < WRITES; n++) {
    const title = `Bench article ${crypto.randomUUID()}`;
    await fetch(`${readerUrl}/news`).then((response) => response.arrayBuffer());
    const written = await fetch(`${writer.baseUrl}/api/admin/news`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title, status: "published" }),
    });
    if (written.status !== 201) throw new Error(`publishing answered ${written.status}`);
    const answered = performance.now();
    for (;;) {
      if ((await (await fetch(`${readerUrl}/news`)).text()).includes(title)) break;
      if (performance.now() - answered > 30_000) throw new Error("an article was not visible within 30 s");
    }
    latencies.push(performance.now() - answered);
  }
  return quantiles(latencies);
}

function quantiles(values: number[]): { median: number; p99: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  return { median: at(0.5), p99: at(0.99) };
}

/**
 * Milliseconds from a publish to a loopback receiver having its content.published request. The start is
 * the event's own timestamp, taken in the publishing transaction just before it commits, on the same
 * machine's clock as the receiver's.
 */
async function publishToWebhook(app: AppProcess): Promise<{ median: number; p99: number }> {
  const receiver = await startReceiver();
  try {
    const auth = { Authorization: `Bearer ${await adminToken(app.baseUrl)}`, "Content-Type": "application/json" };
    const endpoint = await fetch(`${app.baseUrl}/api/admin/webhooks`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ url: receiver.url, events: ["content.published"], description: "bench" }),
    });
    if (endpoint.status !== 201) throw new Error(`adding the webhook endpoint answered ${endpoint.status}: ${await endpoint.text()}`);
    const latencies: number[] = [];
    for (let n = 0; n < WEBHOOK_PUBLISHES; n++) {
      const title = `Bench webhook ${crypto.randomUUID()}`;
      const written = await fetch(`${app.baseUrl}/api/admin/news`, { method: "POST", headers: auth, body: JSON.stringify({ title, status: "published" }) });
      if (written.status !== 201) throw new Error(`publishing answered ${written.status}`);
      const deadline = performance.now() + 30_000;
      // Polled only to know when to go on: the figure comes from the two timestamps.
      while (receiver.received.length <= n) {
        if (performance.now() > deadline) throw new Error("a webhook did not arrive within 30 s");
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      const message = receiver.received[n];
      latencies.push(message.receivedAt - Date.parse(message.json.timestamp));
    }
    return quantiles(latencies);
  } finally {
    await receiver.close();
  }
}

/**
 * The same site in two languages: each English address against its German one, cached and with
 * the caches off. A shared machine's load drifts within seconds, so each pair is measured in
 * rounds, English and German back to back and in turn first, and the middle round's ratio is kept.
 */
const LOCALE_PAIRS: ReadonlyArray<[string, string]> = [
  ["/", "/de"],
  ["/news", "/de/news"],
  ["/why-northwind", "/de/warum-northwind"],
  ["/solutions/data-analytics", "/de/solutions/daten-und-analytics"],
  ["/api/frontend/pages/why-northwind", "/api/frontend/pages/warum-northwind?locale=de"],
  ["/api/frontend/news", "/api/frontend/news?locale=de"],
  ["/api/frontend/home", "/api/frontend/home?locale=de"],
  ["/api/frontend/solution-categories/data-analytics", "/api/frontend/solution-categories/daten-und-analytics?locale=de"],
  ["/api/frontend/search?q=cloud", "/api/frontend/search?q=cloud&locale=de"],
];
/**
 * Even, so each address is measured first in as many rounds as second: a server that slows over a run
 * (a heap growing, a neighbour starting) would otherwise count against whichever went second more often.
 */
const LOCALE_ROUNDS = 6;
// As a browser asks: a kept page is sent compressed, so two pages of different sizes compare by the work of serving them, not by their bytes.
const AS_A_BROWSER = { "accept-encoding": "gzip, br" };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** BENCH_LOCALE_MATCH=home: the pairs whose German address contains "home"; "=/de": the one whose address is "/de". */
function localePairChosen(german: string, match: string): boolean {
  return match.startsWith("=") ? german === match.slice(1) : german.includes(match);
}

async function localeRuns(secret: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-bench-locales-"));
  const env = { SESSION_SECRET: secret, SITE_LOCALES: "en,de" };
  const seconds = Math.max(1, Math.round(SECONDS / 2));
  const lines: string[] = [];
  try {
    await seedFirst({ dataDir, env });
    for (const caches of ["on", "off"] as const) {
      const app = await startApp({ dataDir, env: { ...env, CACHES: caches } });
      for (const [english, german] of LOCALE_PAIRS.filter(([, german]) => localePairChosen(german, process.env.BENCH_LOCALE_MATCH ?? ""))) {
        for (const url of [english, german]) await measure("warm-up", app.baseUrl, url, undefined, 2);
        const ratios: number[] = [];
        const rates = { en: [] as number[], de: [] as number[] };
        for (let round = 0; round < LOCALE_ROUNDS; round += 1) {
          const order = round % 2 === 0 ? [english, german] : [german, english];
          const rate: Record<string, number> = {};
          for (const url of order) {
            const row = await measure(`caches ${caches}`, app.baseUrl, url, undefined, seconds, AS_A_BROWSER);
            if (row.non2xx > 0) throw new Error(`${url} answered other than 2xx`);
            rate[url] = row.requestsPerSecond;
          }
          rates.en.push(rate[english]);
          rates.de.push(rate[german]);
          ratios.push(rate[german] / rate[english]);
        }
        const ratio = median(ratios);
        lines.push(
          `  caches ${caches.padEnd(3)}  ${german.padEnd(48)} ${Math.round(median(rates.de))} req/s against ${Math.round(median(rates.en))} for ${english}: ` +
            `${Math.round(100 * ratio)} % (rounds ${ratios.map((value) => Math.round(100 * value)).join(", ")})`,
        );
      }
      await app.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`German against English, one instance, embedded (${LOCALE_ROUNDS} rounds of ${seconds} s each, the middle ratio):`);
  for (const line of lines) console.log(line);
}

async function main() {
  if (process.env.BENCH_ONLY === "locales") {
    ensureBuild();
    await localeRuns(crypto.randomBytes(24).toString("hex"));
    return;
  }
  await runSearchBench();
  console.log("");
  ensureBuild();
  const secret = crypto.randomBytes(24).toString("hex");
  const rows: Row[] = [];
  const visibility: Array<{ label: string; median: number; p99: number }> = [];
  let ceiling: Row | undefined;
  let webhooks: { median: number; p99: number } | undefined;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-bench-"));
  try {
    console.log(`Embedded database (PGlite in ${dataDir})…`);
    await seedFirst({ dataDir, env: { SESSION_SECRET: secret } });
    // The loopback receiver of the webhook figure is allowed; nothing else changes for the other figures.
    const app = await startApp({ dataDir, env: { SESSION_SECRET: secret, WEBHOOK_ALLOW_HOSTS: "127.0.0.1" } });
    rows.push(...(await cachedRuns("embedded", app)));
    ceiling = await bareCeiling(app);
    visibility.push({ label: "one instance, embedded", ...(await publishToVisible(app, app.baseUrl)) });
    webhooks = await publishToWebhook(app);
    await app.stop();
    const uncached = await startApp({ dataDir, env: { SESSION_SECRET: secret, CACHES: "off" } });
    rows.push(...(await uncachedRuns("embedded, caches off", uncached)));
    await uncached.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  if (process.env.BENCH_POSTGRES !== "false" && (await postgresReachable())) {
    const database = await createPostgresDatabase("bench");
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-bench-pg-"));
    try {
      console.log("PostgreSQL…");
      const cacheUrl = await varnishUrl();
      const withVarnish = varnishInstalled();
      const env = { SESSION_SECRET: secret, ...(withVarnish ? { CACHE_PURGE_URLS: `${cacheUrl}/` } : {}) };
      await seedFirst({ databaseUrl: database.url, dataDir: pgDataDir, env });
      const [a, b] = await startApps(2, { databaseUrl: database.url, dataDir: pgDataDir, env });
      rows.push(...(await cachedRuns("postgres", a)));
      visibility.push({ label: "one instance, postgres", ...(await publishToVisible(a, a.baseUrl)) });
      visibility.push({ label: "two instances, postgres", ...(await publishToVisible(a, b.baseUrl)) });
      if (withVarnish) {
        const varnish = await startVarnish(cacheUrl, [a, b]);
        visibility.push({ label: "through Varnish", ...(await publishToVisible(a, varnish.url)) });
        await varnish.stop();
      }
      await Promise.all([a.stop(), b.stop()]);
      const uncached = await startApp({ databaseUrl: database.url, dataDir: pgDataDir, env: { SESSION_SECRET: secret, CACHES: "off" } });
      rows.push(...(await uncachedRuns("postgres, caches off", uncached)));
      await uncached.stop();
    } finally {
      await database.drop();
      fs.rmSync(pgDataDir, { recursive: true, force: true });
    }
  }

  console.log("");
  print(ceiling ? [...rows, ceiling] : rows);
  const cachedHome = rows.find((row) => row.label === "embedded" && row.url === "/");
  const apiHome = rows.find((row) => row.label === "embedded" && row.url === "/api/frontend/home");
  if (cachedHome && ceiling) {
    console.log(`\nCached / against bare node:http: ${Math.round((100 * cachedHome.requestsPerSecond) / ceiling.requestsPerSecond)} %`);
  }
  if (cachedHome && apiHome) {
    console.log(`/api/frontend/home against /, embedded: ${Math.round((100 * apiHome.requestsPerSecond) / cachedHome.requestsPerSecond)} %`);
  }
  console.log("\nPublish→visible (ms, over " + WRITES + " writes):");
  for (const row of visibility) console.log(`  ${row.label.padEnd(26)} median ${row.median}  p99 ${row.p99}`);
  if (webhooks) {
    console.log(`\nPublish→webhook delivered (ms, over ${WEBHOOK_PUBLISHES} publishes, embedded):  median ${webhooks.median}  p99 ${webhooks.p99}`);
  }
  console.log("");
  await localeRuns(secret);
  console.log(`\n${os.cpus().length} CPU(s), load average ${os.loadavg()[0].toFixed(1)}.`);
  execFileSync(process.execPath, ["--import", "tsx", "scripts/bench-revisions.ts"], { stdio: "inherit" });

  if (process.env.BENCH_BACKUP !== "false") {
    console.log("");
    await benchBackup();
  }
}

/** Seeding runs in a process of its own, so the ones measured serve as every later start finds them. */
async function seedFirst(options: Parameters<typeof startApp>[0]) {
  const seeder = await startApp(options);
  await seeder.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
