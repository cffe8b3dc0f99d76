import { sql } from "kysely";
import { db } from "~/db/db.server";
import { insertStory } from "~/models/public-customer-story.test-support";
import { links as storyListLinks } from "~/routes/_public.customer-stories._index";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/**
 * A category page: its introduction, its items, a live customer story (the one
 * naming most of its items, else any, chosen by the category's slug), and a
 * closing call to action.
 */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;

const idOf = async (table: "solution" | "product", slug: string) =>
  (await db().selectFrom(table).select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
const storySection = (html: string) => html.match(/<section class="category-story"[\s\S]*?<\/section>/)?.[0];

beforeAll(async () => {
  await seedDemo();
  await sql`truncate customer_story, customer_story_translation restart identity`.execute(db());
  get = await publicSiteHandler();
  const migration = await idOf("solution", "cloud-migration");
  const fleetManager = await idOf("product", "fleet-manager");
  const managedCloud = await idOf("solution", "managed-kubernetes");
  await insertStory("Older migration", { customer_name: "Harbour Freight", solution_ids: [migration, managedCloud], daysAgo: 9 });
  await insertStory("Newer migration", { customer_name: "Acme Drinks", solution_ids: [migration], product_ids: [fleetManager], daysAgo: 2 });
  await insertStory("Unpublished migration", { solution_ids: [migration], status: "draft" });
  await insertStory("Future migration", { solution_ids: [migration], daysAgo: -5 });
});

describe("a category page", () => {
  it("reads introduction, items, the live story naming most of its items, the other categories, then the call to action", async () => {
    const html = await (await get("/solutions/cloud-infrastructure")).text();
    const intro = html.indexOf('class="category-intro"');
    const items = html.indexOf('class="card-grid card-stack"');
    const story = html.indexOf('class="category-story"');
    const others = html.indexOf('class="category-others"');
    const cta = html.indexOf('class="category-cta"');
    expect(intro).toBeGreaterThan(0);
    expect(items).toBeGreaterThan(intro);
    expect([intro, items, story, others, cta]).toEqual([...[intro, items, story, others, cta]].sort((a, b) => a - b));
    const section = storySection(html)!;
    expect(section).toContain('<h2 id="category-story">A customer&#x27;s story</h2>');
    // The older story names two of the category's items, the newer one only one.
    expect(section).toContain('href="/customer-stories/older-migration"');
    // One story across the page, not a lone card in a three-column grid.
    expect(section).toContain('<article class="card story-feature">');
    expect(section).not.toContain("card-grid");
    expect(section).not.toContain("newer-migration");
    expect(section).not.toContain("unpublished-migration");
    expect(section).not.toContain("future-migration");
    // The closing band names the area.
    expect(visibleText(html)).toMatch(/Questions about [^?]+\?/);
    expect(html).toMatch(/<section class="category-cta"[\s\S]*?<a class="button"[^>]*href="\/contact-us"/);
  });

  it("shows a product category's story too, and where no story names an item one of the live ones, the same on every request", async () => {
    expect(storySection(await (await get("/products/software")).text())).toContain('href="/customer-stories/newer-migration"');
    const html = await (await get("/solutions/data-analytics")).text();
    const shown = storySection(html)?.match(/href="\/customer-stories\/([^"]+)"/)?.[1];
    expect(["older-migration", "newer-migration"]).toContain(shown);
    expect(storySection(await (await get("/solutions/data-analytics")).text())).toContain(`href="/customer-stories/${shown}"`);
    expect(html).toContain('class="category-cta"');
  });

  it("spreads the stories over the pages rather than showing the newest everywhere", async () => {
    const shown = new Set<string | undefined>();
    for (const path of ["/solutions/data-analytics", "/solutions/security-compliance", "/products/edge-hardware"]) {
      shown.add(storySection(await (await get(path)).text())?.match(/href="\/customer-stories\/([^"]+)"/)?.[1]);
    }
    expect(shown).toEqual(new Set(["older-migration", "newer-migration"]));
  });

  it("draws the story's card with the site's own stylesheet, not the story pages' (no request holding up the first paint)", async () => {
    const stylesheets = (html: string) => html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    const everyPage = stylesheets(await (await get("/")).text());
    for (const path of ["/solutions/cloud-infrastructure", "/products/software"]) {
      const html = await (await get(path)).text();
      expect(html, path).toContain('class="story-customer"');
      expect(stylesheets(html), path).toEqual(everyPage);
    }
    // The list of stories keeps its own, for its filter and the story pages.
    expect(storyListLinks()).toHaveLength(1);
  });
});
