import { sql } from "kysely";
import { db } from "~/db/db.server";
import { insertStory } from "~/models/public-customer-story.test-support";
import { getPublicCatalogItemJson } from "~/services/api/public-content.server";
import { configureCaches, publishChange } from "~/services/cache/tagged-cache.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { customerStoriesSiteHandler } from "../../tests/helpers/customer-stories-site";
import { seedDemo, setDetailsRequireLogin } from "../../tests/helpers/public-site";

/** A solution's or product's page lists the live customer stories that name it (the pages: _public.solution-details.$slug.test.ts). */

let get: Awaited<ReturnType<typeof customerStoriesSiteHandler>>;
let customerCookie: string;
let migration: number;
let fleetManager: number;

async function idOf(table: "solution" | "product", slug: string): Promise<number> {
  return (await db().selectFrom(table).select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
}

function storiesSection(html: string): string | undefined {
  return html.match(/<section aria-labelledby="catalog-stories" class="detail-stories">([\s\S]*?)<\/section>/)?.[1];
}

function storyCards(html: string): Array<{ href: string; customer: string }> {
  // The customer is its logo's text or, without a logo, its name written.
  const card = /<p class="story-customer">(?:<img [^>]*alt="([^"]*)"[^>]*>|<span>([^<]*)<\/span>)[\s\S]*?<h3 class="card-title"><a [^>]*href="([^"]+)"/g;
  return [...(storiesSection(html) ?? "").matchAll(card)].map((match) => ({ customer: match[1] ?? match[2], href: match[3] }));
}

beforeAll(async () => {
  await seedDemo();
  // The demo's own stories are not the subject here.
  await sql`truncate customer_story, customer_story_translation restart identity`.execute(db());
  get = await customerStoriesSiteHandler();
  customerCookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
  migration = await idOf("solution", "cloud-migration");
  fleetManager = await idOf("product", "fleet-manager");
  await insertStory("Older migration", { customer_name: "Harbour Freight", solution_ids: [migration], daysAgo: 9 });
  await insertStory("Newer migration", { customer_name: "Acme Drinks", solution_ids: [migration], product_ids: [fleetManager], daysAgo: 2 });
  await insertStory("Unpublished migration", { solution_ids: [migration], status: "draft" });
  await insertStory("Future migration", { solution_ids: [migration], daysAgo: -5 });
});

describe("customer stories on the detail pages", () => {
  it("a solution's page lists the live stories naming it, newest first, with the customer and a link", async () => {
    const html = await (await get("/solution-details/cloud-migration", { cookie: customerCookie })).text();
    expect(storiesSection(html)).toContain('<h2 id="catalog-stories">Customer stories</h2>');
    expect(storyCards(html)).toEqual([
      { customer: "Acme Drinks", href: "/customer-stories/newer-migration" },
      { customer: "Harbour Freight", href: "/customer-stories/older-migration" },
    ]);
    // In the article, before the sidebar.
    expect(html.indexOf('aria-labelledby="catalog-stories"')).toBeLessThan(html.indexOf("<aside"));
  });

  it("a product's page too, and a page no story names has no such section", async () => {
    const product = await (await get("/product-details/fleet-manager", { cookie: customerCookie })).text();
    expect(storyCards(product)).toEqual([{ customer: "Acme Drinks", href: "/customer-stories/newer-migration" }]);
    const other = await db().selectFrom("solution").select("slug").where("id", "!=", migration).where("status", "=", "published").executeTakeFirstOrThrow();
    expect(storiesSection(await (await get(`/solution-details/${other.slug}`, { cookie: customerCookie })).text())).toBeUndefined();
  });

  it("leaves the API's answer for the item as it was", async () => {
    const answer = await getPublicCatalogItemJson(db(), "solution", "cloud-migration");
    expect(answer?.data).not.toHaveProperty("stories");
  });

  it("shows a newly published story on a page kept in the visitors' cache", async () => {
    await setDetailsRequireLogin(false);
    configureCaches({ enabled: true, clock: Date.now, db: db() });
    try {
      const links = async () => storyCards(await (await get("/solution-details/cloud-migration")).text()).map((card) => card.href);
      expect(await links()).toHaveLength(2);
      await insertStory("Just published", { solution_ids: [migration], daysAgo: 0 });
      // Written behind the commands' back: the cached page does not know yet.
      expect(await links()).toHaveLength(2);
      await publishChange(["customer-story"]);
      expect((await links())[0]).toBe("/customer-stories/just-published");
    } finally {
      configureCaches({ enabled: false });
      await setDetailsRequireLogin(true);
    }
  });
});
