/**
 * `npm run load`: a realistic mix against a production build; exits 1 unless no 5xx
 * and p99 < 500 ms. Every virtual client has its own address and every customer its
 * own account, so the per-IP and per-email limits never turn the run into 429s.
 *   LOAD_SECONDS=60, LOAD_CONNECTIONS=200, LOAD_INSTANCES=1, LOAD_DATABASE_URL (server for
 *   the load database), LOAD_PGLITE=true, LOAD_SKIP_BUILD=true, DATABASE_POOL_SIZE (passed on).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  APP_ADMIN,
  createPostgresDatabase,
  ensureBuild,
  postgresReachable,
  postgresServerUrl,
  startApp,
  startApps,
  type AppProcess,
  type PostgresDatabase,
} from "../tests/helpers/process";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const INSTANCES = Number(process.env.LOAD_INSTANCES ?? 1);
const TARGET_P99_MS = 500;
const CUSTOMERS = 40;
const CUSTOMER_PASSWORD = "load customer password";

/** 10.a.b.c: one address per virtual client, never repeated within a run. */
let nextAddress = 1;
function newClientAddress(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

interface Kind {
  name: string;
  share: number;
  /** Requests a second for the whole kind (undefined: as fast as answers come). */
  rate?: number;
  expected: number[];
  requests: autocannon.Request[];
}

type Context = Record<string, unknown>;
type Req = autocannon.Request;

function withClientAddress(request: autocannon.Request): autocannon.Request {
  const setup = request.setupRequest;
  return {
    ...request,
    setupRequest: (req: Req, context: object) => {
      const state = context as Context;
      state.address ??= newClientAddress();
      const prepared = typeof setup === "function" ? setup(req, context) : req;
      // A falsy request tells autocannon to start the connection's sequence over.
      if (!prepared) return prepared;
      prepared.headers = { ...prepared.headers, "x-forwarded-for": state.address as string };
      return prepared;
    },
  };
}

async function json(response: Response): Promise<any> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return { text };
  }
}

async function post(baseUrl: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": newClientAddress(), ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await json(response) };
}

async function answers(baseUrl: string, pathname: string, headers: Record<string, string> = {}): Promise<boolean> {
  const response = await fetch(`${baseUrl}${pathname}`, { headers });
  await response.arrayBuffer();
  return response.status === 200;
}

async function registerCustomers(baseUrl: string): Promise<string[]> {
  const emails: string[] = [];
  for (let index = 0; index < CUSTOMERS; index++) {
    const email = `load-customer-${index}@example.test`;
    const { status, body } = await post(baseUrl, "/api/customer/register", {
      name: `Load Customer ${index}`,
      email,
      password: CUSTOMER_PASSWORD,
      password_confirmation: CUSTOMER_PASSWORD,
    });
    if (status !== 201) throw new Error(`registering a customer answered ${status}: ${JSON.stringify(body)}`);
    emails.push(email);
  }
  return emails;
}

/** Falls back to solution drafts while the news resource is not there. */
async function adminWrites(baseUrl: string): Promise<{ kind: Kind; note: string } | { kind?: undefined; note: string }> {
  const login = await post(baseUrl, "/api/admin/login", APP_ADMIN);
  if (login.status !== 200) return { note: `admin writes skipped: /api/admin/login answered ${login.status}` };
  const auth = { Authorization: `Bearer ${login.body.data.token as string}` };

  let collection: string;
  let draft: (title: string) => Record<string, unknown>;
  let edit: Record<string, string>;
  if (await answers(baseUrl, "/api/admin/news", auth)) {
    collection = "/api/admin/news";
    draft = (title) => ({ title, status: "draft", body: "<p>Written during a load test.</p>" });
    edit = { excerpt: "Edited during a load test." };
  } else if (await answers(baseUrl, "/api/admin/solutions", auth)) {
    const categories = await (await fetch(`${baseUrl}/api/admin/solution-categories`, { headers: auth })).json();
    const categoryId = categories.data?.[0]?.id;
    if (!categoryId) return { note: "admin writes skipped: no solution category to file drafts under" };
    collection = "/api/admin/solutions";
    draft = (title) => ({ category_id: categoryId, title, status: "draft", body: "<p>Written during a load test.</p>" });
    edit = { summary: "Edited during a load test." };
  } else {
    return { note: "admin writes skipped: neither /api/admin/news nor /api/admin/solutions answers" };
  }

  const probe = await post(baseUrl, collection, draft("Load test probe"), auth);
  if (probe.status !== 201 || typeof probe.body.data?.id !== "number" || typeof probe.body.data?.version !== "number") {
    return { note: `admin writes skipped: creating a draft at ${collection} answered ${probe.status}` };
  }

  let serial = 0;
  const headers = { ...auth, "content-type": "application/json" };
  return {
    note: `admin writes: create then update drafts at ${collection}`,
    kind: {
      name: "admin writes",
      share: 0.05,
      rate: 5,
      expected: [200, 201],
      requests: [
        {
          method: "POST",
          path: collection,
          headers,
          setupRequest: (req: Req) => {
            serial += 1;
            return { ...req, body: JSON.stringify(draft(`Load test draft ${process.pid}-${serial}`)) };
          },
          onResponse: (status: number, body: string, context: object) => {
            if (status !== 201) return;
            const { data } = JSON.parse(body);
            Object.assign(context, { id: data.id, version: data.version });
          },
        },
        {
          method: "PATCH",
          path: collection,
          headers,
          onResponse: (status: number, body: string, context: object) => {
            if (status === 200) Object.assign(context, { version: JSON.parse(body).data.version });
          },
          setupRequest: (req: Req, context: object) => {
            const { id, version } = context as Context;
            // No draft yet (its create failed): a falsy answer makes autocannon start over with the create.
            if (id === undefined) return null as unknown as Req;
            return { ...req, path: `${collection}/${id as number}`, body: JSON.stringify({ ...edit, version }) };
          },
        },
      ],
    },
  };
}

async function buildKinds(baseUrl: string): Promise<{ kinds: Kind[]; notes: string[] }> {
  const notes: string[] = [];
  const pages = ["/", "/news", "/solutions/cloud-infrastructure", "/products/edge-hardware", "/about-us", "/contact-us"];
  for (const page of pages) {
    if (!(await answers(baseUrl, page))) throw new Error(`${page} does not answer 200 before the run`);
  }
  const candidates = [
    "/api/frontend/get-setting?name=profile,social,hero,counter",
    "/api/lanex",
    "/api/frontend/home",
    "/api/frontend/news",
    "/api/frontend/solution-categories",
  ];
  const reads: string[] = [];
  for (const candidate of candidates) {
    if (await answers(baseUrl, candidate)) reads.push(candidate);
    else notes.push(`API read ${candidate} left out: it does not answer 200`);
  }

  const customers = await registerCustomers(baseUrl);
  let nextCustomer = 0;

  const kinds: Kind[] = [
    {
      name: "page views",
      share: 0.6,
      expected: [200],
      requests: pages.map((page) => ({ method: "GET", path: page })),
    },
    {
      name: "API reads",
      share: 0.25,
      expected: [200],
      requests: reads.map((read) => ({ method: "GET", path: read })),
    },
    {
      name: "customer sign-ins",
      share: 0.1,
      // Each sign-in is an argon2id verification (19 MB, deliberately slow): a
      // busy company site sees a few a second, not hundreds.
      rate: 5,
      expected: [200],
      requests: [
        {
          method: "POST",
          path: "/api/login",
          headers: { "content-type": "application/json" },
          setupRequest: (req: Req, context: object) => {
            const state = context as Context;
            state.email ??= customers[nextCustomer++ % customers.length];
            return { ...req, body: JSON.stringify({ email: state.email, password: CUSTOMER_PASSWORD }) };
          },
        },
      ],
    },
  ];
  const admin = await adminWrites(baseUrl);
  notes.push(admin.note);
  if (admin.kind) kinds.push(admin.kind);
  return { kinds, notes };
}

/** Splits the connections by share; every kind gets at least one. */
function connectionsFor(kinds: Kind[]): number[] {
  const total = kinds.reduce((sum, kind) => sum + kind.share, 0);
  const counts = kinds.map((kind) => Math.max(1, Math.floor((kind.share / total) * CONNECTIONS)));
  counts[0] += CONNECTIONS - counts.reduce((sum, count) => sum + count, 0);
  return counts;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface KindResult {
  kind: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  status5xx: number;
  unexpected: Record<string, number>;
  errors: number;
  timeouts: number;
}

async function run(baseUrls: string[], kinds: Kind[]): Promise<{ results: KindResult[]; overall: KindResult }> {
  const counts = connectionsFor(kinds);
  const latencies = kinds.map(() => [] as number[]);
  const statuses = kinds.map(() => new Map<number, number>());

  // Each kind's connections (and rate) shared out between the instances, as a proxy would.
  const runs = kinds.flatMap((kind, index) =>
    baseUrls.map(
      (baseUrl, instance) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const share = Math.floor(counts[index] / baseUrls.length) + (instance < counts[index] % baseUrls.length ? 1 : 0);
          const cannon = autocannon(
            {
              url: baseUrl,
              connections: Math.max(1, share),
              duration: SECONDS,
              timeout: 10,
              ...(kind.rate ? { overallRate: Math.max(1, Math.round(kind.rate / baseUrls.length)) } : {}),
              requests: kind.requests.map(withClientAddress),
            },
            (error, result) => (error ? reject(error) : resolve(result)),
          );
          cannon.on("response", (_client, statusCode, _bytes, responseTime) => {
            latencies[index].push(responseTime);
            statuses[index].set(statusCode, (statuses[index].get(statusCode) ?? 0) + 1);
          });
        }).then((result) => ({ index, result })),
    ),
  );
  const done = await Promise.all(runs);
  const finished = kinds.map((_, index) => {
    const mine = done.filter((entry) => entry.index === index).map((entry) => entry.result);
    return {
      errors: mine.reduce((sum, result) => sum + result.errors, 0),
      timeouts: mine.reduce((sum, result) => sum + result.timeouts, 0),
    };
  });

  const summarize = (name: string, connections: number, times: number[], byStatus: Map<number, number>, expected: Set<number>, errors: number, timeouts: number): KindResult => {
    const sorted = [...times].sort((a, b) => a - b);
    const unexpected: Record<string, number> = {};
    let status5xx = 0;
    for (const [status, count] of byStatus) {
      if (status >= 500) status5xx += count;
      if (!expected.has(status)) unexpected[status] = count;
    }
    return {
      kind: name,
      connections,
      requests: times.length,
      perSecond: Math.round((times.length / SECONDS) * 10) / 10,
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      max: Math.round(sorted.at(-1) ?? 0),
      status5xx,
      unexpected,
      errors,
      timeouts,
    };
  };

  const results = kinds.map((kind, index) =>
    summarize(kind.name, counts[index], latencies[index], statuses[index], new Set(kind.expected), finished[index].errors, finished[index].timeouts),
  );
  const allStatuses = new Map<number, number>();
  for (const map of statuses) for (const [status, count] of map) allStatuses.set(status, (allStatuses.get(status) ?? 0) + count);
  const overall = summarize(
    "overall",
    CONNECTIONS,
    latencies.flat(),
    allStatuses,
    new Set(kinds.flatMap((kind) => kind.expected)),
    finished.reduce((sum, result) => sum + result.errors, 0),
    finished.reduce((sum, result) => sum + result.timeouts, 0),
  );
  return { results, overall };
}

function printTable(rows: KindResult[]) {
  const header = ["kind", "conns", "requests", "req/s", "p50 ms", "p99 ms", "max ms", "5xx", "errors", "timeouts", "other statuses"];
  const lines = rows.map((row) => [
    row.kind,
    String(row.connections),
    String(row.requests),
    String(row.perSecond),
    String(row.p50),
    String(row.p99),
    String(row.max),
    String(row.status5xx),
    String(row.errors),
    String(row.timeouts),
    Object.entries(row.unexpected).map(([status, count]) => `${status}×${count}`).join(" ") || "-",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function main() {
  if (process.env.LOAD_SKIP_BUILD !== "true") ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "company-site-load-"));
  let database: PostgresDatabase | undefined;
  let apps: AppProcess[] = [];
  const cleanUp = async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // A failure inside autocannon's timers never reaches the finally below: still stop the server.
  process.once("uncaughtException", (error) => {
    console.error(error);
    void cleanUp().finally(() => process.exit(1));
  });
  try {
    const usePostgres = process.env.LOAD_PGLITE !== "true" && (await postgresReachable(postgresServerUrl()));
    if (usePostgres) database = await createPostgresDatabase("load", postgresServerUrl());
    if (!database && INSTANCES > 1) throw new Error("several instances need PostgreSQL: PGlite is one process's database");
    console.log(`Starting ${INSTANCES} instance(s) on ${database ? `PostgreSQL (${database.name})` : "PGlite"}…`);
    const env: Record<string, string> = { TRUST_PROXY: "true", SEED_DEMO: "true" };
    if (process.env.DATABASE_POOL_SIZE) env.DATABASE_POOL_SIZE = process.env.DATABASE_POOL_SIZE;
    const options = { databaseUrl: database?.url, dataDir, env };
    apps = INSTANCES === 1 ? [await startApp(options)] : await startApps(INSTANCES, options);

    const { kinds, notes } = await buildKinds(apps[0].baseUrl);
    for (const note of notes) console.log(`- ${note}`);
    console.log(`Driving ${CONNECTIONS} connections for ${SECONDS} s…`);
    const { results, overall } = await run(
      apps.map((app) => app.baseUrl),
      kinds,
    );

    printTable([...results, overall]);
    const failures: string[] = [];
    if (overall.status5xx > 0) failures.push(`${overall.status5xx} responses were 5xx`);
    if (overall.errors + overall.timeouts > 0) failures.push(`${overall.errors} connection errors, ${overall.timeouts} timeouts`);
    if (overall.p99 >= TARGET_P99_MS) failures.push(`p99 ${overall.p99} ms is not under ${TARGET_P99_MS} ms`);
    console.log(
      JSON.stringify({
        measured: "load",
        database: database ? "postgresql" : "pglite",
        seconds: SECONDS,
        connections: CONNECTIONS,
        instances: apps.length,
        cpus: os.cpus().length,
        results: [...results, overall],
        notes,
      }),
    );
    const problems = apps
      .flatMap((app) => app.output().split("\n"))
      .filter((line) => /"level":"(error|warn)"/.test(line));
    if (problems.length > 0) {
      console.log(`The server logged ${problems.length} errors or warnings; the first few:`);
      for (const line of problems.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
    }
    for (const app of apps) {
      if (app.exitResult()) failures.push(`instance ${app.name} exited: ${JSON.stringify(app.exitResult())}`);
    }
    console.log(failures.length === 0 ? "Targets met: no 5xx, p99 < 500 ms." : `Targets missed: ${failures.join("; ")}.`);
    process.exitCode = failures.length === 0 ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
