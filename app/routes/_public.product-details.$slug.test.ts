import { sql } from "kysely";
import { db } from "~/db/db.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";

/** A product's page: its key facts, its specifications and a "Request a quote" that opens the contact form ready to send. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let customerCookie: string;

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
  customerCookie = await sessionCookieFor((await createTestUser("customer")).id, "customer");
});

const QUOTE_HREF = "/contact-us?subject=Quote%20request%3A%20Edge%20Gateway%20X1";

describe("a product's page", () => {
  it("asks for a quote in its header and its sidebar, with the contact form's subject written in the link", async () => {
    const response = await get("/product-details/edge-gateway-x1", { cookie: customerCookie });
    expect(response.status).toBe(200);
    const html = await response.text();
    const quoteLinks = [...html.matchAll(/<a [^>]*class="button"[^>]*href="([^"]*)"[^>]*>Request a quote<\/a>/g)].map((match) => match[1]);
    expect(quoteLinks).toEqual([QUOTE_HREF.replaceAll("&", "&amp;"), QUOTE_HREF.replaceAll("&", "&amp;")]);
  });

  it("lists its key facts: category, the customers using it, their result; not the company's brochure", async () => {
    const html = await (await get("/product-details/edge-gateway-x1", { cookie: customerCookie })).text();
    const facts = html.match(/<section class="key-facts"[\s\S]*?<\/section>/)![0];
    expect(facts).toMatch(/<dt>Category<\/dt><dd><a [^>]*href="\/products\/edge-hardware">Edge Hardware<\/a><\/dd>/);
    expect(facts).toMatch(/<dt>In use at<\/dt><dd>[\s\S]*?href="\/customer-stories\/[^"]+">Baltic Freightways<\/a>/);
    expect(facts).toMatch(/<dt>Result<\/dt><dd><strong>38%<\/strong> less unplanned downtime \(Baltic Freightways\)<\/dd>/);
    expect(facts).not.toContain("/admin/CompanyPDF");
  });

  it("shows the demo product's specifications", async () => {
    const text = visibleText(await (await get("/product-details/edge-gateway-x1", { cookie: customerCookie })).text());
    expect(text).toContain("Specifications");
    expect(text).toContain("Memory and storage 8 GB RAM, 64 GB eMMC");
  });

  it("leaves out the facts it does not have: a product no story names has no customers or result", async () => {
    // Every demo product is in a story: for the while, Fleet Manager is taken out of those naming it.
    const { id } = await db().selectFrom("product").select("id").where("slug", "=", "fleet-manager").executeTakeFirstOrThrow();
    const naming = await db().selectFrom("customer_story").select(["id", "product_ids"]).where(sql<boolean>`product_ids @> array[${id}::bigint]`).execute();
    expect(naming.length).toBeGreaterThan(0);
    await db().updateTable("customer_story").set({ product_ids: sql`array_remove(product_ids, ${id}::bigint)` }).where("id", "in", naming.map((story) => story.id)).execute();
    try {
      const html = await (await get("/product-details/fleet-manager", { cookie: customerCookie })).text();
      const facts = html.match(/<section class="key-facts"[\s\S]*?<\/section>/)![0];
      expect(facts).toContain("<dt>Category</dt>");
      expect(facts).not.toContain("In use at");
      expect(facts).not.toContain("Result");
    } finally {
      for (const story of naming) await db().updateTable("customer_story").set({ product_ids: story.product_ids }).where("id", "=", story.id).execute();
    }
  });

  it("has a solution's page lead to the contact form about it rather than ask for a quote", async () => {
    const html = await (await get("/solution-details/cloud-migration", { cookie: customerCookie })).text();
    expect(html).not.toContain("Request a quote");
    expect(html).toMatch(/<a [^>]*class="button"[^>]*href="\/contact-us\?subject=About%20Cloud%20Migration"[^>]*>Contact us<\/a>/);
  });
});

describe("the contact form reached from a product", () => {
  it("starts with the subject the link carries, one line and at most 200 characters, and without JavaScript", async () => {
    const subjectField = (html: string) => html.match(/<input id="field-subject"[^>]*>/)![0];
    expect(subjectField(await (await get(QUOTE_HREF)).text())).toContain('value="Quote request: Edge Gateway X1"');
    const odd = await get(`/contact-us?subject=${encodeURIComponent(`Line one\r\nline two ${"x".repeat(300)}`)}`);
    expect(odd.status).toBe(200);
    const value = subjectField(await odd.text()).match(/value="([^"]*)"/)![1];
    expect(value.startsWith("Line one line two x")).toBe(true);
    expect(value).toHaveLength(200);
    expect(subjectField(await (await get("/contact-us")).text())).toContain('value=""');
  });
});
