import { db } from "~/db/db.server";
import { listTopNotFound } from "~/models/not-found.server";
import { getRedirectFrom } from "~/models/redirect.server";
import { redirectSchema } from "~/schemas/redirect";
import { createActor, TEST_IP } from "~/services/content/fixtures.test-support";
import { redirects } from "~/services/content/redirects.server";
import { flushVisitLog } from "~/services/visit-log.server";
import { publicSiteHandler } from "../../tests/helpers/public-site";

/** Old URLs on the public site: manual redirects on any path, the matching rule, the hit count and the 404 log. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;

beforeAll(async () => {
  get = await publicSiteHandler();
  const actor = await createActor();
  const add = (from_path: string, to: string, status: 301 | 302 = 301) =>
    redirects.create(db(), { actor, ip: TEST_IP, input: redirectSchema.parse({ from_path, to, status }) });
  await add("/2019/05/old-post/", "/news");
  await add("/catalogue.php?id=7", "https://shop.example.com/item/7", 302);
  await add("/catalogue.php", "/contact-us");
  await add("/old-about", "/news?from=old");
});

describe("redirects on public paths", () => {
  it("apply to any path, with or without a trailing slash, keeping the query", async () => {
    for (const path of ["/2019/05/old-post", "/2019/05/old-post/"]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("Location")).toBe("/news");
    }
    expect((await get("/2019/05/old-post/?utm_source=mail")).headers.get("Location")).toBe("/news?utm_source=mail");
  });

  it("match a query string only when a redirect names it", async () => {
    const exact = await get("/catalogue.php?id=7");
    expect(exact.status).toBe(302);
    expect(exact.headers.get("Location")).toBe("https://shop.example.com/item/7");
    const other = await get("/catalogue.php?id=8");
    expect(other.status).toBe(301);
    expect(other.headers.get("Location")).toBe("/contact-us?id=8");
    // A target with its own query keeps it and drops the request's.
    expect((await get("/old-about?x=1")).headers.get("Location")).toBe("/news?from=old");
  });

  it("count their hits", async () => {
    await get("/2019/05/old-post");
    await flushVisitLog(db());
    expect(Number((await getRedirectFrom(db(), "/2019/05/old-post"))!.hits)).toBeGreaterThanOrEqual(3);
  });
});

describe("the 404 log", () => {
  it("counts a missing public path with its referrer, and forgets it once a redirect answers it", async () => {
    expect((await get("/no/such/page", { headers: { Referer: "https://old.example/links" } })).status).toBe(404);
    expect((await get("/no/such/page/")).status).toBe(404);
    await flushVisitLog(db());
    const since = new Date(Date.now() - 60_000);
    const [row] = await listTopNotFound(db(), { since, limit: 1 });
    expect(row).toMatchObject({ path: "/no/such/page", last_referrer: "https://old.example/links" });
    expect(Number(row.hits)).toBe(2);
    const actor = await createActor();
    await redirects.create(db(), { actor, ip: TEST_IP, input: redirectSchema.parse({ from_path: "/no/such/page", to: "/" }) });
    expect((await listTopNotFound(db(), { since, limit: 10 })).map((entry) => entry.path)).not.toContain("/no/such/page");
  });
});
