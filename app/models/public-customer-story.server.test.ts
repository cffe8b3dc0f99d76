import { sql } from "kysely";
import { db } from "~/db/db.server";
import { productCategories } from "~/services/content/product-categories.server";
import { products } from "~/services/content/products.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { solutions } from "~/services/content/solutions.server";
import { addContent } from "../../tests/helpers/content";
import { insertMedia } from "./fixtures.test-support";
import {
  chooseByTurn, getPublicStoryBySlug, slugTurn, getStoryDetailPage, getStoryListPage, listLiveCatalogItems, listPublicStories, listStoriesNaming,
  listStoryIndustries,
} from "./public-customer-story.server";
import { insertStory } from "./public-customer-story.test-support";

const past = new Date(Date.now() - 86_400_000);
const future = new Date(Date.now() + 7 * 86_400_000);

let liveSolution: number;
let draftSolution: number;
let hiddenSolution: number;
let liveProduct: number;
let scheduledProduct: number;

beforeAll(async () => {
  const shown = await addContent(solutionCategories, { name: "Cloud", slug: "cloud", is_published: true });
  const hidden = await addContent(solutionCategories, { name: "Hidden", slug: "hidden", is_published: false });
  liveSolution = (await addContent(solutions, { category_id: shown.id, title: "Migration", status: "published", published_at: past })).id;
  draftSolution = (await addContent(solutions, { category_id: shown.id, title: "Draft idea", status: "draft" })).id;
  hiddenSolution = (await addContent(solutions, { category_id: hidden.id, title: "Secret", status: "published", published_at: past })).id;
  const sensors = await addContent(productCategories, { name: "Sensors", slug: "sensors", is_published: true });
  liveProduct = (await addContent(products, { category_id: sensors.id, title: "Thermo", status: "published", published_at: past })).id;
  scheduledProduct = (await addContent(products, { category_id: sensors.id, title: "Hygro", status: "published", published_at: future })).id;
});

beforeEach(async () => {
  await sql`truncate customer_story, customer_story_translation restart identity`.execute(db());
});

describe("the live stories", () => {
  it("are the published ones whose time has come, newest first", async () => {
    await insertStory("Older", { daysAgo: 5 });
    await insertStory("Newer", { daysAgo: 1 });
    await insertStory("Draft", { status: "draft" });
    await insertStory("Scheduled", { daysAgo: -2 });
    await insertStory("Undated", { published_at: null });

    const result = await listPublicStories(db());
    expect(result.items.map((story) => story.title)).toEqual(["Newer", "Older", "Undated"]);
    expect(result).toMatchObject({ total: 3, page: 1, perPage: 9, lastPage: 1 });
    expect(result.items[0]).not.toHaveProperty("body");
    expect(await getPublicStoryBySlug(db(), "newer")).toMatchObject({ title: "Newer" });
    expect(await getPublicStoryBySlug(db(), "draft")).toBeUndefined();
    expect(await getPublicStoryBySlug(db(), "scheduled")).toBeUndefined();
  });

  it("come 9 a page", async () => {
    for (let day = 1; day <= 11; day++) await insertStory(`Story ${day}`, { daysAgo: day });
    const second = await listPublicStories(db(), { page: 2 });
    expect(second.items.map((story) => story.title)).toEqual(["Story 10", "Story 11"]);
    expect(second).toMatchObject({ total: 11, lastPage: 2 });
  });

  it("can be narrowed to one industry, whose choices are the live stories' industries", async () => {
    await insertStory("Bottling", { industry: "Food and beverage" });
    await insertStory("Port", { industry: "Logistics", daysAgo: 2 });
    await insertStory("Warehouse", { industry: "Logistics", daysAgo: 3 });
    await insertStory("Clinic", { industry: "Healthcare", status: "draft" });
    await insertStory("No industry");

    expect((await listPublicStories(db(), { industry: "Logistics" })).items.map((story) => story.title)).toEqual(["Port", "Warehouse"]);
    expect((await listPublicStories(db(), { industry: "logistics" })).total).toBe(0);
    expect((await listPublicStories(db(), { industry: "" })).total).toBe(4);
    expect(await listStoryIndustries(db())).toEqual(["Food and beverage", "Logistics"]);
  });

  it("keep their figures, quote and ids of solutions and products as numbers", async () => {
    await insertStory("Figures", {
      figures: [{ value: "40%", label: "less downtime" }],
      quote: { text: "It works.", person: "Ann Lee", role: "COO" },
      solution_ids: [liveSolution, draftSolution],
      product_ids: [liveProduct],
    });
    const story = await getPublicStoryBySlug(db(), "figures");
    expect(story).toMatchObject({
      figures: [{ value: "40%", label: "less downtime" }],
      quote: { text: "It works.", person: "Ann Lee", role: "COO" },
      solution_ids: [liveSolution, draftSolution],
      product_ids: [liveProduct],
    });
  });
});

describe("a story's solutions and products", () => {
  it("are only the live ones in a published category, in the story's order", async () => {
    const solutionsShown = await listLiveCatalogItems(db(), "solution", [hiddenSolution, draftSolution, liveSolution, 9999]);
    expect(solutionsShown.map((item) => item.title)).toEqual(["Migration"]);
    const productsShown = await listLiveCatalogItems(db(), "product", [scheduledProduct, liveProduct]);
    expect(productsShown).toEqual([{ id: liveProduct, title: "Thermo", slug: "thermo", summary: "", image_id: null }]);
    expect(await listLiveCatalogItems(db(), "product", [])).toEqual([]);
  });
});

describe("the stories naming a solution or a product", () => {
  it("are the live ones whose list has it, newest first", async () => {
    await insertStory("First", { solution_ids: [liveSolution], daysAgo: 3 });
    await insertStory("Second", { solution_ids: [draftSolution, liveSolution], product_ids: [liveProduct], daysAgo: 1 });
    await insertStory("Draft", { solution_ids: [liveSolution], status: "draft" });
    await insertStory("Scheduled", { solution_ids: [liveSolution], daysAgo: -1 });
    await insertStory("Other", { product_ids: [scheduledProduct] });

    const naming = await listStoriesNaming(db(), "solution", liveSolution);
    expect(naming.map((story) => [story.id, story.title, story.slug, story.customer_name])).toEqual([
      [2, "Second", "second", "Second Ltd"],
      [1, "First", "first", "First Ltd"],
    ]);
    expect((await listStoriesNaming(db(), "product", liveProduct)).map((story) => story.title)).toEqual(["Second"]);
    expect((await listStoriesNaming(db(), "product", scheduledProduct)).map((story) => story.title)).toEqual(["Other"]);
    expect(await listStoriesNaming(db(), "solution", hiddenSolution)).toEqual([]);
  });
});

describe("the pages", () => {
  it("the list gives cards with the first figure, the logo and the cover", async () => {
    const logo = await insertMedia(db());
    const cover = await insertMedia(db());
    await insertStory("Shown", {
      industry: "Energy",
      summary: "A short summary.",
      logo_id: logo,
      cover_image_id: cover,
      figures: [{ value: "3x", label: "faster" }, { value: "12", label: "sites" }],
    });
    await insertStory("Plain", { daysAgo: 2 });

    const page = await getStoryListPage(db(), { page: 1, industry: "" });
    expect(page).toMatchObject({ page: 1, lastPage: 1, total: 2 });
    expect(page.stories[0]).toMatchObject({
      title: "Shown",
      customer_name: "Shown Ltd",
      summary: "A short summary.",
      href: "/customer-stories/shown",
      figure: { value: "3x", label: "faster" },
      logo: { id: logo },
      image: { id: cover },
    });
    expect(page.stories[1]).toMatchObject({ figure: null, logo: null, image: null });
  });

  it("a story's page links its live solutions and products; a draft only in an admin's preview", async () => {
    await insertStory("Case", { solution_ids: [draftSolution, liveSolution], product_ids: [liveProduct, scheduledProduct] });
    await insertStory("Unfinished", { status: "draft" });

    const page = await getStoryDetailPage(db(), "case");
    expect(page?.live).toBe(true);
    expect(page?.story).toMatchObject({ title: "Case", href: "/customer-stories/case", image: null, logo: null });
    expect(page?.solutions).toEqual([{ id: liveSolution, title: "Migration", summary: "", href: "/solution-details/migration" }]);
    expect(page?.products.map((item) => item.href)).toEqual(["/product-details/thermo"]);

    expect(await getStoryDetailPage(db(), "unfinished")).toBeUndefined();
    expect(await getStoryDetailPage(db(), "unfinished", { preview: true })).toMatchObject({ live: false, story: { title: "Unfinished" } });
  });
});

describe("the story a category page shows", () => {
  const ranked = [
    { id: 1, matches: 1 },
    { id: 2, matches: 3 },
    { id: 3, matches: 3 },
    { id: 4, matches: 2 },
  ];

  it("is one of those naming the most of the page's items", () => {
    for (const slug of ["software", "edge-hardware", "cloud-infrastructure", "a"]) {
      expect([2, 3]).toContain(chooseByTurn(ranked, slug)?.id);
    }
    expect(chooseByTurn([{ id: 9, matches: 1 }], "any")?.id).toBe(9);
    expect(chooseByTurn([], "any")).toBeUndefined();
  });

  it("is the same for the same slug, and differs between slugs", () => {
    expect(slugTurn("software")).toBe(slugTurn("software"));
    expect(chooseByTurn(ranked, "software")).toBe(chooseByTurn(ranked, "software"));
    const chosen = new Set(["software", "edge-hardware", "data-analytics", "security-compliance"].map((slug) => chooseByTurn(ranked, slug)?.id));
    expect(chosen).toEqual(new Set([2, 3]));
  });
});
