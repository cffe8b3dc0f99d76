import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import * as item from "~/routes/api.admin.$resource.$id";
import * as publicItem from "~/routes/api.frontend.pages.$slug";
import { pages } from "~/services/content/pages.server";
import { apiRequest, body } from "../helpers/api";
import { addContent } from "../helpers/content";
import { createCallers, type Callers } from "./fixtures";
import { call } from "./openapi-check";

/** /api/admin/pages/{id}?locale=de: one locale's text of a page, sections included, with its own version. */

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

function send(method: string, path: string, json?: unknown, token = callers.adminToken) {
  const id = /\/pages\/(\d+)/.exec(path)?.[1] ?? "";
  const request = apiRequest(path, { method, token, json });
  return call(method === "GET" ? item.loader : item.action, request, { resource: "pages", id });
}

async function page(title: string) {
  return addContent(pages, { title, status: "published", published_at: new Date(Date.now() - 60_000) });
}

const SECTIONS = [
  { type: "rich_text", body: "<p>Wie wir arbeiten</p><script>x</script>" },
  { type: "cta", heading: "Jetzt anfragen", button: { label: "Kontakt", url: "/contact-us" } },
];

describe("/api/admin/pages/{id}?locale=de", () => {
  it("404 while there is none, then PUT creates it with sections and updates it with its own version", async () => {
    const about = await page("About us");
    expect((await send("GET", `/api/admin/pages/${about.id}?locale=de`)).status).toBe(404);

    const created = await send("PUT", `/api/admin/pages/${about.id}?locale=de`, {
      title: "Über uns", slug: "ueber-uns", body: "<p>Text</p>", sections: SECTIONS, status: "published",
    });
    expect(created.status).toBe(201);
    const { data } = await body(created);
    expect(data).toMatchObject({ id: about.id, locale: "de", title: "Über uns", slug: "ueber-uns", version: 1, outdated: false });
    expect(data.sections).toHaveLength(2);
    expect(data.sections[0].body).not.toContain("<script");
    expect(data.sections[1]).toMatchObject({ type: "cta", heading: "Jetzt anfragen", text: "" });

    expect((await send("PUT", `/api/admin/pages/${about.id}?locale=de`, { title: "Wir", status: "published", version: 7 })).status).toBe(409);
    // Left out, the sections stay.
    const updated = await send("PUT", `/api/admin/pages/${about.id}?locale=de`, { title: "Wir", slug: "wir", status: "published", version: 1 });
    expect(updated.status).toBe(200);
    expect((await body(updated)).data).toMatchObject({ title: "Wir", version: 2, sections: [expect.objectContaining({ type: "rich_text" }), expect.anything()] });

    const english = await body(await send("GET", `/api/admin/pages/${about.id}`));
    expect(english.data).toMatchObject({ title: "About us", slug: "about-us", version: about.version, sections: [] });
  });

  it("marks a translation outdated once the page is saved after it", async () => {
    const why = await page("Why us");
    await send("PUT", `/api/admin/pages/${why.id}?locale=de`, { title: "Warum wir", status: "draft" });
    expect((await send("PUT", `/api/admin/pages/${why.id}`, { title: "Why choose us", version: why.version })).status).toBe(200);
    expect((await body(await send("GET", `/api/admin/pages/${why.id}?locale=de`))).data).toMatchObject({ slug: "warum-wir", outdated: true });
  });

  it("422 naming the fields, a section's field by its path, and a slug taken in the locale; 400 for another locale", async () => {
    const one = await page("First page");
    const two = await page("Second page");
    const invalid = await send("PUT", `/api/admin/pages/${one.id}?locale=de`, {
      title: "", slug: "Not A Slug", sections: [{ type: "cta", heading: "", button: { label: "x", url: "javascript:alert(1)" } }],
    });
    expect(invalid.status).toBe(422);
    const errors = Object.keys((await body(invalid)).errors);
    expect(errors).toEqual(expect.arrayContaining(["title", "slug", "sections.0.heading", "sections.0.button.url"]));
    expect((await db().selectFrom("page_translation").selectAll().where("page_id", "=", one.id).execute()).length).toBe(0);

    expect((await send("PUT", `/api/admin/pages/${one.id}?locale=de`, { title: "Erste", slug: "gleich" })).status).toBe(201);
    const taken = await send("PUT", `/api/admin/pages/${two.id}?locale=de`, { title: "Zweite", slug: "gleich" });
    expect(taken.status).toBe(422);
    expect((await body(taken)).errors).toEqual({ slug: ["Slug is already used by another page in this language"] });
    expect((await send("PUT", `/api/admin/pages/${two.id}?locale=de`, { title: "Zweite", slug: "first-page" })).status).toBe(201);

    // A locale's code is that locale's home, in any language.
    const code = await send("PUT", `/api/admin/pages/${one.id}?locale=de`, { title: "Erste", slug: "de", version: 1 });
    expect((await body(code)).errors).toEqual({ slug: ["This slug is the code of one of the site's languages"] });
    const english = await send("PUT", `/api/admin/pages/${one.id}`, { title: "First page", slug: "de", version: one.version });
    expect(english.status).toBe(422);
    expect((await body(english)).errors).toEqual({ slug: ["This slug is the code of one of the site's languages"] });

    expect((await send("GET", `/api/admin/pages/${one.id}?locale=fr`)).status).toBe(400);
    expect((await send("PUT", "/api/admin/pages/99999?locale=de", { title: "X" })).status).toBe(404);
    expect((await send("GET", `/api/admin/pages/${one.id}?locale=de`, undefined, callers.customerToken)).status).toBe(403);
  });
});

describe("/api/frontend/pages/{slug}?locale=de", () => {
  it("reads a page by its German slug with its translations, says the language, and 404s an untranslated one", async () => {
    await db().deleteFrom("page").execute();
    const plant = await page("Our plant");
    await page("Untranslated");
    await send("PUT", `/api/admin/pages/${plant.id}?locale=de`, { title: "Unser Werk", slug: "unser-werk", sections: SECTIONS, status: "published" });

    const german = await call(publicItem.loader, apiRequest("/api/frontend/pages/unser-werk?locale=de"), { slug: "unser-werk" });
    expect(german.status).toBe(200);
    expect(german.headers.get("Content-Language")).toBe("de");
    expect(german.headers.get("Surrogate-Key")?.split(" ")).toEqual(expect.arrayContaining(["page", "page@de"]));
    const { data } = await body(german);
    expect(data).toMatchObject({ title: "Unser Werk", locale: "de", translations: { en: "our-plant", de: "unser-werk" } });
    expect(data.sections).toHaveLength(2);

    expect((await call(publicItem.loader, apiRequest("/api/frontend/pages/untranslated?locale=de"), { slug: "untranslated" })).status).toBe(404);
    const english = await call(publicItem.loader, apiRequest("/api/frontend/pages/our-plant"), { slug: "our-plant" });
    expect(english.headers.get("Content-Language")).toBe("en");
    expect((await body(english)).data.translations).toEqual({ en: "our-plant", de: "unser-werk" });
    expect((await call(publicItem.loader, apiRequest("/api/frontend/pages/our-plant?locale=fr"), { slug: "our-plant" })).status).toBe(400);

    process.env.SITE_LOCALE_FALLBACK = "true";
    resetEnvCache();
    try {
      const fallback = await call(publicItem.loader, apiRequest("/api/frontend/pages/untranslated?locale=de"), { slug: "untranslated" });
      expect(fallback.headers.get("Content-Language")).toBe("en");
      expect((await body(fallback)).data).toMatchObject({ title: "Untranslated", locale: "en" });
    } finally {
      delete process.env.SITE_LOCALE_FALLBACK;
      resetEnvCache();
    }
  });
});
