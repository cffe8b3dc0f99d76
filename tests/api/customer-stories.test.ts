import { db } from "~/db/db.server";
import * as collection from "~/routes/api.admin.$resource";
import * as item from "~/routes/api.admin.$resource.$id";
import { products } from "~/services/content/products.server";
import { solutions } from "~/services/content/solutions.server";
import { apiRequest, body, ORIGIN } from "../helpers/api";
import { addContent } from "../helpers/content";
import { createCallers, insertMedia, type Callers } from "./fixtures";
import { call } from "./openapi-check";
import { createRefs, type Refs } from "./samples";

/**
 * /api/admin/customer-stories beyond the walk every resource gets
 * (admin-crud.test.ts): the figures, the quote and the related ids, as JSON
 * and as multipart, and the 422s that name them. Every answer is checked
 * against the OpenAPI document.
 */

let callers: Callers;
let refs: Refs;
let solutionId: number;
let productId: number;

beforeAll(async () => {
  callers = await createCallers();
  refs = await createRefs();
  solutionId = (await addContent(solutions, { category_id: refs.solutionCategoryId, title: "Route planning", status: "published" })).id;
  productId = (await addContent(products, { category_id: refs.productCategoryId, title: "Door sensor" })).id;
});

const BASE = "/api/admin/customer-stories";

function send(method: string, path: string, options: { json?: unknown; multipart?: Record<string, string> } = {}) {
  return apiRequest(path, { method, token: callers.adminToken, ...options });
}

/** A multipart body with repeated fields, as a form with several ticked boxes sends it. */
function multipart(method: string, path: string, entries: Array<[string, string]>): Request {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return new Request(`${ORIGIN}${path}`, { method, headers: { Authorization: `Bearer ${callers.adminToken}` }, body: form });
}

const STORY = {
  title: "Hospital beds found 2 hours sooner",
  customer_name: "St. Aurelia Hospital Group",
  industry: "Healthcare",
  summary: "Bed management across four sites.",
  body: "<p>Four sites, one view.</p>",
  figures: [{ value: "2 h", label: "sooner per admission" }, { value: "4", label: "hospitals" }],
  quote: { text: "Our nights got calmer.", person: "Dr. Mara Lind", role: "Chief Medical Officer" },
  status: "published",
};

describe("/api/admin/customer-stories", () => {
  it("creates, reads, updates and deletes a story with its figures, quote, images and related items", async () => {
    const logo = await insertMedia(db());
    const created = await call(
      collection.action,
      send("POST", BASE, { json: { ...STORY, logo_id: logo, cover_image_id: refs.imageId, solution_ids: [solutionId], product_ids: [productId, productId] } }),
      { resource: "customer-stories" },
    );
    expect(created.status).toBe(201);
    const { data } = await body(created);
    expect(data).toMatchObject({
      title: STORY.title,
      slug: "hospital-beds-found-2-hours-sooner",
      customer_name: STORY.customer_name,
      figures: STORY.figures,
      quote: STORY.quote,
      solution_ids: [solutionId],
      product_ids: [productId],
      logo_id: logo,
      logo_url: expect.stringMatching(new RegExp(`^/media/${logo}/`)),
      cover_image_url: expect.stringMatching(new RegExp(`^/media/${refs.imageId}/`)),
      status: "published",
      version: 1,
    });
    const id = String(data.id);

    const read = await call(item.loader, send("GET", `${BASE}/${id}`), { resource: "customer-stories", id });
    expect((await body(read)).data).toEqual(data);

    const put = await call(
      item.action,
      send("PUT", `${BASE}/${id}`, { json: { ...STORY, slug: "beds-sooner", figures: [], quote: null, version: 1 } }),
      { resource: "customer-stories", id },
    );
    expect(put.status).toBe(200);
    expect((await body(put)).data).toMatchObject({ slug: "beds-sooner", figures: [], quote: null, solution_ids: [solutionId], version: 2 });

    const removed = await call(item.action, send("DELETE", `${BASE}/${id}`), { resource: "customer-stories", id });
    expect(removed.status).toBe(204);
    expect((await call(item.loader, send("GET", `${BASE}/${id}`), { resource: "customer-stories", id })).status).toBe(404);
  });

  it("takes figures, quote and related ids as multipart fields; a PATCH leaves out what it does not name", async () => {
    const created = await call(
      collection.action,
      multipart("POST", BASE, [
        ["title", "Shelves restocked before opening"],
        ["customer_name", "Kessler Markets"],
        ["figures[0][value]", "9 %"],
        ["figures[0][label]", "more sales"],
        ["figures[1][value]", ""],
        ["figures[1][label]", ""],
        ["quote[text]", "Full shelves at eight."],
        ["quote[person]", "Jonas Kessler"],
        ["quote[role]", ""],
        ["solution_ids", String(solutionId)],
        ["product_ids", String(productId)],
      ]),
      { resource: "customer-stories" },
    );
    expect(created.status).toBe(201);
    const { data } = await body(created);
    expect(data).toMatchObject({
      figures: [{ value: "9 %", label: "more sales" }],
      quote: { text: "Full shelves at eight.", person: "Jonas Kessler", role: "" },
      solution_ids: [solutionId],
      product_ids: [productId],
    });
    const id = String(data.id);
    const patched = await call(item.action, multipart("PATCH", `${BASE}/${id}`, [["industry", "Retail"], ["version", "1"]]), {
      resource: "customer-stories",
      id,
    });
    expect(patched.status).toBe(200);
    const { data: after } = await body(patched);
    expect(after).toMatchObject({ industry: "Retail", figures: data.figures, quote: data.quote, solution_ids: [solutionId], version: 2 });
  });

  it("refuses with 422 naming the field: a fourth figure, a partial quote, a related item that is not there, a logo that is not an image", async () => {
    const pdf = await insertMedia(db(), "pdf");
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ figures: [1, 2, 3, 4].map((n) => ({ value: String(n), label: "x" })) }, { figures: ["Key figures may be at most 3"] }],
      [{ quote: { text: "", person: "Ann", role: "" } }, { "quote.text": ["Quote text is required"] }],
      [{ quote: { text: "Fine.", person: "" } }, { "quote.person": ["Quote person is required"] }],
      [{ solution_ids: [424242] }, { solution_ids: ["Related solutions must be chosen from the list: 424242 was not found"] }],
      [{ product_ids: ["seven"] }, { "product_ids.0": ["Related products must be chosen from the list"] }],
      [{ logo_id: pdf }, { logo_id: ["Logo must be an image"] }],
      [{ customer_name: "" }, { customer_name: ["Customer name is required"] }],
    ];
    for (const [change, errors] of cases) {
      const response = await call(collection.action, send("POST", BASE, { json: { ...STORY, title: "Refused", ...change } }), {
        resource: "customer-stories",
      });
      expect(response.status, JSON.stringify(change)).toBe(422);
      const json = await body(response);
      expect(json.errors).toEqual(errors);
      expect(json.message).toBe(Object.values(errors)[0][0]);
    }
    const listed = await body(await call(collection.loader, send("GET", `${BASE}?q=Refused`), { resource: "customer-stories" }));
    expect(listed.meta.total).toBe(0);
  });

  it("lists with search, status and the admin list's sort", async () => {
    await call(collection.action, send("POST", BASE, { json: { ...STORY, title: "Sorted A", customer_name: "Zephyr" } }), { resource: "customer-stories" });
    await call(collection.action, send("POST", BASE, { json: { ...STORY, title: "Sorted B", customer_name: "Alder", status: "draft" } }), { resource: "customer-stories" });
    const sorted = await body(await call(collection.loader, send("GET", `${BASE}?q=Sorted&sort=customer`), { resource: "customer-stories" }));
    expect(sorted.data.map((row: { customer_name: string }) => row.customer_name)).toEqual(["Alder", "Zephyr"]);
    expect(sorted.data[0]).not.toHaveProperty("body");
    const drafts = await body(await call(collection.loader, send("GET", `${BASE}?q=Sorted&status=draft`), { resource: "customer-stories" }));
    expect(drafts.data.map((row: { title: string }) => row.title)).toEqual(["Sorted B"]);
    const wrong = await call(collection.loader, send("GET", `${BASE}?sort=industry`), { resource: "customer-stories" });
    expect(wrong.status).toBe(422);
    expect((await body(wrong)).errors.sort).toEqual(["The sort parameter must be one of title, customer, status, published or updated"]);
  });
});
