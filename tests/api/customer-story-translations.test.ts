import { db } from "~/db/db.server";
import { insertStory } from "~/models/public-customer-story.test-support";
import * as item from "~/routes/api.admin.$resource.$id";
import * as publicStory from "~/routes/api.frontend.customer-stories.$slug";
import { apiRequest, body } from "../helpers/api";
import { siteInLocales } from "../helpers/site-locales";
import { createCallers, type Callers } from "./fixtures";
import { call } from "./openapi-check";

/** /api/admin/customer-stories/{id}?locale=de: one locale's text of a story, with its own version. */

siteInLocales("en,de");

let callers: Callers;

beforeAll(async () => {
  callers = await createCallers();
});

function send(method: string, path: string, json?: unknown, token = callers.adminToken) {
  const id = /\/(\d+)(\?|$)/.exec(path)?.[1] ?? "";
  const request = apiRequest(path, { method, token, json });
  return call(method === "GET" ? item.loader : item.action, request, { resource: "customer-stories", id });
}

describe("/api/admin/customer-stories/{id}?locale=de", () => {
  it("404 while there is none, then PUT creates it without a version and updates it with its own", async () => {
    const story = await insertStory("Harbour cranes online", {
      figures: [{ value: "11 weeks", label: "from survey to go-live" }],
      quote: { text: "It just works.", person: "Ana Ruiz", role: "Head of operations" },
    });
    const path = `/api/admin/customer-stories/${story.id}?locale=de`;
    expect((await send("GET", path)).status).toBe(404);

    const created = await send("PUT", path, {
      title: "Hafenkräne im Netz",
      industry: "Logistik",
      summary: "Elf Wochen bis zum Start",
      body: "<p>Text</p><script>x</script>",
      figures: [{ value: "11 Wochen", label: "von der Begehung bis zum Start" }],
      quote_text: "Es funktioniert einfach.",
      quote_role: "Leiterin Betrieb",
      status: "published",
    });
    expect(created.status).toBe(201);
    const { data } = await body(created);
    // An empty slug is made from the translated title, umlauts written out.
    expect(data).toMatchObject({
      id: story.id, locale: "de", title: "Hafenkräne im Netz", slug: "hafenkraene-im-netz", industry: "Logistik", version: 1, outdated: false,
      figures: [{ value: "11 Wochen", label: "von der Begehung bis zum Start" }], quote_text: "Es funktioniert einfach.", quote_role: "Leiterin Betrieb",
    });
    expect(data.body).not.toContain("<script");

    expect((await send("PUT", path, { title: "Kräne", status: "published", version: 7 })).status).toBe(409);
    const updated = await send("PUT", path, { title: "Kräne", slug: "kraene", version: 1 });
    expect(updated.status).toBe(200);
    // Left out, the status stays as it was; the other text fields are what was sent.
    expect((await body(updated)).data).toMatchObject({ title: "Kräne", slug: "kraene", status: "published", figures: [], quote_text: "", version: 2 });

    // The story's own record and version are untouched by its translation.
    const english = await body(await send("GET", `/api/admin/customer-stories/${story.id}`));
    expect(english.data).toMatchObject({ title: "Harbour cranes online", version: story.version });
    const saved = await send("PATCH", `/api/admin/customer-stories/${story.id}`, { title: "Harbour cranes, online", version: story.version });
    expect(saved.status).toBe(200);
    expect((await body(await send("GET", path))).data.outdated).toBe(true);

    // Each save keeps a revision of the translation, apart from the story's.
    const revisions = await db().selectFrom("revision").select(["version", "locale"]).where("resource", "=", "customer-stories")
      .where("record_id", "=", String(story.id)).where("locale", "=", "de").orderBy("version").execute();
    expect(revisions).toEqual([{ version: 1, locale: "de" }, { version: 2, locale: "de" }]);
  });

  it("422 naming the fields and the rule, a slug taken in the locale, an update without a version; 400 for another locale", async () => {
    const one = await insertStory("First story");
    const two = await insertStory("Second story");
    const path = `/api/admin/customer-stories/${one.id}?locale=de`;
    const invalid = await send("PUT", path, {
      title: "", slug: "Not A Slug", industry: "i".repeat(81), figures: [{ value: "3", label: "" }], quote_role: "a\nb",
    });
    expect(invalid.status).toBe(422);
    const { errors } = await body(invalid);
    expect(Object.keys(errors).sort()).toEqual(["figures.0.label", "industry", "quote_role", "slug", "title"]);
    expect(errors.industry).toEqual(["Industry must be at most 80 characters"]);
    expect(await db().selectFrom("customer_story_translation").select("story_id").where("story_id", "=", one.id).execute()).toEqual([]);

    expect((await send("PUT", path, { title: "Erstens", slug: "gleich" })).status).toBe(201);
    const taken = await send("PUT", `/api/admin/customer-stories/${two.id}?locale=de`, { title: "Zweitens", slug: "gleich" });
    expect(taken.status).toBe(422);
    expect((await body(taken)).errors).toEqual({ slug: ["Slug is already used by another customer story in this language"] });
    const unversioned = await send("PUT", path, { title: "Erstens" });
    expect(Object.keys((await body(unversioned)).errors)).toEqual(["version"]);
    for (const figures of ["viele", [1, 2, 3, 4].map((n) => ({ value: String(n), label: "Stück" }))]) {
      const refused = await send("PUT", path, { title: "Erstens", figures, version: 1 });
      expect(Object.keys((await body(refused)).errors)).toEqual(["figures"]);
    }

    expect((await send("GET", `/api/admin/customer-stories/${one.id}?locale=fr`)).status).toBe(400);
    expect((await send("PUT", "/api/admin/customer-stories/99999?locale=de", { title: "X" })).status).toBe(404);
    expect((await send("GET", path, undefined, callers.customerToken)).status).toBe(403);
  });
});

describe("/api/frontend/customer-stories/{slug}?locale=de", () => {
  it("reads a story by its German slug with its translations and says the language; the English read lists them too", async () => {
    const story = await insertStory("Dockside sensors", { quote: { text: "Works.", person: "Ana Ruiz", role: "Engineer" } });
    const other = await insertStory("Untranslated dock");
    const put = await send("PUT", `/api/admin/customer-stories/${story.id}?locale=de`, {
      title: "Sensoren am Kai", slug: "sensoren-am-kai", quote_text: "Läuft.", quote_role: "Ingenieurin", status: "published",
    });
    expect(put.status).toBe(201);

    const read = (path: string, slug: string) => call(publicStory.loader, apiRequest(path), { slug });
    const german = await read("/api/frontend/customer-stories/sensoren-am-kai?locale=de", "sensoren-am-kai");
    expect(german.status).toBe(200);
    expect(german.headers.get("Content-Language")).toBe("de");
    expect((await body(german)).data).toMatchObject({
      id: story.id, title: "Sensoren am Kai", customer_name: "Dockside sensors Ltd", locale: "de",
      quote: { text: "Läuft.", person: "Ana Ruiz", role: "Ingenieurin" }, translations: { en: story.slug, de: "sensoren-am-kai" },
    });
    // Untranslated, the other story has no German address.
    expect((await read(`/api/frontend/customer-stories/${other.slug}?locale=de`, other.slug)).status).toBe(404);

    const english = await read(`/api/frontend/customer-stories/${story.slug}`, story.slug);
    expect(english.headers.get("Content-Language")).toBe("en");
    expect((await body(english)).data.translations).toEqual({ en: story.slug, de: "sensoren-am-kai" });
    expect((await read("/api/frontend/customer-stories/sensoren-am-kai?locale=fr", "sensoren-am-kai")).status).toBe(400);
  });
});
