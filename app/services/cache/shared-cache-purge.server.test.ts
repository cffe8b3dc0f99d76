import http from "node:http";
import { resetEnvCache } from "~/env.server";
import { pendingPurges, queuePurge } from "./shared-cache-purge.server";
import { publishChange } from "./tagged-cache.server";

/** A stand-in for a shared cache: records each PURGE, answering with `answer(n)` (or never, for null). */
async function purgeTarget(answer: (n: number) => number | null) {
  const received: string[] = [];
  const server = http.createServer((request, response) => {
    received.push(`${request.method} ${request.headers["xkey-purge"]}`);
    const status = answer(received.length);
    if (status !== null) response.writeHead(status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function purgeTo(urls: string[]) {
  process.env.CACHE_PURGE_URLS = urls.join(",");
  resetEnvCache();
}

afterEach(() => purgeTo([]));

it("sends the tags of a burst of writes together, not a purge per write", async () => {
  const first = await purgeTarget(() => 200);
  const second = await purgeTarget(() => 200);
  purgeTo([first.url, second.url]);
  for (let n = 0; n < 1_000; n++) queuePurge([`news:${n}`, "news", "layout"]);
  await until(() => first.received.length > 0 && second.received.length > 0 && pendingPurges() === 0);
  for (const target of [first, second]) {
    // 1,002 distinct tags fit in two headers of at most 6,000 bytes.
    expect(target.received).toHaveLength(2);
    const tags = target.received.flatMap((request) => request.replace(/^PURGE /, "").split(" "));
    expect(new Set(tags).size).toBe(1_002);
    expect(tags).toHaveLength(1_002);
    await target.close();
  }
});

it("retries a purge that failed until it is accepted", async () => {
  const flaky = await purgeTarget((n) => (n < 3 ? 503 : 200));
  purgeTo([flaky.url]);
  queuePurge(["page:3", "page"]);
  await until(() => flaky.received.length === 3 && pendingPurges() === 0);
  expect(flaky.received).toEqual(["PURGE page:3 page", "PURGE page:3 page", "PURGE page:3 page"]);
  await flaky.close();
});

it("never holds up a write: it is done while a cache that never answers is still being asked", async () => {
  const silent = await purgeTarget(() => null);
  const down = await purgeTarget(() => 200);
  await down.close();
  purgeTo([silent.url, down.url]);
  await publishChange(["news", "news:1"]);
  // The write's change is published; its purge goes out after it, on the next tick.
  expect(silent.received).toEqual([]);
  expect(pendingPurges()).toBeGreaterThan(0);
  await until(() => silent.received.length === 1);
  expect(pendingPurges()).toBeGreaterThan(0);
  void silent.close();
});
