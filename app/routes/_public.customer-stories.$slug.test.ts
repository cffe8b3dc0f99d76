import { sql } from "kysely";
import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { insertStory } from "~/models/public-customer-story.test-support";
import { recordMove } from "~/models/redirect.server";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { solutions } from "~/services/content/solutions.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { addContent } from "../../tests/helpers/content";
import { customerStoriesSiteHandler } from "../../tests/helpers/customer-stories-site";
import { detailSidebar, seedDemo, visibleText } from "../../tests/helpers/public-site";

let get: Awaited<ReturnType<typeof customerStoriesSiteHandler>>;
let adminCookie: string;
let logo: number;
let cover: number;

async function idOf(table: "solution" | "product", slug: string): Promise<number> {
  return (await db().selectFrom(table).select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
}

beforeAll(async () => {
  await seedDemo();
  // The demo's own stories are not the subject here.
  await sql`truncate customer_story, customer_story_translation restart identity`.execute(db());
  get = await customerStoriesSiteHandler();
  adminCookie = await sessionCookieFor((await createTestUser("admin")).id, "admin");
  logo = await insertMedia(db());
  cover = await insertMedia(db());
  const migration = await idOf("solution", "cloud-migration");
  const category = (await db().selectFrom("solution").select("category_id").where("id", "=", migration).executeTakeFirstOrThrow()).category_id;
  const unfinished = await addContent(solutions, { category_id: category, title: "Unfinished solution", status: "draft" });
  await insertStory("Halving downtime at a bottling plant", {
    slug: "bottling-plant",
    customer_name: "Acme Drinks",
    industry: "Food and beverage",
    summary: "How Acme Drinks halved unplanned downtime on twelve lines.",
    body: "<p>The plant ran <strong>twelve</strong> lines.</p>",
    logo_id: logo,
    cover_image_id: cover,
    figures: [{ value: "48%", label: "less unplanned downtime" }, { value: "400 h", label: "saved a year" }],
    quote: { text: "We finally see problems before they stop a line.", person: "Dana Ruiz", role: "Plant manager" },
    solution_ids: [unfinished.id, migration],
    product_ids: [await idOf("product", "fleet-manager")],
    seo_title: "Acme Drinks case study",
  });
  await insertStory("Plain story", { summary: "Nothing more." });
  await insertStory("Work in progress", { status: "draft" });
  await insertStory("Coming next week", { daysAgo: -7 });
});

describe("a customer story", () => {
  it("is public: anonymous visitors get it, shared-cacheable, while the detail pages need a sign-in", async () => {
    const response = await get("/customer-stories/bottling-plant");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get("/solution-details/cloud-migration")).status).toBe(302);
  });

  it("shows the hero with the cover, customer, logo and industry, the figures, the body and the quote", async () => {
    const html = await (await get("/customer-stories/bottling-plant")).text();
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain("<h1>Halving downtime at a bottling plant</h1>");
    const hero = html.slice(html.indexOf('<header class="story-hero">'), html.indexOf("</header>", html.indexOf('<header class="story-hero">')));
    expect(hero).toContain('<a data-discover="true" href="/customer-stories">Customer stories</a>');
    expect(hero).toMatch(new RegExp(`<img [^>]*src="/media/${logo}/[^"]*"[^>]*alt="Acme Drinks"[^>]*class="story-logo"`));
    expect(visibleText(hero)).toContain("How Acme Drinks halved unplanned downtime on twelve lines.");
    expect(hero).toContain('<a data-discover="true" href="/customer-stories?industry=Food%20and%20beverage">Food and beverage</a>');
    expect(hero).toMatch(new RegExp(`<img [^>]*src="/media/${cover}/[^"]*"[^>]*class="story-cover"[^>]*loading="eager"`));

    expect(html).toContain(
      '<dl class="story-figures"><div class="story-figure"><dt>less unplanned downtime</dt><dd>48%</dd></div>' +
        '<div class="story-figure"><dt>saved a year</dt><dd>400 h</dd></div></dl>',
    );
    expect(html).toContain('<div class="rich-body"><p>The plant ran <strong>twelve</strong> lines.</p></div>');
    expect(html).toContain(
      '<figure class="story-quote"><blockquote><p>We finally see problems before they stop a line.</p></blockquote>' +
        "<figcaption><cite>Dana Ruiz</cite>, Plant manager</figcaption></figure>",
    );
  });

  it("links the live solutions and products it names, in a sidebar after the story", async () => {
    const html = await (await get("/customer-stories/bottling-plant")).text();
    const sidebar = detailSidebar(html, "Contact us and what the customer uses");
    expect(sidebar).toContain('<h2 id="story-solutions">Solutions used</h2>');
    expect(sidebar).toContain('<h2 id="story-products">Products used</h2>');
    const links = [...sidebar.matchAll(/<li><a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(["/solution-details/cloud-migration", "/product-details/fleet-manager"]);
    expect(sidebar).not.toContain("Unfinished solution");
  });

  it("sums the story up under its summary: the industry and the live solutions and products, each a link", async () => {
    const html = await (await get("/customer-stories/bottling-plant")).text();
    const facts = html.slice(html.indexOf('<dl class="story-facts">'), html.indexOf("</dl>", html.indexOf('<dl class="story-facts">')));
    expect(facts).not.toBe("");
    expect([...facts.matchAll(/<dt>([^<]+)<\/dt>/g)].map((match) => match[1])).toEqual(["Industry", "Solutions", "Products"]);
    expect([...facts.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/customer-stories?industry=Food%20and%20beverage",
      "/solution-details/cloud-migration",
      "/product-details/fleet-manager",
    ]);
    expect(facts).not.toContain("Unfinished solution");
  });

  it("leaves out what it does not have", async () => {
    const html = await (await get("/customer-stories/plain-story")).text();
    expect(html).not.toContain("story-figures");
    expect(html).not.toContain("story-quote");
    expect(html).not.toContain("Solutions used");
    expect(html).not.toContain("story-facts");
    expect(html).not.toContain("story-cover");
  });

  it("ends with more live stories to read, those of its industry first", async () => {
    const added = [
      await insertStory("Brewery", { industry: "Food and beverage", daysAgo: 40 }),
      await insertStory("Newest elsewhere", { industry: "Logistics", daysAgo: 0 }),
      await insertStory("Second newest", { daysAgo: 0.5 }),
      await insertStory("Third newest", { daysAgo: 0.7 }),
    ];
    const more = (html: string) => {
      const section = html.match(/<section aria-labelledby="more-stories"[\s\S]*?<\/section>/)?.[0] ?? "";
      return [...section.matchAll(/<h3 class="card-title"><a [^>]*href="\/customer-stories\/([^"]+)"/g)].map((match) => match[1]);
    };
    try {
      const bottling = await (await get("/customer-stories/bottling-plant")).text();
      expect(bottling).toContain('<h2 id="more-stories">More customer stories</h2>');
      expect(more(bottling)).toEqual(["brewery", "newest-elsewhere", "second-newest"]);
      expect(bottling).toMatch(/<section aria-labelledby="more-stories"[\s\S]*<a [^>]*href="\/customer-stories">All customer stories<\/a>/);
      // Never itself, a draft or a scheduled one.
      expect(more(await (await get("/customer-stories/plain-story")).text())).toEqual(["newest-elsewhere", "second-newest", "third-newest"]);
    } finally {
      await db().deleteFrom("customer_story").where("id", "in", added.map((story) => story.id)).execute();
    }
    expect(more(await (await get("/customer-stories/plain-story")).text())).toEqual(["bottling-plant"]);
  });

  it("has its own title, description, canonical link and sharing tags", async () => {
    const html = await (await get("/customer-stories/bottling-plant")).text();
    expect(html).toContain("<title>Acme Drinks case study | Northwind Systems</title>");
    expect(html).toContain('<meta name="description" content="How Acme Drinks halved unplanned downtime on twelve lines."/>');
    expect(html).toContain('<link rel="canonical" href="http://localhost/customer-stories/bottling-plant"/>');
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="og:url" content="http://localhost/customer-stories/bottling-plant"/>');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://localhost/media/${cover}/`));
    expect(html).not.toContain('name="robots"');

    const plain = await (await get("/customer-stories/plain-story")).text();
    expect(plain).toContain("<title>Plain story | Northwind Systems</title>");
    expect(plain).toContain('<meta name="twitter:card" content="summary"/>');
  });

  it("is not found while a draft or scheduled, or when no story has the slug, except in an admin's preview", async () => {
    for (const path of ["/customer-stories/work-in-progress", "/customer-stories/coming-next-week", "/customer-stories/nothing-here", "/customer-stories/Bad--Slug"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(visibleText(await response.text())).toContain("Page not found");
    }

    const preview = await get("/customer-stories/work-in-progress?preview=1", { cookie: adminCookie });
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe(PRIVATE_CACHE_CONTROL);
    const html = await preview.text();
    expect(visibleText(html)).toContain("Preview — not published. This is a draft.");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    // Without an admin session the parameter changes nothing.
    expect((await get("/customer-stories/work-in-progress?preview=1")).status).toBe(404);
  });

  it("sends an old slug of a published story to its new URL", async () => {
    await db().updateTable("customer_story").set({ slug: "plain-story-renamed" }).where("slug", "=", "plain-story").execute();
    await recordMove(db(), { from: "/customer-stories/plain-story", to: "/customer-stories/plain-story-renamed" });
    const response = await get("/customer-stories/plain-story");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/customer-stories/plain-story-renamed");
    expect((await get("/customer-stories/plain-story-renamed")).status).toBe(200);
  });
});
