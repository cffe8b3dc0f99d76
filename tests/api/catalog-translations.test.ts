import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import * as item from "~/routes/api.admin.$resource.$id";
import * as publicProductCategory from "~/routes/api.frontend.product-categories.$slug";
import * as publicProductCategories from "~/routes/api.frontend.product-categories._index";
import * as publicSolution from "~/routes/api.frontend.solutions.$slug";
import * as publicSolutionCategory from "~/routes/api.frontend.solution-categories.$slug";
import * as publicSolutionCategories from "~/routes/api.frontend.solution-categories._index";
import { apiRequest, body } from "../helpers/api";
import { insertCategory, insertItem } from "../helpers/admin-catalog";
import { createCallers, type Callers } from "./fixtures";
import { call } from "./openapi-check";

/** /api/admin/{solutions|products|…-categories}/{id}?locale=de: one locale's text, with its own version. */

let callers: Callers;
const locales = process.env.SITE_LOCALES;

beforeAll(async () => {
  process.env.SITE_LOCALES = "en,de";
  resetEnvCache();
  callers = await createCallers();
});

afterAll(() => {
  if (locales === undefined) delete process.env.SITE_LOCALES;
  else process.env.SITE_LOCALES = locales;
  resetEnvCache();
});

function send(resource: string, method: string, path: string, json?: unknown, token = callers.adminToken) {
  const id = /\/(\d+)(\?|$)/.exec(path)?.[1] ?? "";
  const request = apiRequest(path, { method, token, json });
  return call(method === "GET" ? item.loader : item.action, request, { resource, id });
}

describe.each([
  ["solutions", "solution"],
  ["products", "product"],
] as const)("/api/admin/%s/{id}?locale=de", (resource, kind) => {
  it("404 while there is none, then PUT creates it without a version and updates it with its own", async () => {
    const category = await insertCategory(kind, "Cranes");
    const crane = await insertItem(kind, { category_id: category.id, title: "Tower crane", status: "published", published_at: new Date(Date.now() - 60_000) });
    const path = `/api/admin/${resource}/${crane.id}?locale=de`;
    expect((await send(resource, "GET", path)).status).toBe(404);

    const created = await send(resource, "PUT", path, {
      title: "Turmdrehkran", summary: "Hoch hinaus", body: "<p>Text</p><script>x</script>", status: "published",
    });
    expect(created.status).toBe(201);
    const { data } = await body(created);
    // An empty slug is made from the translated title.
    expect(data).toMatchObject({ id: crane.id, locale: "de", title: "Turmdrehkran", slug: "turmdrehkran", summary: "Hoch hinaus", version: 1, outdated: false });
    expect(data.body).not.toContain("<script");

    expect((await send(resource, "PUT", path, { title: "Kran", status: "published", version: 7 })).status).toBe(409);
    const updated = await send(resource, "PUT", path, { title: "Kran", slug: "kran", version: 1 });
    expect(updated.status).toBe(200);
    // Left out, the status stays as it was.
    expect((await body(updated)).data).toMatchObject({ title: "Kran", slug: "kran", status: "published", version: 2 });

    // The item's own record and version are untouched by its translation.
    const english = await body(await send(resource, "GET", `/api/admin/${resource}/${crane.id}`));
    expect(english.data).toMatchObject({ title: "Tower crane", version: crane.version });

    const saved = await send(resource, "PATCH", `/api/admin/${resource}/${crane.id}`, { title: "Tower crane 2", version: crane.version });
    expect(saved.status).toBe(200);
    expect((await body(await send(resource, "GET", path))).data.outdated).toBe(true);
  });

  it("422 naming the fields, a slug taken in the locale, an update without a version; 400 for another locale", async () => {
    const category = await insertCategory(kind, "Hoists");
    const one = await insertItem(kind, { category_id: category.id, title: "First hoist" });
    const two = await insertItem(kind, { category_id: category.id, title: "Second hoist" });
    const invalid = await send(resource, "PUT", `/api/admin/${resource}/${one.id}?locale=de`, { title: "", slug: "Not A Slug", summary: "s".repeat(501) });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await body(invalid)).errors).sort()).toEqual(["slug", "summary", "title"]);

    expect((await send(resource, "PUT", `/api/admin/${resource}/${one.id}?locale=de`, { title: "Erstens", slug: "gleich" })).status).toBe(201);
    const taken = await send(resource, "PUT", `/api/admin/${resource}/${two.id}?locale=de`, { title: "Zweitens", slug: "gleich" });
    expect(taken.status).toBe(422);
    expect((await body(taken)).errors).toEqual({ slug: [`Slug is already used by another ${kind} in this language`] });
    const unversioned = await send(resource, "PUT", `/api/admin/${resource}/${one.id}?locale=de`, { title: "Erstens" });
    expect(Object.keys((await body(unversioned)).errors)).toEqual(["version"]);

    expect((await send(resource, "GET", `/api/admin/${resource}/${one.id}?locale=fr`)).status).toBe(400);
    expect((await send(resource, "PUT", `/api/admin/${resource}/99999?locale=de`, { title: "X" })).status).toBe(404);
    expect((await send(resource, "GET", `/api/admin/${resource}/${one.id}?locale=de`, undefined, callers.customerToken)).status).toBe(403);
  });
});

describe.each([
  ["solution-categories", "solution"],
  ["product-categories", "product"],
] as const)("/api/admin/%s/{id}?locale=de", (resource, kind) => {
  it("creates and updates a category's name in German, slugs unique within the locale", async () => {
    const cranes = await insertCategory(kind, "Crane systems");
    const hoists = await insertCategory(kind, "Hoist systems");
    const path = `/api/admin/${resource}/${cranes.id}?locale=de`;
    expect((await send(resource, "GET", path)).status).toBe(404);
    const created = await send(resource, "PUT", path, { name: "Kransysteme", description: "Alles über Krane" });
    expect(created.status).toBe(201);
    expect((await body(created)).data).toEqual({
      id: cranes.id, locale: "de", name: "Kransysteme", slug: "kransysteme", description: "Alles über Krane", version: 1, outdated: false,
    });
    const updated = await send(resource, "PUT", path, { name: "Krane", slug: "krane", version: 1 });
    expect((await body(updated)).data).toMatchObject({ name: "Krane", slug: "krane", description: "", version: 2 });
    expect((await send(resource, "PUT", path, { name: "Krane", version: 1 })).status).toBe(409);

    const taken = await send(resource, "PUT", `/api/admin/${resource}/${hoists.id}?locale=de`, { name: "Hebezeuge", slug: "krane" });
    expect(taken.status).toBe(422);
    expect(Object.keys((await body(taken)).errors)).toEqual(["slug"]);
    const rows = await db().selectFrom(`${kind}_category_translation`).select("slug").where("category_id", "=", hoists.id).execute();
    expect(rows).toEqual([]);
  });
});

it("refuses ?locale= on a type without translations, naming locale", async () => {
  const response = await send("certificates", "GET", "/api/admin/certificates/1?locale=de");
  expect(response.status).toBe(400);
  expect(Object.keys((await body(response)).errors)).toEqual(["locale"]);
});

describe("/api/frontend/solutions/{slug}?locale=de", () => {
  it("reads a solution by its German slug with its translations and says the language; the English read lists them too", async () => {
    const category = await insertCategory("solution", "Lifting", { is_published: true });
    const crane = await insertItem("solution", { category_id: category.id, title: "Gantry crane", status: "published", published_at: new Date(Date.now() - 60_000) });
    const other = await insertItem("solution", { category_id: category.id, title: "Jib crane", status: "published", published_at: new Date(Date.now() - 60_000) });
    await send("solutions", "PUT", `/api/admin/solutions/${crane.id}?locale=de`, { title: "Portalkran", slug: "portalkran", status: "published" });
    await send("solution-categories", "PUT", `/api/admin/solution-categories/${category.id}?locale=de`, { name: "Heben", slug: "heben" });

    const read = (path: string, slug: string) => call(publicSolution.loader, apiRequest(path, { token: callers.customerToken }), { slug });
    const german = await read("/api/frontend/solutions/portalkran?locale=de", "portalkran");
    expect(german.status).toBe(200);
    expect(german.headers.get("Content-Language")).toBe("de");
    const { data } = await body(german);
    expect(data).toMatchObject({ id: crane.id, title: "Portalkran", locale: "de", category: { name: "Heben", slug: "heben" }, translations: { en: crane.slug, de: "portalkran" } });
    // Untranslated, the other solution is not related in German; its English slug is no German address.
    expect(data.related).toEqual([]);
    expect((await read(`/api/frontend/solutions/${other.slug}?locale=de`, other.slug)).status).toBe(404);

    const english = await read(`/api/frontend/solutions/${crane.slug}`, crane.slug);
    expect(english.headers.get("Content-Language")).toBe("en");
    expect((await body(english)).data.translations).toEqual({ en: crane.slug, de: "portalkran" });
    expect((await read("/api/frontend/solutions/portalkran?locale=fr", "portalkran")).status).toBe(400);
  });
});

describe.each([
  ["solution", "solutions", publicSolutionCategory, publicSolutionCategories],
  ["product", "products", publicProductCategory, publicProductCategories],
] as const)("/api/frontend/%s-categories/{slug}?locale=de", (kind, items, route, listRoute) => {
  const read = (path: string, slug: string) => call(route.loader, apiRequest(path), { slug });

  it("reads a category by its German slug: its German name and description, its German items, the language said", async () => {
    const category = await insertCategory(kind, `Conveyors ${kind}`, { is_published: true });
    const live = { category_id: category.id, status: "published" as const, published_at: new Date(Date.now() - 60_000) };
    const belt = await insertItem(kind, { ...live, title: `Belt conveyor ${kind}` });
    const roller = await insertItem(kind, { ...live, title: `Roller conveyor ${kind}` });
    await send(`${kind}-categories`, "PUT", `/api/admin/${kind}-categories/${category.id}?locale=de`, { name: "Fördertechnik", slug: `foerdertechnik-${kind}`, description: "Alles, was Güter bewegt" });
    await send(`${items}`, "PUT", `/api/admin/${items}/${belt.id}?locale=de`, { title: "Gurtförderer", slug: `gurtfoerderer-${kind}`, summary: "Für Schüttgut", status: "published" });

    const german = await read(`/api/frontend/${kind}-categories/foerdertechnik-${kind}?locale=de`, `foerdertechnik-${kind}`);
    expect(german.status).toBe(200);
    expect(german.headers.get("Content-Language")).toBe("de");
    const { data } = await body(german);
    expect(data).toMatchObject({
      id: category.id, name: "Fördertechnik", slug: `foerdertechnik-${kind}`, description: "Alles, was Güter bewegt", locale: "de",
      translations: { en: category.slug, de: `foerdertechnik-${kind}` },
    });
    // The untranslated item is not in the German category.
    expect(data[items]).toEqual([expect.objectContaining({ id: belt.id, title: "Gurtförderer", slug: `gurtfoerderer-${kind}`, summary: "Für Schüttgut", locale: "de" })]);

    // The English read names the German slug too and says its language; it lists both items.
    const english = await read(`/api/frontend/${kind}-categories/${category.slug}`, category.slug);
    expect(english.headers.get("Content-Language")).toBe("en");
    const englishData = (await body(english)).data;
    expect(englishData.translations).toEqual({ en: category.slug, de: `foerdertechnik-${kind}` });
    expect(englishData[items].map((item: { id: number }) => item.id)).toEqual([belt.id, roller.id]);

    // Its English slug is no German address.
    expect((await read(`/api/frontend/${kind}-categories/${category.slug}?locale=de`, category.slug)).status).toBe(404);
  });

  it("is a 404 in German while the category has no German name, and the English text under the fallback", async () => {
    const category = await insertCategory(kind, `Pumps ${kind}`, { is_published: true });
    await insertItem(kind, { category_id: category.id, title: `Pump ${kind}`, status: "published", published_at: new Date(Date.now() - 60_000) });
    expect((await read(`/api/frontend/${kind}-categories/${category.slug}?locale=de`, category.slug)).status).toBe(404);

    process.env.SITE_LOCALE_FALLBACK = "true";
    resetEnvCache();
    try {
      const fallback = await read(`/api/frontend/${kind}-categories/${category.slug}?locale=de`, category.slug);
      expect(fallback.status).toBe(200);
      expect(fallback.headers.get("Content-Language")).toBe("en");
      const { data } = await body(fallback);
      expect(data).toMatchObject({ name: `Pumps ${kind}`, locale: "en", translations: { en: category.slug } });
      expect(data[items]).toEqual([expect.objectContaining({ title: `Pump ${kind}`, locale: "en" })]);
    } finally {
      delete process.env.SITE_LOCALE_FALLBACK;
      resetEnvCache();
    }
  });

  it("refuses a locale the site does not have with 400 naming locale, in the list too", async () => {
    const category = await insertCategory(kind, `Valves ${kind}`, { is_published: true });
    const response = await read(`/api/frontend/${kind}-categories/${category.slug}?locale=fr`, category.slug);
    expect(response.status).toBe(400);
    expect(Object.keys((await body(response)).errors)).toEqual(["locale"]);
    const list = await call(listRoute.loader, apiRequest(`/api/frontend/${kind}-categories?locale=fr`));
    expect(list.status).toBe(400);
    expect(Object.keys((await body(list)).errors)).toEqual(["locale"]);
  });

  it("lists the categories with a German name in German, each saying its language; the fallback adds the others in English", async () => {
    const named = await insertCategory(kind, `Sorting ${kind}`, { is_published: true });
    const unnamed = await insertCategory(kind, `Packing ${kind}`, { is_published: true });
    await send(`${kind}-categories`, "PUT", `/api/admin/${kind}-categories/${named.id}?locale=de`, { name: "Sortieren", slug: `sortieren-${kind}` });
    const list = async () => {
      const response = await call(listRoute.loader, apiRequest(`/api/frontend/${kind}-categories?locale=de`));
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Language")).toBe("de");
      const { data, meta } = await body(response);
      expect(meta.total).toBe(data.length);
      return data as Array<{ id: number; name: string; slug: string; locale: string }>;
    };
    const german = await list();
    expect(german).toContainEqual(expect.objectContaining({ id: named.id, name: "Sortieren", slug: `sortieren-${kind}`, locale: "de" }));
    expect(german.map((category) => category.id)).not.toContain(unnamed.id);
    expect(german.every((category) => category.locale === "de")).toBe(true);

    process.env.SITE_LOCALE_FALLBACK = "true";
    resetEnvCache();
    try {
      expect(await list()).toContainEqual(expect.objectContaining({ id: unnamed.id, name: `Packing ${kind}`, slug: unnamed.slug, locale: "en" }));
    } finally {
      delete process.env.SITE_LOCALE_FALLBACK;
      resetEnvCache();
    }
    // Without ?locale= the list is the default language's, as it always was.
    const english = await body(await call(listRoute.loader, apiRequest(`/api/frontend/${kind}-categories`)));
    expect(english.data).toContainEqual(expect.objectContaining({ id: named.id, name: `Sorting ${kind}` }));
    expect(english.data[0]).not.toHaveProperty("locale");
  });
});
