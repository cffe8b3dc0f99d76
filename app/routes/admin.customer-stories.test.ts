import { sql } from "kysely";
import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { getCustomerStoryById } from "~/models/customer-story.server";
import { customerStories } from "~/services/content/customer-stories.server";
import { productCategories } from "~/services/content/product-categories.server";
import { products } from "~/services/content/products.server";
import { solutionCategories } from "~/services/content/solution-categories.server";
import { solutions } from "~/services/content/solutions.server";
import {
  adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId, textOfId } from "../../tests/helpers/admin-render";
import { addContent } from "../../tests/helpers/content";
import * as list from "./admin.customer-stories";
import * as create from "./admin.create-customer-stories";
import * as edit from "./admin.edit-customer-stories.$id";

/** The customer story screens: /admin/customer-stories, /admin/create-customer-stories, /admin/edit-customer-stories/{id}. */

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";

/** Every field as the form posts it without JavaScript: three figure rows, the quote's three fields, the related lists' markers. */
const FIELDS: Array<[string, string]> = [
  ["title", ""],
  ["slug", ""],
  ["customer_name", ""],
  ["industry", ""],
  ["summary", ""],
  ["body", ""],
  ["cover_image_id", ""],
  ["logo_id", ""],
  ...[0, 1, 2].flatMap((row): Array<[string, string]> => [[`figures[${row}][value]`, ""], [`figures[${row}][label]`, ""]]),
  ["quote[text]", ""],
  ["quote[person]", ""],
  ["quote[role]", ""],
  ["solution_ids", ""],
  ["product_ids", ""],
  ["status", "draft"],
  ["published_at", ""],
  ["seo_title", ""],
  ["seo_description", ""],
];

/** FIELDS with some set (a repeated name is added, not replaced). */
function fields(values: Record<string, string>, extra: Array<[string, string]> = []): Array<[string, string]> {
  return [...FIELDS.map(([name, value]): [string, string] => [name, values[name] ?? value]), ...Object.entries(values).filter(([name]) => !FIELDS.some(([known]) => known === name)), ...extra];
}

/** An element id with the brackets of a row's field name, as the render helpers' patterns take it. */
const idOf = (id: string) => id.replace(/[[\]]/g, "\\$&");

let solutionId: number;
let productId: number;

beforeEach(async () => {
  await sql`truncate customer_story, solution, product, solution_category, product_category, redirect, revision, trash restart identity cascade`.execute(db());
  const solutionCategory = await addContent(solutionCategories, { name: "Cloud", is_published: true });
  const productCategory = await addContent(productCategories, { name: "Sensors", is_published: true });
  solutionId = (await addContent(solutions, { category_id: solutionCategory.id, title: "Fleet telemetry", status: "published" })).id;
  productId = (await addContent(products, { category_id: productCategory.id, title: "Edge gateway" })).id;
});

async function story(title: string, values: Record<string, unknown> = {}) {
  return addContent(customerStories, { title, customer_name: "Nordhafen Logistics", ...values });
}

const listOf = (path: string, cookie?: string) => settle(list.loader({ request: adminGet(path, cookie), context, params: {} }));

describe("/admin/customer-stories", () => {
  it("is for staff only", async () => {
    const item = await story("Guarded");
    await expectAdminOnly("/admin/customer-stories", (cookie) => list.loader({ request: adminGet("/admin/customer-stories", cookie), context, params: {} }));
    await expectAdminOnly("/admin/create-customer-stories", (cookie) =>
      create.action({ request: adminPost("/admin/create-customer-stories", fields({ title: "Sneaky", customer_name: "X" }), cookie), context, params: {} }),
    );
    const path = `/admin/edit-customer-stories/${item.id}`;
    await expectAdminOnly(path, (cookie) => edit.action({ request: adminPost(path, { intent: "delete" }, cookie), context, params: { id: String(item.id) } }));
    expect(await getCustomerStoryById(db(), item.id)).toBeDefined();
  });

  it("lists stories searched by title or customer, filtered by status, sorted by customer", async () => {
    const { cookie } = await signInAdmin();
    const logo = await insertMedia(db());
    await story("Downtime cut by 38 %", { logo_id: logo, status: "published" });
    await story("Beds found faster", { customer_name: "Mercy Hospitals" });
    const all = await (await listOf("/admin/customer-stories", cookie)).json();
    expect(all).toMatchObject({ total: 2, page: 1, lastPage: 1 });
    expect((await (await listOf("/admin/customer-stories?q=mercy", cookie)).json()).items.map((item: { title: string }) => item.title)).toEqual([
      "Beds found faster",
    ]);
    const published = await (await listOf("/admin/customer-stories?status=published", cookie)).json();
    expect(published.items).toEqual([expect.objectContaining({ title: "Downtime cut by 38 %", logo: expect.objectContaining({ id: logo }) })]);
    const sorted = await (await listOf("/admin/customer-stories?sort=customer&dir=desc", cookie)).json();
    expect(sorted.items.map((item: { customer_name: string }) => item.customer_name)).toEqual(["Nordhafen Logistics", "Mercy Hospitals"]);
  });

  it("renders the list, and deletes with a confirmation step, a toast and an audit event", async () => {
    const handle = await adminScreens([{ file: "admin.customer-stories", path: "customer-stories", module: list }]);
    const { cookie, admin } = await signInAdmin();
    const doomed = await story("Old case");
    const html = await (await handle(adminGet("/admin/customer-stories", cookie))).text();
    expect(html).toContain("<h1>Customer Stories</h1>");
    expect(html).toContain(`href="/admin/edit-customer-stories/${doomed.id}"`);
    expect(html).toContain("Nordhafen Logistics");

    const response = await settle(list.action({ request: adminPost("/admin/customer-stories", { intent: "delete", id: String(doomed.id) }, cookie), context, params: {} }));
    expect(response.headers.get("Location")).toBe("/admin/customer-stories");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Customer story “Old case” deleted" });
    expect(await getCustomerStoryById(db(), doomed.id)).toBeUndefined();
    expect(await latestAudit("customer_story")).toMatchObject({ action: "delete", entity_id: String(doomed.id), actor_id: admin.id });
  });

  it("publishes several at once", async () => {
    const { cookie } = await signInAdmin();
    const a = await story("One");
    const b = await story("Two");
    const response = await settle(
      list.action({
        request: adminPost("/admin/customer-stories", [["intent", "bulk"], ["bulk_action", "publish"], ["ids", String(a.id)], ["ids", String(b.id)]], cookie),
        context,
        params: {},
      }),
    );
    expect(response.status).toBe(302);
    expect((await getCustomerStoryById(db(), a.id))?.status).toBe("published");
    expect((await getCustomerStoryById(db(), b.id))?.status).toBe("published");
  });
});

describe("/admin/create-customer-stories", () => {
  it("offers the library's images and every solution and product", async () => {
    const { cookie } = await signInAdmin();
    const image = await insertMedia(db());
    const data = await (await settle(create.loader({ request: adminGet("/admin/create-customer-stories", cookie), context, params: {} }))).json();
    expect(data.images.map((option: { value: string }) => option.value)).toContain(String(image));
    expect(data.solutions).toEqual([{ id: solutionId, title: "Fleet telemetry", status: "published" }]);
    expect(data.products).toEqual([{ id: productId, title: "Edge gateway", status: "draft" }]);
  });

  it("offers the industries in use and the common ones as suggestions of a free text field, and takes a new one", async () => {
    const { cookie } = await signInAdmin();
    await story("Cold chain", { industry: "Cold storage" });
    // The same industry in another case is offered once, as it is in use.
    await story("Ports", { industry: "logistics" });
    const data = await (await settle(create.loader({ request: adminGet("/admin/create-customer-stories", cookie), context, params: {} }))).json();
    expect(data.industries).toEqual(["Cold storage", "Energy", "Financial services", "Food and drink", "Healthcare", "logistics", "Manufacturing", "Public sector", "Retail", "Transport"]);

    const handle = await adminScreens([{ file: "admin.create-customer-stories", path: "create-customer-stories", module: create }]);
    const html = await (await handle(adminGet("/admin/create-customer-stories", cookie))).text();
    // A plain <input list>: the browser offers the list without JavaScript, and any text is still taken.
    expect(tagWithId(html, "field-industry")).toMatch(/list="industry-suggestions"/);
    expect(tagWithId(html, "field-industry")).toMatch(/type="text"/);
    expect(html).toMatch(/<datalist id="industry-suggestions"><option value="Cold storage"><\/option><option value="Energy">/);

    const created = await settle(
      create.action({ request: adminPost("/admin/create-customer-stories", fields({ title: "Seed bank", customer_name: "Arktis Seeds", industry: "Agriculture" }), cookie), context, params: {} }),
    );
    expect(created.status).toBe(302);
    const [row] = (await customerStories.list(db(), { q: "Seed bank" })).items;
    expect((await getCustomerStoryById(db(), row.id))?.industry).toBe("Agriculture");
    const after = await (await settle(create.loader({ request: adminGet("/admin/create-customer-stories", cookie), context, params: {} }))).json();
    expect(after.industries[0]).toBe("Agriculture");
  });

  it("creates a story from a plain form post: figures, quote and related items, with an audit event", async () => {
    const { cookie, admin } = await signInAdmin();
    const logo = await insertMedia(db());
    const response = await settle(
      create.action({
        request: adminPost(
          "/admin/create-customer-stories",
          fields(
            {
              title: "Downtime cut by 38 %",
              customer_name: "Nordhafen Logistics",
              industry: "Logistics",
              logo_id: String(logo),
              "figures[0][value]": "38 %",
              "figures[0][label]": "less downtime",
              "figures[2][value]": "4 weeks",
              "figures[2][label]": "to roll out",
              "quote[text]": "We stopped firefighting.",
              "quote[person]": "Ines Brandt",
              "quote[role]": "Head of Operations",
              status: "published",
              confirm: "1",
            },
            [["solution_ids", String(solutionId)], ["product_ids", String(productId)]],
          ),
          cookie,
        ),
        context,
        params: {},
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/admin\/edit-customer-stories\/\d+$/);
    expect(await toastOf(response)).toEqual({
      type: "success",
      message: "Published “Downtime cut by 38 %”",
      link: { href: "/customer-stories/downtime-cut-by-38", label: "View on site" },
    });
    const [created] = (await customerStories.list(db(), { q: "Downtime cut" })).items;
    expect(await getCustomerStoryById(db(), created.id)).toMatchObject({
      slug: "downtime-cut-by-38",
      logo_id: logo,
      figures: [{ value: "38 %", label: "less downtime" }, { value: "4 weeks", label: "to roll out" }],
      quote: { text: "We stopped firefighting.", person: "Ines Brandt", role: "Head of Operations" },
      solution_ids: [solutionId],
      product_ids: [productId],
      status: "published",
    });
    expect(await latestAudit("customer_story")).toMatchObject({ action: "create", entity_id: String(created.id), actor_id: admin.id });
  });

  it("refuses a half-filled figure and quote, naming the fields beside them and keeping what was typed", async () => {
    const handle = await adminScreens([{ file: "admin.create-customer-stories", path: "create-customer-stories", module: create }]);
    const { cookie } = await signInAdmin();
    const response = await handle(
      adminPost(
        "/admin/create-customer-stories",
        fields({ title: "Half done", customer_name: "", "figures[1][value]": "12", "quote[person]": "Dr Lee", summary: "Kept <b>summary</b>" }, [
          ["solution_ids", String(solutionId)],
        ]),
        cookie,
      ),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(textOfId(html, "field-customer_name-error")).toBe("Customer name is required");
    // The second row is the first filled one: its error is beside it.
    expect(textOfId(html, idOf("field-figures[1][label]-error"))).toBe("Figure label is required");
    expect(tagWithId(html, idOf("field-figures[1][value]"))).toContain('value="12"');
    expect(textOfId(html, idOf("field-quote[text]-error"))).toBe("Quote text is required");
    expect(tagWithId(html, idOf("field-quote[person]"))).toContain('value="Dr Lee"');
    expect(html).toMatch(/<textarea id="field-title" [^>]*>Half done<\/textarea>/);
    expect(html).toContain("Kept &lt;b&gt;summary&lt;/b&gt;</textarea>");
    expect(tagWithId(html, `field-solution_ids-${solutionId}`)).toContain("checked");
    expect((await customerStories.list(db(), { q: "Half done" })).total).toBe(0);
  });

  it("refuses a related item that is gone, keeping every ticked box", async () => {
    const { cookie } = await signInAdmin();
    const response = await settle(
      create.action({
        request: adminPost("/admin/create-customer-stories", fields({ title: "Stale list", customer_name: "X" }, [["solution_ids", String(solutionId)], ["solution_ids", "9999"]]), cookie),
        context,
        params: {},
      }),
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({ solution_ids: ["Related solutions must be chosen from the list: 9999 was not found"] });
    expect(body.values.solution_ids).toEqual(["", String(solutionId), "9999"]);
  });
});

describe("/admin/edit-customer-stories/{id}", () => {
  const path = (id: number) => `/admin/edit-customer-stories/${id}`;

  it("shows the stored story with its figures, quote, related items and history, or 404", async () => {
    const { cookie } = await signInAdmin();
    const item = await story("Editable", { figures: [{ value: "9 %", label: "more sales" }], quote: { text: "Yes.", person: "Sam", role: "" }, solution_ids: [solutionId] });
    const data = await (await settle(edit.loader({ request: adminGet(path(item.id), cookie), context, params: { id: String(item.id) } }))).json();
    expect(data.item).toMatchObject({
      id: item.id,
      figures: [{ value: "9 %", label: "more sales" }],
      quote: { text: "Yes.", person: "Sam", role: "" },
      solution_ids: [solutionId],
      version: 1,
      history_count: 1,
    });
    expect((await settle(edit.loader({ request: adminGet(path(999999), cookie), context, params: { id: "999999" } }))).status).toBe(404);

    const handle = await adminScreens([{ file: "admin.edit-customer-stories.$id", path: "edit-customer-stories/:id", module: edit }]);
    const html = await (await handle(adminGet(path(item.id), cookie))).text();
    expect(tagWithId(html, idOf("field-figures[0][value]"))).toContain('value="9 %"');
    expect(tagWithId(html, idOf("field-figures[1][value]"))).toContain('value=""');
    expect(tagWithId(html, `field-solution_ids-${solutionId}`)).toContain("checked");
    expect(html).toContain(`href="/admin/revisions/customer-stories/${item.id}"`);
  });

  it("saves the form, bumping the version; unticking every box and emptying the quote clears them", async () => {
    const { cookie, admin } = await signInAdmin();
    const item = await story("Before", { quote: { text: "Yes.", person: "Sam", role: "" }, solution_ids: [solutionId] });
    const response = await settle(
      edit.action({
        request: adminPost(path(item.id), fields({ intent: "update", version: "1", title: "After", slug: item.slug, customer_name: "Nordhafen", "figures[0][value]": "2", "figures[0][label]": "sites" }), cookie),
        context,
        params: { id: String(item.id) },
      }),
    );
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ message: "Draft saved", link: { label: "Preview" } });
    expect(await getCustomerStoryById(db(), item.id)).toMatchObject({
      title: "After",
      figures: [{ value: "2", label: "sites" }],
      quote: null,
      solution_ids: [],
      version: 2,
    });
    expect(await latestAudit("customer_story")).toMatchObject({ action: "update", entity_id: String(item.id), actor_id: admin.id });
  });

  it("refuses a stale version, overwriting nothing and keeping what was typed", async () => {
    const { cookie } = await signInAdmin();
    const item = await story("Shared");
    const response = await settle(
      edit.action({
        request: adminPost(path(item.id), fields({ intent: "update", version: "7", title: "Mine", customer_name: "X" }), cookie),
        context,
        params: { id: String(item.id) },
      }),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ formError: CONFLICT, values: { title: "Mine", version: "7" } });
    expect((await getCustomerStoryById(db(), item.id))?.title).toBe("Shared");
  });

  it("deletes from the edit screen after the confirmation step", async () => {
    const { cookie } = await signInAdmin();
    const item = await story("Going away");
    const asking = await (await settle(edit.loader({ request: adminGet(`${path(item.id)}?confirm-delete=${item.id}`, cookie), context, params: { id: String(item.id) } }))).json();
    expect(asking.confirmingDelete).toBe(true);
    const response = await settle(edit.action({ request: adminPost(path(item.id), { intent: "delete", id: String(item.id) }, cookie), context, params: { id: String(item.id) } }));
    expect(response.headers.get("Location")).toBe("/admin/customer-stories");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Customer story “Going away” deleted" });
    expect(await getCustomerStoryById(db(), item.id)).toBeUndefined();
  });
});
