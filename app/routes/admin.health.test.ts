import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { addContent } from "../../tests/helpers/content";
import { adminGet, context, expectAdminOnly, settle, signInAdmin } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import * as screen from "./admin.health";

/** /admin/health: the report's tables, sorted by their column headers. */

const PATH = "/admin/health";
const live = { status: "published" as const, published_at: new Date(Date.now() - 60_000) };

beforeAll(async () => {
  // The report lists the checked types in their declarations' order (app/content-types: pages before
  // news), each by id: an order unlike the titles'.
  await addContent(pages, { title: "beta page", ...live });
  await addContent(pages, { title: "Alpha page", ...live });
  await addContent(news, { title: "Gamma news", body: '<p><a href="/no-such-page">x</a></p>', ...live });
  await addContent(news, { title: "delta news", body: '<p><a href="/also-missing">x</a></p>', seo_description: "Described", ...live });
});

async function report(query: string) {
  const { cookie } = await signInAdmin();
  const data = await (await settle(screen.loader({ request: adminGet(`${PATH}${query}`, cookie), context, params: {} }))).json();
  const titles = (section: Array<{ title: string }>) => section.map((issue) => issue.title);
  return { seo: titles(data.report.missing_seo_description), links: titles(data.report.broken_links) };
}

describe("/admin/health, sorted", () => {
  it("is for admins only", async () => {
    await expectAdminOnly(PATH, (cookie) => screen.loader({ request: adminGet(PATH, cookie), context, params: {} }));
  });

  it("sorts every table by the column in ?sort=, either way, text without regard to case", async () => {
    expect((await report("")).seo).toEqual(["beta page", "Alpha page", "Gamma news"]);
    expect(await report("?sort=item&dir=asc")).toEqual({ seo: ["Alpha page", "beta page", "Gamma news"], links: ["delta news", "Gamma news"] });
    expect(await report("?sort=item&dir=desc")).toEqual({ seo: ["Gamma news", "beta page", "Alpha page"], links: ["Gamma news", "delta news"] });
    // "News article without …" before "Page without …"; ties keep the report's order, turned round with it.
    expect((await report("?sort=problem&dir=asc")).seo).toEqual(["Gamma news", "beta page", "Alpha page"]);
    expect((await report("?sort=problem&dir=desc")).seo).toEqual(["Alpha page", "beta page", "Gamma news"]);
  });

  it("keeps the report's own order for an unknown or malformed column", async () => {
    const own = await report("");
    expect(own.links).toEqual(["Gamma news", "delta news"]);
    for (const query of ["?sort=fix_url&dir=desc", "?sort=title%3Bdrop", "?sort=constructor&dir=desc"]) expect(await report(query)).toEqual(own);
  });

  it("makes the headers GET links that turn the order round, marking the sorted column in each table", async () => {
    const handle = await adminScreens([{ file: "admin.health", path: "health", module: screen }]);
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet(`${PATH}?sort=item&dir=asc`, cookie))).text();
    expect(html).toMatch(/<th scope="col" aria-sort="ascending"><a [^>]*href="\/admin\/health\?sort=item&amp;dir=desc"/);
    expect(html).toMatch(/<th scope="col"><a [^>]*href="\/admin\/health\?sort=problem&amp;dir=asc"/);
    // Three tables have rows here (no SEO description, no cover, broken links): one marked header each.
    expect(html.match(/aria-sort=/g)).toHaveLength(3);
    const unknown = await (await handle(adminGet(`${PATH}?sort=secret`, cookie))).text();
    expect(unknown).not.toContain("aria-sort=");
  });

  it("shows what each cache of the instance holds, the figures /healthz keeps to itself", async () => {
    const { cookie } = await signInAdmin();
    const data = await (await settle(screen.loader({ request: adminGet(PATH, cookie), context, params: {} }))).json();
    for (const cache of ["data", "responses", "documents"]) {
      expect(data.caches[cache]).toEqual({ entries: expect.any(Number), bytes: expect.any(Number) });
    }
    const handle = await adminScreens([{ file: "admin.health", path: "health", module: screen }]);
    const html = await (await handle(adminGet(PATH, cookie))).text();
    expect(html).toContain("What the server keeps ready");
    expect(html).toMatch(/<th scope="row">Pages kept ready to send<\/th><td data-label="Items">\d+<\/td><td data-label="Size">[\d.]+ (bytes|KB|MB)<\/td>/);
  });
});
