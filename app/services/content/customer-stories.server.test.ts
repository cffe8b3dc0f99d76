import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getCustomerStoryById, listCustomerStories } from "~/models/customer-story.server";
import { findRedirect } from "~/models/redirect.server";
import { listRevisions } from "~/models/revision.server";
import type { CustomerStoryValues } from "~/schemas/customer-story";
import { addContent } from "../../../tests/helpers/content";
import type { CommandContext } from "./command.server";
import { customerStories } from "./customer-stories.server";
import { createActor, expectOk, insertMedia, TEST_IP, withAudit } from "./fixtures.test-support";
import { productCategories } from "./product-categories.server";
import { products } from "./products.server";
import { restoreRevision } from "./revisions.server";
import { solutionCategories } from "./solution-categories.server";
import { solutions } from "./solutions.server";
import { restoreTrashed } from "./trash.server";

let context: CommandContext;
let solutionId: number;
let productId: number;

beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

beforeEach(async () => {
  await sql`truncate customer_story, solution, product, solution_category, product_category, redirect, trash, revision, media restart identity cascade`.execute(db());
  const solutionCategory = await addContent(solutionCategories, { name: "Cloud", is_published: true });
  const productCategory = await addContent(productCategories, { name: "Sensors", is_published: true });
  solutionId = (await addContent(solutions, { category_id: solutionCategory.id, title: "Fleet telemetry", status: "published" })).id;
  productId = (await addContent(products, { category_id: productCategory.id, title: "Edge gateway", status: "published" })).id;
});

const DAY = 86_400_000;

async function create(values: Partial<CustomerStoryValues> & { title: string }) {
  return expectOk(await customerStories.create(db(), { ...context, input: { customer_name: "Nordhafen Logistics", ...values } })).row;
}

describe("creating a customer story", () => {
  it("stores its figures, quote, related ids and images, with a sanitised body and a slug from the title", async () => {
    const cover = await insertMedia(db());
    const logo = await insertMedia(db());
    const { result, events } = await withAudit(() =>
      customerStories.create(db(), {
        ...context,
        input: {
          title: "Downtime cut by 38 %",
          customer_name: "Nordhafen Logistics",
          industry: "Logistics",
          body: '<p>Less waiting.</p><script>alert(1)</script><img src="https://evil.example/x.png">',
          cover_image_id: cover,
          logo_id: logo,
          figures: [{ value: "38 %", label: "less downtime" }],
          quote: { text: "We stopped firefighting.", person: "Ines Brandt", role: "Head of Operations" },
          solution_ids: [solutionId],
          product_ids: [productId],
        },
      }),
    );
    const row = expectOk(result).row;
    expect(row).toMatchObject({
      slug: "downtime-cut-by-38",
      body: "<p>Less waiting.</p>",
      figures: [{ value: "38 %", label: "less downtime" }],
      quote: { text: "We stopped firefighting.", person: "Ines Brandt", role: "Head of Operations" },
      solution_ids: [solutionId],
      product_ids: [productId],
      cover_image: expect.objectContaining({ id: cover }),
      logo: expect.objectContaining({ id: logo }),
      status: "draft",
      version: 1,
    });
    // Read back on its own: the id lists are numbers on every driver.
    expect((await getCustomerStoryById(db(), row.id))?.solution_ids).toEqual([solutionId]);
    expect(events.map((event) => [event.action, event.entity, event.summary])).toEqual([
      ["create", "customer_story", "Created customer story “Downtime cut by 38 %”"],
    ]);
    expect(await listRevisions(db(), { resource: "customer-stories", recordId: String(row.id) })).toHaveLength(1);
    expect(customerStories.toJson(row)).toMatchObject({ cover_image_url: expect.stringMatching(/^\/media\//), logo_id: logo, figures: row.figures });
  });

  it("refuses images that are not images, related items that are not there, and a taken slug", async () => {
    const video = await insertMedia(db(), "video");
    await create({ title: "Taken" });
    expect(
      await customerStories.create(db(), {
        ...context,
        input: {
          title: "X",
          customer_name: "Y",
          slug: "taken",
          cover_image_id: video,
          logo_id: 999,
          solution_ids: [solutionId, 998, 999],
          product_ids: [997],
        },
      }),
    ).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: {
        cover_image_id: ["Cover image must be an image"],
        logo_id: ["Logo was not found in the media library"],
        solution_ids: ["Related solutions must be chosen from the list: 998, 999 were not found"],
        product_ids: ["Related products must be chosen from the list: 997 was not found"],
        slug: ["Slug is already used by another customer story"],
      },
    });
  });
});

describe("updating a customer story", () => {
  it("checks the version, keeps what it is not given, and redirects a live story's old address", async () => {
    const row = await create({ title: "Hospital beds found faster", status: "published", figures: [{ value: "2 h", label: "saved a shift" }] });
    const updated = expectOk(
      await customerStories.update(db(), { ...context, id: row.id, version: 1, input: { slug: "beds-found-faster", quote: { text: "Calm nights.", person: "Dr Lee", role: "" } } }),
    ).row;
    expect(updated).toMatchObject({ version: 2, slug: "beds-found-faster", figures: [{ value: "2 h", label: "saved a shift" }], quote: { person: "Dr Lee" } });
    expect(await findRedirect(db(), "/customer-stories/hospital-beds-found-faster")).toMatchObject({ to_path: "/customer-stories/beds-found-faster" });

    expect(await customerStories.update(db(), { ...context, id: row.id, version: 1, input: { title: "Stale" } })).toMatchObject({
      ok: false, status: 409, reason: "conflict",
    });
    expect(await customerStories.update(db(), { ...context, id: 999, version: 1, input: {} })).toMatchObject({ ok: false, status: 404 });
    expect(await customerStories.update(db(), { ...context, id: row.id, version: 2, input: { product_ids: [5000] } })).toMatchObject({
      ok: false, status: 422, fieldErrors: { product_ids: ["Related products must be chosen from the list: 5000 was not found"] },
    });
    const cleared = expectOk(await customerStories.update(db(), { ...context, id: row.id, version: 2, input: { figures: [], quote: null } })).row;
    expect(cleared).toMatchObject({ figures: [], quote: null, version: 3 });
  });

  it("leaves no redirect for a draft's slug change", async () => {
    const row = await create({ title: "Draft story" });
    expectOk(await customerStories.update(db(), { ...context, id: row.id, version: 1, input: { slug: "draft-story-2" } }));
    expect(await findRedirect(db(), "/customer-stories/draft-story")).toBeUndefined();
  });

  it("restores an earlier revision with its figures, quote and related ids", async () => {
    const row = await create({ title: "Retail shelves", figures: [{ value: "9 %", label: "more sales" }], solution_ids: [solutionId] });
    expectOk(await customerStories.update(db(), { ...context, id: row.id, version: 1, input: { figures: [], solution_ids: [], quote: { text: "Good.", person: "Sam", role: "" } } }));
    const [, first] = await listRevisions(db(), { resource: "customer-stories", recordId: String(row.id) });
    expect(await restoreRevision(db(), context, { ref: { resource: "customer-stories", recordId: String(row.id) }, revisionId: first.id, version: 2 })).toEqual({
      ok: true, version: 3,
    });
    expect(await getCustomerStoryById(db(), row.id)).toMatchObject({ figures: [{ value: "9 %", label: "more sales" }], solution_ids: [solutionId], quote: null });
  });
});

describe("listing customer stories", () => {
  it("searches titles and customers, filters by status and sorts by the list's columns", async () => {
    await create({ title: "Alpha", customer_name: "Zeta Retail", status: "published", published_at: new Date(Date.now() - DAY) });
    await create({ title: "Beta", customer_name: "Mercy Hospitals" });
    await create({ title: "Gamma", status: "published", published_at: new Date(Date.now() + DAY) });

    expect((await listCustomerStories(db())).items.map((row) => row.title)).toEqual(["Gamma", "Beta", "Alpha"]);
    expect((await listCustomerStories(db(), { q: "hospital" })).items.map((row) => row.title)).toEqual(["Beta"]);
    expect((await listCustomerStories(db(), { q: "alp" })).total).toBe(1);
    expect((await listCustomerStories(db(), { status: "draft" })).items.map((row) => row.title)).toEqual(["Beta"]);
    expect((await listCustomerStories(db(), { status: "published" })).items.map((row) => row.title)).toEqual(["Alpha"]);
    expect((await listCustomerStories(db(), { status: "scheduled" })).items.map((row) => row.title)).toEqual(["Gamma"]);
    expect((await listCustomerStories(db(), { sort: { key: "customer", dir: "asc" } })).items.map((row) => row.customer_name)).toEqual([
      "Mercy Hospitals", "Nordhafen Logistics", "Zeta Retail",
    ]);
    const page = await listCustomerStories(db(), { perPage: 2, page: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, perPage: 2, lastPage: 2 });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).not.toHaveProperty("body");
  });
});

describe("deleting a customer story", () => {
  it("moves it to the trash, drops the redirects to it, and comes back whole", async () => {
    const row = await create({
      title: "Launch",
      status: "published",
      figures: [{ value: "3", label: "countries" }],
      quote: { text: "Smooth.", person: "Kai", role: "CTO" },
      product_ids: [productId],
    });
    expectOk(await customerStories.update(db(), { ...context, id: row.id, version: 1, input: { slug: "launch-2" } }));
    expect(await customerStories.remove(db(), { ...context, id: row.id })).toEqual({ ok: true });
    expect(await findRedirect(db(), "/customer-stories/launch")).toBeUndefined();
    expect(await getCustomerStoryById(db(), row.id)).toBeUndefined();
    expect(await customerStories.remove(db(), { ...context, id: row.id })).toMatchObject({ ok: false, status: 404 });

    expect(await restoreTrashed(db(), context, { resource: "customer-stories", id: row.id })).toMatchObject({ ok: true, notes: [] });
    expect(await getCustomerStoryById(db(), row.id)).toMatchObject({
      slug: "launch-2",
      figures: [{ value: "3", label: "countries" }],
      quote: { text: "Smooth.", person: "Kai", role: "CTO" },
      product_ids: [productId],
      status: "published",
    });
  });
});
