import { safeRedirect } from "~/utils/safe-redirect";
import { context, createTestUser, postRequest, TEST_PASSWORD } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { action } from "./_public.login";

/** The sign-in page behind a guarded card shows what the visitor is about to read, and nothing for any other redirectTo. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
});

const teaserOf = (html: string) => html.match(/<aside class="guarded-teaser"[\s\S]*?<\/aside>/)?.[0] ?? null;
const signInPage = (redirectTo: string) => get(`/login?${new URLSearchParams({ redirectTo })}`);

describe("the sign-in page behind a guarded detail page", () => {
  it("shows the news article's title, cover and excerpt beside the form, in a neutral notice", async () => {
    const response = await signInPage("/news-details/our-team-is-now-iso-27001-certified");
    expect(response.status).toBe(200);
    const html = await response.text();
    const teaser = teaserOf(html)!;
    expect(teaser).toContain("<h2 id=\"guarded-teaser-title\">Our team is now ISO 27001 certified</h2>");
    expect(visibleText(teaser)).toContain("News article · for registered customers");
    expect(visibleText(teaser)).toContain("An external audit confirmed that our information security management meets ISO/IEC 27001:2022.");
    expect(teaser).toMatch(/<img [^>]*class="guarded-teaser-image"/);
    // Its date and reading time, as the article's page shows them under the title.
    expect(teaser).toMatch(/<p class="detail-meta article-meta guarded-teaser-meta"><time dateTime="\d{4}-\d{2}-\d{2}[^"]*">[^<]+<\/time><span>\d+ min read<\/span><\/p>/);
    // The teaser is the item alone: registering is asked once, in the card beside it.
    expect(visibleText(teaser)).not.toContain("Register");
    // What signing in opens, in the item's own terms, in the card under its register button.
    const card = html.match(/<p class="guarded-register-button">[\s\S]*?<p class="guarded-have-account">/)?.[0] ?? "";
    expect(visibleText(card)).toContain("Once signed in, you read The whole article Every article in the news archive");
    expect(html).toMatch(/<form method="post"[^>]*class="auth-form"/);
    // Registering is the one main button, above the form (a phone's first screen) and under the teaser; signing in is outlined.
    // Why it asks, in the item's own terms.
    expect(html).toContain('<p class="sign-in-reason">Full articles are free for registered customers. An account takes a minute.</p>');
    expect(html).toMatch(/<p class="guarded-register-button"><a class="button" [^>]*href="\/register\?redirectTo=%2Fnews-details%2Four-team-is-now-iso-27001-certified">Register free and read on<\/a><\/p>/);
    expect(html).toContain('<button type="submit" class="auth-submit-quiet">Sign in</button>');
    // The visitor cannot read the article yet: there is nothing here to share.
    expect(html).not.toContain('class="share"');
  });

  it("speaks for the item in its head, so a shared link to it reads as the item, and stays out of search engines", async () => {
    const path = "/news-details/our-team-is-now-iso-27001-certified";
    const html = await (await signInPage(path)).text();
    expect(html).toMatch(/<title>Our team is now ISO 27001 certified \| Northwind Systems<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="http://localhost${path}"/>`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost${path}"/>`);
    expect(html).toContain('<meta property="og:title" content="Our team is now ISO 27001 certified | Northwind Systems"/>');
    expect(html).toContain('<meta property="og:description" content="An external audit confirmed');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost\/media\/\d+\/[^"]+\?crop=share"\/>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Without an item, it is the sign-in page.
    const plain = await (await get("/login")).text();
    expect(plain).toMatch(/<title>Sign in \| Northwind Systems<\/title>/);
    expect(plain).toContain('<link rel="canonical" href="http://localhost/login"/>');
  });

  it("places the item on the site: its breadcrumbs, and its section marked in the header", async () => {
    const news = await (await signInPage("/news-details/our-team-is-now-iso-27001-certified")).text();
    const teaser = teaserOf(news)!;
    expect(teaser).toMatch(/<nav aria-label="Breadcrumb" class="breadcrumbs"><ol><li><a href="\/">Home<\/a><\/li><li><a [^>]*href="\/news">News<\/a><\/li><li aria-current="page">Our team is now ISO 27001 certified<\/li>/);
    expect(news).toMatch(/<a class="active" [^>]*href="\/news"|<a [^>]*class="active"[^>]*href="\/news"|<a [^>]*href="\/news"[^>]*class="active"/);
    const product = await (await signInPage("/product-details/fleet-manager")).text();
    expect([...product.matchAll(/<summary class="active">([^<]+)/g)].map((match) => match[1])).toContain("Products");
    // A product's and a solution's trail name its category too, as its own page does.
    expect(teaserOf(product)).toMatch(/<li><a [^>]*href="\/products">Products<\/a><\/li><li><a [^>]*href="\/products\/software">Software<\/a><\/li><li aria-current="page">Fleet Manager<\/li>/);
    const solution = teaserOf(await (await signInPage("/solution-details/compliance-readiness")).text())!;
    expect(solution).toMatch(/href="\/solutions\/security-compliance">Security &amp; Compliance<\/a><\/li><li aria-current="page">Compliance Readiness<\/li>/);
    // The plain sign-in page marks nothing.
    const plain = await (await get("/login")).text();
    expect(plain).not.toContain('<summary class="active">');
    expect(plain).not.toMatch(/class="active"[^>]*href="\/news"|href="\/news"[^>]*class="active"/);
  });

  it("names what a guarded page holds by its sections' headings, and not a word under them", async () => {
    const page = await (await signInPage("/product-details/edge-gateway-x1")).text();
    const outline = page.match(/<section class="guarded-teaser-outline"[^>]*>[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(visibleText(outline).trim()).toMatch(/^What’s inside Overview Key features Specifications/);
    // After the sign-in card, so that a phone's first screen keeps the register button.
    expect(page.indexOf("guarded-teaser-outline")).toBeGreaterThan(page.indexOf('class="auth-page'));
    expect(visibleText(page)).not.toContain("Quad-core ARM");
    // The certificates page has no body: no outline.
    expect(await (await signInPage("/certificates")).text()).not.toContain("guarded-teaser-outline");
  });

  it("shows a solution and a product by their summaries", async () => {
    const solution = teaserOf(await (await signInPage("/solution-details/compliance-readiness")).text())!;
    expect(visibleText(solution)).toContain("Compliance Readiness");
    expect(visibleText(solution)).toContain("ISO 27001 and SOC 2 programmes from gap analysis to audit.");
    expect(solution).not.toContain("guarded-teaser-meta");
    const product = teaserOf(await (await signInPage("/product-details/fleet-manager?tab=specs#top")).text())!;
    expect(visibleText(product)).toContain("Fleet Manager");
    expect(visibleText(await (await signInPage("/product-details/fleet-manager")).text())).toContain("Key facts and the full specifications");
    expect(await (await signInPage("/product-details/fleet-manager")).text()).toContain(
      '<p class="sign-in-reason">Product details and specifications are free for registered customers. An account takes a minute.</p>',
    );
  });

  it("shows the certificates page by its title, every certificate's name and the first six badges", async () => {
    const teaser = teaserOf(await (await signInPage("/certificates")).text())!;
    expect(teaser).toContain('<h2 id="guarded-teaser-title">Certificates</h2>');
    expect(visibleText(teaser)).toContain("Certificates · for registered customers");
    expect(visibleText(teaser)).toContain("ISO 9001 Quality · ISO 27001 Security");
    expect(teaser.match(/<li><img /g)).toHaveLength(6);
  });

  it("shows no item for a draft, a scheduled article, another page or an unknown slug", async () => {
    for (const path of [
      "/news-details/notes-for-the-upcoming-product-roadmap",
      "/news-details/join-us-at-the-industrial-data-summit",
      "/news-details/no-such-article",
      "/certificates/iso-27001",
      "/customer-stories/anything",
      "/about-us",
    ]) {
      const response = await signInPage(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(teaserOf(html), path).toBeNull();
      expect(html).not.toContain("Notes for the upcoming product roadmap");
    }
  });
});

describe("the registration page sent from a guarded page", () => {
  const goingToOf = (html: string) => html.match(/<div class="register-going-to">[\s\S]*?<\/div>/)?.[0] ?? null;

  it("names the item the account opens first, with its picture, above the form", async () => {
    const html = await (await get(`/register?${new URLSearchParams({ redirectTo: "/news-details/our-team-is-now-iso-27001-certified" })}`)).text();
    const card = goingToOf(html)!;
    expect(visibleText(card).trim()).toBe("After registering you go straight on to News article Our team is now ISO 27001 certified");
    expect(card).toMatch(/<img [^>]*class="register-going-to-image"/);
    expect(html.indexOf("register-going-to")).toBeLessThan(html.indexOf('class="auth-form"'));
    const certificates = goingToOf(await (await get(`/register?${new URLSearchParams({ redirectTo: "/certificates" })}`)).text())!;
    expect(visibleText(certificates)).toContain("Certificates");
  });

  it("shows no card for a page that is not a live guarded item, or without redirectTo", async () => {
    for (const redirectTo of ["/news-details/no-such-article", "/about-us", "//evil.example/news-details/our-team-is-now-iso-27001-certified"]) {
      expect(goingToOf(await (await get(`/register?${new URLSearchParams({ redirectTo })}`)).text()), redirectTo).toBeNull();
    }
    expect(goingToOf(await (await get("/register")).text())).toBeNull();
  });
});

/** Hostile and odd redirectTo values, built from pieces an attacker would combine. */
function hostileRedirects(): string[] {
  const heads = ["", "/", "//", "///", "/\\", "\\\\", "https:", "http://", "javascript:", "data:text/html,", "%2F%2F", "/%2F", "/%5C", " /", "\t/", "%0a/", "\u2028/"];
  const hosts = ["evil.example", "evil.example/news-details/our-team-is-now-iso-27001-certified", "localhost@evil.example"];
  const tails = [
    "", "/news-details/our-team-is-now-iso-27001-certified", "/news-details/notes-for-the-upcoming-product-roadmap", "/news-details/..%2F..%2Fadmin",
    "/news-details/%3Cscript%3E", "/news-details/constructor", "/news-details/__proto__", "?redirectTo=//evil.example", "#//evil.example",
  ];
  const values = new Set<string>();
  for (const head of heads) for (const host of hosts) for (const tail of tails) values.add(`${head}${host}${tail}`);
  for (const tail of tails) values.add(tail);
  values.add("alert(1)");
  values.add(`/news-details/${"a".repeat(5000)}`);
  values.add(`/${"%".repeat(3000)}`);
  values.add("/news-details/our-team-is-now-iso-27001-certified/../../admin");
  values.add("/news-details/OUR-TEAM-IS-NOW-ISO-27001-CERTIFIED");
  values.add(encodeURIComponent("/news-details/our-team-is-now-iso-27001-certified"));
  return [...values];
}

describe("hostile redirectTo values", () => {
  const values = hostileRedirects();

  it(`never errors and shows no item or the right one, on the sign-in and the registration (${values.length} values)`, { timeout: 120_000 }, async () => {
    expect(values.length).toBeGreaterThan(400);
    const itemOf = (html: string) => teaserOf(html) ?? html.match(/<div class="register-going-to">[\s\S]*?<\/div>/)?.[0] ?? null;
    for (const page of ["/login", "/register"]) {
      for (const redirectTo of values) {
        const response = await get(`${page}?redirectTo=${encodeURIComponent(redirectTo)}`);
        expect(response.status, redirectTo).toBe(200);
        const item = itemOf(await response.text());
        if (item === null) continue;
        // Only the exact declared path of the live article (a query or fragment aside) shows it.
        expect(redirectTo, redirectTo).toMatch(/^\/news-details\/our-team-is-now-iso-27001-certified(?:[?#]|$)/);
        expect(item).toContain("Our team is now ISO 27001 certified");
      }
    }
  });

  it("never lets redirectTo lead off the site after sign-in", () => {
    for (const redirectTo of values) expectSitePath(safeRedirect(redirectTo, "/"), redirectTo);
  });

  it("signs in and lands on a site path for a sample of them", { timeout: 120_000 }, async () => {
    const user = await createTestUser("customer");
    // Each sign-in checks a password hash (slow on purpose): every 25th value is enough next to the check above.
    for (const redirectTo of values.filter((_, index) => index % 25 === 0)) {
      const response = await action({ request: postRequest("/login", { email: user.email, password: TEST_PASSWORD, redirectTo }), context, params: {} });
      expect(response.status, redirectTo).toBe(302);
      expectSitePath(response.headers.get("Location")!, redirectTo);
    }
  });
});

function expectSitePath(location: string, from: string) {
  expect(location, from).toMatch(/^\/(?![/\\])/);
  expect(new URL(location, "http://localhost").origin, from).toBe("http://localhost");
}
