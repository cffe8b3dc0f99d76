import * as page from "~/routes/api.frontend.pages.$slug";
import * as collection from "~/routes/api.admin.$resource";
import * as item from "~/routes/api.admin.$resource.$id";
import { apiRequest, body } from "../helpers/api";
import { createCallers, type Callers } from "./fixtures";
import { call, document } from "./openapi-check";

/**
 * A page's sections through the API: written and read by the admin API, read by the public one,
 * refused with the path of the field. Every answer is checked against the OpenAPI document.
 */

let callers: Callers;
beforeAll(async () => {
  callers = await createCallers();
});

const BASE = "/api/admin/pages";

const SECTIONS = [
  { type: "hero", heading: "Why choose us", text: "", image_id: null, buttons: [{ label: "Talk to us", url: "/contact-us" }] },
  { type: "figures", heading: "", items: [{ value: "25", label: "years" }, { value: "40", label: "countries" }] },
  { type: "latest", heading: "News", source: "news", count: 3 },
];

function send(method: string, path: string, json: unknown) {
  return apiRequest(path, { method, token: callers.adminToken, json });
}

describe("a page's sections in the API", () => {
  it("are written, read back by the admin API and shown by the public one", async () => {
    const created = await call(collection.action, send("POST", BASE, { title: "Why sections", status: "published", sections: SECTIONS }), {
      resource: "pages",
    });
    expect(created.status).toBe(201);
    const { data } = await body(created);
    expect(data.sections).toEqual(SECTIONS);
    const id = String(data.id);

    const patched = await call(item.action, send("PATCH", `${BASE}/${id}`, { version: 1, sections: [SECTIONS[2], SECTIONS[0]] }), {
      resource: "pages", id,
    });
    expect(patched.status).toBe(200);
    expect((await body(patched)).data.sections).toEqual([SECTIONS[2], SECTIONS[0]]);

    const read = await call(page.loader, apiRequest(`/api/frontend/pages/${data.slug}`), { slug: data.slug });
    expect((await body(read)).data.sections).toEqual([SECTIONS[2], SECTIONS[0]]);
  });

  it("answer 422 naming the section's field", async () => {
    const sections = [
      SECTIONS[0],
      { type: "faq", items: [{ question: "Why?", answer: "Because" }] },
      { type: "figures", items: [{ value: "", label: "years" }, { value: "40", label: "countries" }] },
      { type: "carousel" },
    ];
    const response = await call(collection.action, send("POST", BASE, { title: "Broken", sections }), { resource: "pages" });
    expect(response.status).toBe(422);
    const { errors } = await body(response);
    expect(errors["sections.2.items.0.value"]).toEqual(["Value is required"]);
    expect(errors["sections.3.type"]).toEqual([expect.stringContaining("Section type must be one of")]);
  });

  it("are described in OpenAPI as one of the types, told apart by `type`", () => {
    type Properties = Record<string, { items?: unknown; properties?: Properties }>;
    const schemas = (document as unknown as { components: { schemas: Record<string, { properties: Properties }> } }).components.schemas;
    const page = schemas.Page.properties.data.properties!;
    for (const properties of [page, schemas.PageCreate.properties, schemas.PagePatch.properties]) {
      const items = properties.sections.items as { oneOf: Array<{ properties: { type: { const: string } } }>; discriminator: unknown };
      expect(items.discriminator).toEqual({ propertyName: "type" });
      expect(items.oneOf.map((option) => option.properties.type.const)).toEqual([
        "hero", "rich_text", "features", "logos", "figures", "quote", "cta", "faq", "image_text", "video", "contact_form", "latest",
      ]);
    }
  });
});
