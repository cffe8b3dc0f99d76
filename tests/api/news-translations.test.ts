import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { listRevisions } from "~/models/revision.server";
import * as item from "~/routes/api.admin.$resource.$id";
import * as publicItem from "~/routes/api.frontend.news.$slug";
import * as publicList from "~/routes/api.frontend.news._index";
import { news } from "~/services/content/news.server";
import { apiRequest, body } from "../helpers/api";
import { addContent } from "../helpers/content";
import { createCallers, type Callers } from "./fixtures";
import { call } from "./openapi-check";

/** /api/admin/news/{id}?locale=de: one locale's text of an article, with its own version. */

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
  const id = /\/news\/(\d+)/.exec(path)?.[1] ?? "";
  const request = apiRequest(path, { method, token, json });
  return call(method === "GET" ? item.loader : item.action, request, { resource: "news", id });
}

async function article(title: string) {
  return addContent(news, { title, status: "published", published_at: new Date(Date.now() - 60_000) });
}

describe("/api/admin/news/{id}?locale=de", () => {
  it("404 while there is none, then PUT creates it without a version and updates it with its own", async () => {
    const plant = await article("Our new plant");
    expect((await send("GET", `/api/admin/news/${plant.id}?locale=de`)).status).toBe(404);

    const created = await send("PUT", `/api/admin/news/${plant.id}?locale=de`, {
      title: "Unser neues Werk", slug: "unser-neues-werk", excerpt: "Kurz", body: "<p>Text</p><script>x</script>", status: "published",
    });
    expect(created.status).toBe(201);
    const { data } = await body(created);
    expect(data).toMatchObject({ id: plant.id, locale: "de", title: "Unser neues Werk", slug: "unser-neues-werk", version: 1, outdated: false });
    expect(data.body).not.toContain("<script");

    const read = await body(await send("GET", `/api/admin/news/${plant.id}?locale=de`));
    expect(read.data.title).toBe("Unser neues Werk");

    const stale = await send("PUT", `/api/admin/news/${plant.id}?locale=de`, { title: "Werk", slug: "werk", status: "published", version: 5 });
    expect(stale.status).toBe(409);
    const updated = await send("PUT", `/api/admin/news/${plant.id}?locale=de`, { title: "Werk", slug: "werk", status: "published", version: 1 });
    expect(updated.status).toBe(200);
    expect((await body(updated)).data).toMatchObject({ title: "Werk", version: 2 });

    // The article's own record and version are untouched by its translation.
    const english = await body(await send("GET", `/api/admin/news/${plant.id}`));
    expect(english.data).toMatchObject({ title: "Our new plant", slug: "our-new-plant", version: plant.version });
    // Each save kept a version of the translation's own history (the stale one none), apart from the article's.
    const kept = await listRevisions(db(), { resource: "news", recordId: String(plant.id), locale: "de" });
    expect(kept.map((revision) => [revision.version, revision.data.title])).toEqual([[2, "Werk"], [1, "Unser neues Werk"]]);
    expect((await listRevisions(db(), { resource: "news", recordId: String(plant.id) })).map((revision) => revision.version)).toEqual([1]);
  });

  it("marks a translation outdated once the article is saved after it", async () => {
    const fair = await article("Trade fair");
    await send("PUT", `/api/admin/news/${fair.id}?locale=de`, { title: "Messe", status: "draft" });
    const saved = await send("PUT", `/api/admin/news/${fair.id}`, { title: "Trade fair 2027", version: fair.version });
    expect(saved.status).toBe(200);
    const { data } = await body(await send("GET", `/api/admin/news/${fair.id}?locale=de`));
    expect(data).toMatchObject({ slug: "messe", status: "draft", outdated: true });
  });

  it("422 naming the fields; a slug taken in the locale; an update without a version", async () => {
    const one = await article("First");
    const two = await article("Second");
    const invalid = await send("PUT", `/api/admin/news/${one.id}?locale=de`, { title: "", slug: "Not A Slug", status: "gone" });
    expect(invalid.status).toBe(422);
    expect(Object.keys((await body(invalid)).errors).sort()).toEqual(["slug", "status", "title"]);

    expect((await send("PUT", `/api/admin/news/${one.id}?locale=de`, { title: "Erstens", slug: "gleich" })).status).toBe(201);
    const taken = await send("PUT", `/api/admin/news/${two.id}?locale=de`, { title: "Zweitens", slug: "gleich" });
    expect(taken.status).toBe(422);
    expect((await body(taken)).errors).toEqual({ slug: ["Slug is already used by another news article in this language"] });
    // Free in German though it is another article's English slug.
    expect((await send("PUT", `/api/admin/news/${two.id}?locale=de`, { title: "Zweitens", slug: "first" })).status).toBe(201);

    const unversioned = await send("PUT", `/api/admin/news/${one.id}?locale=de`, { title: "Erstens" });
    expect(unversioned.status).toBe(422);
    expect(Object.keys((await body(unversioned)).errors)).toEqual(["version"]);
  });

  it("400 naming locale for a locale the site does not have; 404 for an article that does not exist", async () => {
    const one = await article("Third");
    const unknown = await send("GET", `/api/admin/news/${one.id}?locale=fr`);
    expect(unknown.status).toBe(400);
    expect(Object.keys((await body(unknown)).errors)).toEqual(["locale"]);
    expect((await send("PUT", `/api/admin/news/${one.id}?locale=xx`, { title: "X" })).status).toBe(400);
    expect((await send("PUT", "/api/admin/news/99999?locale=de", { title: "X" })).status).toBe(404);
    // The default locale is the article itself.
    expect((await body(await send("GET", `/api/admin/news/${one.id}?locale=en`))).data.title).toBe("Third");
  });

  it("asks for a staff credential as the article does", async () => {
    const one = await article("Fourth");
    expect((await send("GET", `/api/admin/news/${one.id}?locale=de`, undefined, callers.customerToken)).status).toBe(403);
    const counted = await db().selectFrom("news_translation").select(db().fn.countAll().as("n")).where("news_id", "=", one.id).executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(0);
  });
});

describe("/api/frontend/news?locale=de", () => {
  beforeAll(async () => {
    await db().deleteFrom("news").execute();
  });

  it("lists the German news, reads an article by its German slug with its translations, and says the language", async () => {
    const plant = await article("Our new plant");
    await article("Untranslated");
    await send("PUT", `/api/admin/news/${plant.id}?locale=de`, { title: "Unser neues Werk", slug: "unser-neues-werk", status: "published" });

    const list = await call(publicList.loader, apiRequest("/api/frontend/news?locale=de"));
    expect(list.headers.get("Content-Language")).toBe("de");
    expect(list.headers.get("Surrogate-Key")?.split(" ")).toEqual(expect.arrayContaining(["news", "news@de"]));
    const { data, meta } = await body(list);
    expect(data.map((row: { slug: string; locale: string }) => [row.slug, row.locale])).toEqual([["unser-neues-werk", "de"]]);
    expect(meta.total).toBe(1);

    const detail = await call(publicItem.loader, apiRequest("/api/frontend/news/unser-neues-werk?locale=de", { token: callers.customerToken }), { slug: "unser-neues-werk" });
    expect(detail.status).toBe(200);
    expect(detail.headers.get("Content-Language")).toBe("de");
    expect((await body(detail)).data).toMatchObject({ title: "Unser neues Werk", translations: { en: "our-new-plant", de: "unser-neues-werk" } });
    // The English slug is not an address in German, and the untranslated article has none.
    expect((await call(publicItem.loader, apiRequest("/api/frontend/news/untranslated?locale=de", { token: callers.customerToken }), { slug: "untranslated" })).status).toBe(404);

    const english = await call(publicItem.loader, apiRequest("/api/frontend/news/our-new-plant", { token: callers.customerToken }), { slug: "our-new-plant" });
    expect(english.headers.get("Content-Language")).toBe("en");
    expect((await body(english)).data.translations).toEqual({ en: "our-new-plant", de: "unser-neues-werk" });

    const unknown = await call(publicList.loader, apiRequest("/api/frontend/news?locale=fr"));
    expect(unknown.status).toBe(400);
  });

  it("with the fallback, lists the untranslated articles in the default language", async () => {
    process.env.SITE_LOCALE_FALLBACK = "true";
    resetEnvCache();
    try {
      const { data } = await body(await call(publicList.loader, apiRequest("/api/frontend/news?locale=de")));
      expect(data.map((row: { slug: string; locale: string }) => [row.slug, row.locale])).toEqual([
        ["untranslated", "en"],
        ["unser-neues-werk", "de"],
      ]);
      const detail = await call(publicItem.loader, apiRequest("/api/frontend/news/untranslated?locale=de", { token: callers.customerToken }), { slug: "untranslated" });
      expect(detail.headers.get("Content-Language")).toBe("en");
    } finally {
      delete process.env.SITE_LOCALE_FALLBACK;
      resetEnvCache();
    }
  });
});
