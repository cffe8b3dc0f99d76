import { db } from "~/db/db.server";
import { insertStory } from "~/models/public-customer-story.test-support";
import * as storyItem from "~/routes/api.frontend.customer-stories.$slug";
import * as storyList from "~/routes/api.frontend.customer-stories._index";
import { publicCustomerStoryItemSchema, publicCustomerStoryListSchema } from "~/services/api/customer-story-shapes.server";
import { productCategories } from "~/services/content/product-categories.server";
import { products } from "~/services/content/products.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { solutions } from "~/services/content/solutions.server";
import { apiRequest, args, body } from "../helpers/api";
import { addContent } from "../helpers/content";
import { createCallers, insertMedia, requireLoginForDetails, type Callers } from "./fixtures";

/**
 * /api/frontend/customer-stories: the stories' public reads follow the pages'
 * rules (live stories, live solutions and products), answer in the documented
 * shapes and are cached like the other public reads.
 */

let callers: Callers;
let imageId: number;
const past = new Date(Date.now() - 86_400_000);

beforeAll(async () => {
  callers = await createCallers();
  await requireLoginForDetails(true);
  imageId = await insertMedia(db());
  const cloud = await addContent(solutionCategories, { name: "Cloud", slug: "cloud", is_published: true });
  const migration = await addContent(solutions, { category_id: cloud.id, title: "Migration", slug: "migration", status: "published", published_at: past });
  const draft = await addContent(solutions, { category_id: cloud.id, title: "Draft idea", slug: "draft-idea", status: "draft" });
  const sensors = await addContent(productCategories, { name: "Sensors", slug: "sensors", is_published: false });
  const thermo = await addContent(products, { category_id: sensors.id, title: "Thermo", slug: "thermo", status: "published", published_at: past });
  await insertStory("Bottling plant", {
    industry: "Food and beverage",
    summary: "Downtime halved.",
    body: "<p>Twelve <strong>lines</strong>.</p>",
    cover_image_id: imageId,
    logo_id: imageId,
    figures: [{ value: "48%", label: "less downtime" }],
    quote: { text: "It works.", person: "Dana Ruiz", role: "Plant manager" },
    solution_ids: [draft.id, migration.id],
    product_ids: [thermo.id],
    seo_title: "Acme case study",
  });
  for (let n = 1; n <= 10; n++) await insertStory(`Logistics ${n}`, { industry: "Logistics", daysAgo: n + 1 });
  await insertStory("Draft story", { status: "draft" });
  await insertStory("Scheduled story", { daysAgo: -3 });
});

const get = (path: string, token?: string) => apiRequest(path, { token });
const list = (path: string, token?: string) => storyList.loader(args(get(path, token))) as Promise<Response>;
const item = (slug: string, token?: string) =>
  storyItem.loader(args(get(`/api/frontend/customer-stories/${slug}`, token), { slug })) as Promise<Response>;

describe("GET /api/frontend/customer-stories", () => {
  it("pages the live stories 9 at a time, newest first, to anyone", async () => {
    const response = await list("/api/frontend/customer-stories");
    expect(response.status).toBe(200);
    const json = publicCustomerStoryListSchema.parse(await body(response));
    expect(json.data.map((story) => story.slug)).toEqual(["bottling-plant", ...Array.from({ length: 8 }, (_, n) => `logistics-${n + 1}`)]);
    expect(json.meta).toEqual({ current_page: 1, per_page: 9, total: 11, last_page: 2 });
    expect(json.data[0]).toMatchObject({
      title: "Bottling plant",
      customer_name: "Bottling plant Ltd",
      industry: "Food and beverage",
      summary: "Downtime halved.",
      cover_image_id: imageId,
      cover_image_url: expect.stringMatching(new RegExp(`^/media/${imageId}/`)),
      logo_url: expect.stringMatching(new RegExp(`^/media/${imageId}/`)),
      figures: [{ value: "48%", label: "less downtime" }],
      quote: { text: "It works.", person: "Dana Ruiz", role: "Plant manager" },
      seo_title: "Acme case study",
    });
    expect(json.data[0]).not.toHaveProperty("body");
    expect(json.data[0]).not.toHaveProperty("status");
    expect(json.data[1]).toMatchObject({ cover_image_url: null, logo_url: null, figures: [], quote: null });

    const second = await body(await list("/api/frontend/customer-stories?page=2"));
    expect(second.data.map((story: { slug: string }) => story.slug)).toEqual(["logistics-9", "logistics-10"]);
  });

  it("narrows to one industry", async () => {
    const food = publicCustomerStoryListSchema.parse(await body(await list("/api/frontend/customer-stories?industry=Food%20and%20beverage")));
    expect(food.data.map((story) => story.slug)).toEqual(["bottling-plant"]);
    expect(food.meta.total).toBe(1);
    const logistics = await body(await list("/api/frontend/customer-stories?industry=Logistics&page=2"));
    expect(logistics.data.map((story: { slug: string }) => story.slug)).toEqual(["logistics-10"]);
    expect((await body(await list("/api/frontend/customer-stories?industry=Mining"))).data).toEqual([]);
  });

  it("reads a bad page number as page 1 and a page past the end as empty", async () => {
    expect((await body(await list("/api/frontend/customer-stories?page=abc"))).meta.current_page).toBe(1);
    const beyond = await body(await list("/api/frontend/customer-stories?page=7"));
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 7, last_page: 2 });
  });

  it("refuses an industry longer than any industry with 422 naming the rule", async () => {
    const response = await list(`/api/frontend/customer-stories?industry=${"x".repeat(81)}`);
    expect(response.status).toBe(422);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await body(response)).toEqual({
      message: "Industry must be at most 80 characters",
      errors: { industry: ["Industry must be at most 80 characters"] },
    });
  });

  it("lets shared caches keep an anonymous answer, with its tags, an ETag and a 304 on a match", async () => {
    const response = await list("/api/frontend/customer-stories");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(response.headers.get("Surrogate-Key")?.split(" ")).toEqual(expect.arrayContaining(["customer-story", "media"]));
    const etag = response.headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await storyList.loader(args(apiRequest("/api/frontend/customer-stories", { headers: { "If-None-Match": etag! } })));
    expect((again as Response).status).toBe(304);

    const withToken = await list("/api/frontend/customer-stories", callers.customerToken);
    expect(withToken.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("takes only GET", async () => {
    const response = (await storyList.action(args(apiRequest("/api/frontend/customer-stories", { json: {} })))) as Response;
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET");
  });
});

describe("GET /api/frontend/customer-stories/{slug}", () => {
  it("answers a live story with its body and its live solutions and products, without a sign-in", async () => {
    const response = await item("bottling-plant");
    expect(response.status).toBe(200);
    const { data } = publicCustomerStoryItemSchema.parse(await body(response));
    expect(data).toMatchObject({ title: "Bottling plant", body: "<p>Twelve <strong>lines</strong>.</p>", industry: "Food and beverage" });
    // The draft solution and the product of an unpublished category are left out.
    expect(data.solutions).toEqual([{ title: "Migration", slug: "migration", url: "/solution-details/migration" }]);
    expect(data.products).toEqual([]);
    expect(response.headers.get("Surrogate-Key")?.split(" ")).toEqual(
      expect.arrayContaining(["customer-story", "solution", "product", "solution-category", "product-category", "media"]),
    );
  });

  it("answers 404 for a draft, a scheduled or an unknown story", async () => {
    for (const slug of ["draft-story", "scheduled-story", "nothing-here"]) {
      const response = await item(slug, callers.adminToken);
      expect(response.status, slug).toBe(404);
      expect(await body(response)).toEqual({ message: "Not found." });
    }
    expect((await item("nothing-here")).headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses malformed slugs with 422 naming the rule", async () => {
    for (const slug of ["Bottling", "two--dashes", "x".repeat(121)]) {
      const response = await item(slug);
      expect(response.status, slug).toBe(422);
      const json = await body(response);
      expect(json.errors.slug.length).toBeGreaterThan(0);
    }
  });

  it("takes only GET", async () => {
    const request = apiRequest("/api/frontend/customer-stories/bottling-plant", { json: {} });
    const response = (await storyItem.action(args(request, { slug: "bottling-plant" }))) as Response;
    expect(response.status).toBe(405);
  });
});
