import { db } from "~/db/db.server";
import { seedDemoContent } from "~/demo/seed.server";
import { remixHandler, type TestRoute } from "./remix-build";

/**
 * The public site as Remix serves it, for route tests: the real root, entry,
 * public layout and public routes over a hand-made build, so a test sees the
 * status, headers and HTML a browser would (redirects, 404s, ETags).
 */

export async function publicSiteHandler() {
  const route = async (id: string, path: string | undefined, load: () => Promise<unknown>, extra: Partial<TestRoute> = {}) =>
    ({ id, path, module: (await load()) as TestRoute["module"], ...extra }) satisfies TestRoute;
  const layout = { parentId: "routes/_public" };
  const routes: TestRoute[] = await Promise.all([
    route("routes/_public", undefined, () => import("~/routes/_public")),
    route("routes/_public._index", undefined, () => import("~/routes/_public._index"), { ...layout, index: true }),
    route("routes/_public.solutions._index", "solutions", () => import("~/routes/_public.solutions._index"), { ...layout, index: true }),
    route("routes/_public.products._index", "products", () => import("~/routes/_public.products._index"), { ...layout, index: true }),
    route("routes/_public.solutions.$slug", "solutions/:slug", () => import("~/routes/_public.solutions.$slug"), layout),
    route("routes/_public.products.$slug", "products/:slug", () => import("~/routes/_public.products.$slug"), layout),
    route("routes/_public.solution-details.$slug", "solution-details/:slug", () => import("~/routes/_public.solution-details.$slug"), layout),
    route("routes/_public.product-details.$slug", "product-details/:slug", () => import("~/routes/_public.product-details.$slug"), layout),
    route("routes/_public.news._index", "news", () => import("~/routes/_public.news._index"), { ...layout, index: true }),
    route("routes/_public.news-details.$slug", "news-details/:slug", () => import("~/routes/_public.news-details.$slug"), layout),
    route("routes/_public.customer-stories._index", "customer-stories", () => import("~/routes/_public.customer-stories._index"), { ...layout, index: true }),
    route("routes/_public.customer-stories.$slug", "customer-stories/:slug", () => import("~/routes/_public.customer-stories.$slug"), layout),
    route("routes/_public.contact-us", "contact-us", () => import("~/routes/_public.contact-us"), layout),
    route("routes/_public.login", "login", () => import("~/routes/_public.login"), layout),
    route("routes/_public.register", "register", () => import("~/routes/_public.register"), layout),
    route("routes/_public.forgot-password", "forgot-password", () => import("~/routes/_public.forgot-password"), layout),
    route("routes/_public.reset-password.$token", "reset-password/:token", () => import("~/routes/_public.reset-password.$token"), layout),
    route("routes/_public.account", "account", () => import("~/routes/_public.account"), layout),
    route("routes/_public.certificates", "certificates", () => import("~/routes/_public.certificates"), layout),
    route("routes/_public.search", "search", () => import("~/routes/_public.search"), layout),
    route("routes/_public.$lang.news._index", ":lang/news", () => import("~/routes/_public.$lang.news._index"), { ...layout, index: true }),
    route("routes/_public.$lang.news-details.$slug", ":lang/news-details/:slug", () => import("~/routes/_public.$lang.news-details.$slug"), layout),
    route("routes/_public.$lang.search", ":lang/search", () => import("~/routes/_public.$lang.search"), layout),
    route("routes/_public.$lang.contact-us", ":lang/contact-us", () => import("~/routes/_public.$lang.contact-us"), layout),
    route("routes/_public.$lang.certificates", ":lang/certificates", () => import("~/routes/_public.$lang.certificates"), layout),
    route("routes/_public.$lang.login", ":lang/login", () => import("~/routes/_public.$lang.login"), layout),
    route("routes/_public.$lang.customer-stories._index", ":lang/customer-stories", () => import("~/routes/_public.$lang.customer-stories._index"), { ...layout, index: true }),
    route("routes/_public.$lang.customer-stories.$slug", ":lang/customer-stories/:slug", () => import("~/routes/_public.$lang.customer-stories.$slug"), layout),
    route("routes/_public.$lang.solutions._index", ":lang/solutions", () => import("~/routes/_public.$lang.solutions._index"), { ...layout, index: true }),
    route("routes/_public.$lang.products._index", ":lang/products", () => import("~/routes/_public.$lang.products._index"), { ...layout, index: true }),
    route("routes/_public.$lang.solutions.$slug", ":lang/solutions/:slug", () => import("~/routes/_public.$lang.solutions.$slug"), layout),
    route("routes/_public.$lang.products.$slug", ":lang/products/:slug", () => import("~/routes/_public.$lang.products.$slug"), layout),
    route("routes/_public.$lang.solution-details.$slug", ":lang/solution-details/:slug", () => import("~/routes/_public.$lang.solution-details.$slug"), layout),
    route("routes/_public.$lang.product-details.$slug", ":lang/product-details/:slug", () => import("~/routes/_public.$lang.product-details.$slug"), layout),
    route("routes/_public.$lang.register", ":lang/register", () => import("~/routes/_public.$lang.register"), layout),
    route("routes/_public.$lang.forgot-password", ":lang/forgot-password", () => import("~/routes/_public.$lang.forgot-password"), layout),
    route("routes/_public.$lang.reset-password.$token", ":lang/reset-password/:token", () => import("~/routes/_public.$lang.reset-password.$token"), layout),
    route("routes/_public.$lang.account", ":lang/account", () => import("~/routes/_public.$lang.account"), layout),
    route("routes/_public.$lang.$slug", ":lang/:slug", () => import("~/routes/_public.$lang.$slug"), layout),
    route("routes/_public.$slug", ":slug", () => import("~/routes/_public.$slug"), layout),
    route("routes/_public.$", "*", () => import("~/routes/_public.$"), layout),
    route("routes/sitemap[.]xml", "sitemap.xml", () => import("~/routes/sitemap[.]xml")),
    route("routes/robots[.]txt", "robots.txt", () => import("~/routes/robots[.]txt")),
    route("routes/news.feed[.]xml", "news/feed.xml", () => import("~/routes/news.feed[.]xml")),
    route("routes/news.feed[.]atom", "news/feed.atom", () => import("~/routes/news.feed[.]atom")),
    route("routes/news.feed[.]json", "news/feed.json", () => import("~/routes/news.feed[.]json")),
  ]);
  const handle = await remixHandler(routes);
  return (path: string, init: { cookie?: string; headers?: Record<string, string>; form?: Record<string, string> } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    if (!init.form) return handle(new Request(`http://localhost${path}`, { headers }));
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return handle(new Request(`http://localhost${path}`, { method: "POST", headers, body: new URLSearchParams(init.form) }));
  };
}

/** The demo company, once per test file. */
export async function seedDemo() {
  await seedDemoContent(db());
}

/** Sets `site.require_login_for_details` as an admin would. */
export async function setDetailsRequireLogin(value: boolean) {
  const row = await db().selectFrom("setting").select("value").where("name", "=", "site").executeTakeFirst();
  const current = (row?.value ?? {}) as Record<string, unknown>;
  await db()
    .insertInto("setting")
    .values({ name: "site", value: JSON.stringify({ ...current, require_login_for_details: value }) })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: JSON.stringify({ ...current, require_login_for_details: value }) }))
    .execute();
}

/** The text of an HTML page without its tags, whitespace collapsed: what a reader sees. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

/** The HTML of a detail page's sidebar (`<aside aria-label=…>`), or fails the test when the page has none. */
export function detailSidebar(html: string, label: string): string {
  const match = html.match(new RegExp(`<aside class="detail-aside" aria-label="${label}">([\\s\\S]*?)</aside>`));
  if (!match) throw new Error(`the page has no sidebar labelled "${label}"`);
  return match[1];
}

/**
 * A detail page's sidebar, once it is shown to follow the article and to open
 * with the call to action: the button to the contact page (its subject may be
 * written in the link) and the demo company's phone and email. A product's
 * button asks for a quote.
 */
export function sidebarWithContactCall(html: string, label: string, button = "Contact us"): string {
  const sidebar = detailSidebar(html, label);
  expect(html.indexOf("<aside")).toBeGreaterThan(html.indexOf("</article>"));
  expect(sidebar).toMatch(/^<section class="cta-card" aria-labelledby="detail-cta"><h2 id="detail-cta">Talk to our team<\/h2>/);
  expect(sidebar).toMatch(new RegExp(`<a class="button"[^>]*href="/contact-us(\\?subject=[^"]+)?"[^>]*>${button}</a>`));
  expect(sidebar).toContain('<a href="tel:+442396496000">+44 23 9649 6000</a>');
  expect(sidebar).toContain('<a href="mailto:hello@northwind.example">hello@northwind.example</a>');
  return sidebar;
}

/** Where the cards of a piece of HTML lead, in order. */
export function cardLinks(html: string): string[] {
  return [...html.matchAll(/<h3 class="card-title"><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
}
