import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { news } from "~/services/content/news.server";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId } from "../../tests/helpers/admin-render";
import { addContent, editContent } from "../../tests/helpers/content";
import * as list from "./admin.blog";
import * as edit from "./admin.edit-blog.$id";
import * as health from "./admin.health";

/**
 * The translator's admin for news: /admin/edit-blog/{id}?locale=de (the German form beside the
 * English text), the translation column of /admin/blog, and the translations in /admin/health.
 */

const saved = process.env.SITE_LOCALES;
let cookie: string;

beforeAll(async () => {
  process.env.SITE_LOCALES = "en,de";
  resetEnvCache();
  cookie = (await signInAdmin()).cookie;
});

afterAll(() => {
  if (saved === undefined) delete process.env.SITE_LOCALES;
  else process.env.SITE_LOCALES = saved;
  resetEnvCache();
});

let counter = 0;
async function article(title = "Our new plant") {
  counter += 1;
  return addContent(news, {
    title: `${title} ${counter}`,
    excerpt: "A short summary",
    body: "<p>The English body.</p>",
    seo_title: "Plant SEO",
    seo_description: "Plant description",
    status: "published",
    published_at: new Date(Date.now() - 60_000),
  });
}

const path = (id: number, locale = "de") => `/admin/edit-blog/${id}?locale=${locale}`;

function load(id: number, locale = "de") {
  return settle(edit.loader({ request: adminGet(path(id, locale), cookie), context, params: { id: String(id) } }));
}

function post(id: number, fields: Record<string, string>, locale = "de") {
  return settle(edit.action({ request: adminPost(path(id, locale), fields, cookie), context, params: { id: String(id) } }));
}

const GERMAN = {
  title: "Unser neues Werk",
  slug: "",
  excerpt: "Kurz",
  body: "<p>Der deutsche Text.</p>",
  seo_title: "",
  seo_description: "",
  published_at: "",
};

async function translation(newsId: number) {
  return db().selectFrom("news_translation").selectAll().where("news_id", "=", newsId).where("locale", "=", "de").executeTakeFirst();
}

describe("/admin/edit-blog/{id}?locale=de", () => {
  it("is for admins only", async () => {
    const item = await article();
    await expectAdminOnly(path(item.id), (anyone) => edit.loader({ request: adminGet(path(item.id), anyone), context, params: { id: String(item.id) } }));
  });

  it("shows the switcher's locales and the English text, with no translation stored yet", async () => {
    const item = await article();
    const data = await (await load(item.id)).json();
    expect(data.locales).toEqual([{ locale: "en", name: "English" }, { locale: "de", name: "German", state: "Missing" }]);
    expect(data.translation).toMatchObject({
      locale: "de",
      language: "German",
      sourceLanguage: "English",
      source: { title: item.title, excerpt: "A short summary", body: "<p>The English body.</p>", seo_title: "Plant SEO", seo_description: "Plant description" },
      stored: null,
    });
    const english = await (await settle(edit.loader({ request: adminGet(`/admin/edit-blog/${item.id}`, cookie), context, params: { id: String(item.id) } }))).json();
    expect(english.translation).toBeNull();
  });

  it("answers 404 for a locale the site does not have", async () => {
    const item = await article();
    expect((await load(item.id, "fr")).status).toBe(404);
    expect((await post(item.id, { ...GERMAN, status: "draft" }, "fr")).status).toBe(404);
  });

  it("copies the English text into the form without saving, the slug left to the German title", async () => {
    const item = await article();
    const response = await post(item.id, { intent: "copy", version: "" });
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.values).toMatchObject({ title: item.title, slug: "", excerpt: "A short summary", body: "<p>The English body.</p>", seo_title: "Plant SEO" });
    expect(data.values.intent).toBeUndefined();
    expect(await translation(item.id)).toBeUndefined();
  });

  it("creates the translation with its own status, then updates it with its version; the toast offers the German page", async () => {
    const item = await article();
    const created = await post(item.id, { ...GERMAN, status: "published" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`/admin/edit-blog/${item.id}?locale=de`);
    expect(await toastOf(created)).toMatchObject({
      message: "German: Published “Unser neues Werk”",
      link: { href: "/de/news-details/unser-neues-werk", label: "View on site" },
    });
    const row = await translation(item.id);
    expect(row).toMatchObject({ title: "Unser neues Werk", slug: "unser-neues-werk", status: "published", version: 1, source_version: item.version });
    expect((await latestAudit("news"))?.summary).toBe('Translated news article into German: "Unser neues Werk"');

    const draft = await post(item.id, { ...GERMAN, title: "Werk", slug: "werk", status: "draft", version: "1" });
    expect(draft.status).toBe(302);
    expect(await toastOf(draft)).toEqual({ type: "success", message: "German: Draft saved" });
    expect(await translation(item.id)).toMatchObject({ title: "Werk", status: "draft", version: 2 });
    // The article's own text is untouched.
    expect((await news.get(db(), item.id))?.title).toBe(item.title);
  });

  it("refuses a stale version with 409 and keeps what was typed", async () => {
    const item = await article();
    expect((await post(item.id, { ...GERMAN, slug: "zu-spaet", status: "draft" })).status).toBe(302);
    const stale = await post(item.id, { ...GERMAN, title: "Zu spät", status: "draft", version: "7" });
    expect(stale.status).toBe(409);
    const body = await stale.json();
    expect(body.formError).toBe("This record was changed by someone else. Reload it to see their changes.");
    expect(body.values.title).toBe("Zu spät");
    expect((await translation(item.id))?.title).toBe("Unser neues Werk");
  });

  it("names the refused field and keeps the input: an empty title, a slug another article has in German", async () => {
    const first = await article();
    expect((await post(first.id, { ...GERMAN, slug: "belegt", status: "draft" })).status).toBe(302);
    const second = await article();
    const empty = await post(second.id, { ...GERMAN, title: "", excerpt: "Bleibt", status: "draft" });
    expect(empty.status).toBe(422);
    const emptyBody = await empty.json();
    expect(Object.keys(emptyBody.fieldErrors)).toEqual(["title"]);
    expect(emptyBody.values.excerpt).toBe("Bleibt");

    const taken = await post(second.id, { ...GERMAN, slug: "belegt", status: "draft" });
    expect(taken.status).toBe(422);
    expect((await taken.json()).fieldErrors).toEqual({ slug: ["Slug is already used by another news article in this language"] });
    expect(await translation(second.id)).toBeUndefined();
  });

  it("says a translation is outdated once the article is saved after it", async () => {
    const item = await article();
    expect((await post(item.id, { ...GERMAN, slug: "veraltet", status: "published" })).status).toBe(302);
    expect((await (await load(item.id)).json()).translation.stored).toMatchObject({ outdated: false, version: 1 });
    await editContent(news, item, { title: `${item.title} (updated)` });
    expect((await (await load(item.id)).json()).translation.stored.outdated).toBe(true);
  });

  it("notes, without JavaScript, a translated body or excerpt much shorter than the English, and not one of about its length", async () => {
    const handle = await adminScreens([{ file: "admin.edit-blog.$id", path: "edit-blog/:id", module: edit }]);
    const long = "Our engineers watch every line around the clock and answer an alarm within fifteen minutes, day or night.";
    const item = await addContent(news, {
      title: `A long article ${++counter}`,
      excerpt: long,
      body: `<p>${long}</p><p>${long}</p>`,
      status: "published",
      published_at: new Date(Date.now() - 60_000),
    });
    const note = /<p class="translation-short">Much shorter than the original \((\d+) % of its length\): check that nothing is left out\.<\/p>/g;
    // The body's German keeps one paragraph of two; the excerpt is whole.
    const whole = "Unsere Technikerinnen überwachen jede Leitung rund um die Uhr und antworten binnen fünfzehn Minuten auf jeden Alarm.";
    expect((await post(item.id, { ...GERMAN, excerpt: whole, body: `<p>${whole}</p>`, status: "draft" })).status).toBe(302);
    const saved = await (await handle(adminGet(path(item.id), cookie))).text();
    expect([...saved.matchAll(note)].map((match) => match[1])).toEqual(["55"]);
    // A refused save shows the note for what was typed.
    const refused = await (await handle(adminPost(path(item.id), { ...GERMAN, title: "", excerpt: "Kurz gesagt.", body: `<p>${whole}</p><p>${whole}</p>`, status: "draft", version: "1" }, cookie))).text();
    expect([...refused.matchAll(note)].map((match) => match[1])).toEqual(["11"]);
    expect((await post(item.id, { ...GERMAN, excerpt: whole, body: `<p>${whole}</p><p>${whole}</p>`, status: "draft", version: "1" })).status).toBe(302);
    expect(await (await handle(adminGet(path(item.id), cookie))).text()).not.toContain("translation-short");
  });

  it("renders, without JavaScript, the switcher, the English text beside each field, and the refused field marked", async () => {
    const handle = await adminScreens([{ file: "admin.edit-blog.$id", path: "edit-blog/:id", module: edit }]);
    const item = await article();
    const html = await (await handle(adminGet(path(item.id), cookie))).text();
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>German<span class="locale-state locale-state-missing">, missing<\/span><\/a>/);
    expect(html).toContain(`href="/admin/edit-blog/${item.id}"`);
    for (const label of ["English title", "English slug", "English excerpt", "English body", "English SEO title", "English SEO description"]) {
      expect(html).toContain(`>${label}</p>`);
    }
    expect(html).toContain(`>${item.title}</p>`);
    expect(html).toContain("<p>The English body.</p>");
    expect(html).toMatch(/<button [^>]*name="intent" [^>]*value="copy"/);
    expect(html).toMatch(new RegExp(`<form [^>]*action="/admin/edit-blog/${item.id}\\?locale=de"`));

    const refused = await (await handle(adminPost(path(item.id), { ...GERMAN, title: "", excerpt: "Bleibt", status: "draft" }, cookie))).text();
    expect(tagWithId(refused, "field-title")).toContain('aria-invalid="true"');
    expect(refused).toMatch(/<textarea [^>]*id="field-excerpt"[^>]*>Bleibt<\/textarea>/);

    const copied = await (await handle(adminPost(path(item.id), { intent: "copy", version: "" }, cookie))).text();
    expect(tagWithId(copied, "field-title")).toContain(`value="${item.title}"`);
    // Copied text is flagged until it is translated.
    expect(copied).toContain("Still in English, word for word: title, excerpt, body. Translate before you publish.");
    expect(html).not.toContain("Still in English");
  });

  it("shows no switcher on a site in one language", async () => {
    process.env.SITE_LOCALES = "en";
    resetEnvCache();
    try {
      const item = await article();
      const data = await (await settle(edit.loader({ request: adminGet(`/admin/edit-blog/${item.id}`, cookie), context, params: { id: String(item.id) } }))).json();
      expect(data.locales).toBeNull();
    } finally {
      process.env.SITE_LOCALES = "en,de";
      resetEnvCache();
    }
  });
});

describe("/admin/blog with a second language", () => {
  it("shows each article's German state: published, draft, missing, outdated", async () => {
    const published = await article("Listed published");
    const drafted = await article("Listed draft");
    const missing = await article("Listed missing");
    expect((await post(published.id, { ...GERMAN, slug: "liste-veroeffentlicht", status: "published" })).status).toBe(302);
    expect((await post(drafted.id, { ...GERMAN, slug: "liste-entwurf", status: "draft" })).status).toBe(302);
    await editContent(news, drafted, { title: `${drafted.title} (changed)` });
    const data = await (await settle(list.loader({ request: adminGet("/admin/blog?q=Listed", cookie), context, params: {} }))).json();
    expect(data.more[published.id]).toEqual([{ locale: "de", state: "Published", outdated: false, copied: false }]);
    expect(data.more[drafted.id]).toEqual([{ locale: "de", state: "Draft", outdated: true, copied: false }]);
    expect(data.more[missing.id]).toEqual([{ locale: "de", state: "Missing", outdated: false, copied: false }]);

    const handle = await adminScreens([{ file: "admin.blog", path: "blog", module: list }]);
    const html = await (await handle(adminGet("/admin/blog?q=Listed", cookie))).text();
    expect(html).toContain(">Translations<");
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/edit-blog/${drafted.id}\\?locale=de">DE: Draft, outdated</a>`));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/edit-blog/${missing.id}\\?locale=de">DE: Missing</a>`));
  });

  it("has no translation column on a site in one language", async () => {
    process.env.SITE_LOCALES = "en";
    resetEnvCache();
    try {
      const data = await (await settle(list.loader({ request: adminGet("/admin/blog", cookie), context, params: {} }))).json();
      expect(data.more).toBeNull();
    } finally {
      process.env.SITE_LOCALES = "en,de";
      resetEnvCache();
    }
  });
});

describe("/admin/health with a second language", () => {
  it("lists the live articles without a German text, and the German texts older than their article", async () => {
    const untranslated = await article("Health untranslated");
    const changed = await article("Health changed");
    const current = await article("Health current");
    expect((await post(changed.id, { ...GERMAN, slug: "gesundheit-alt", status: "published" })).status).toBe(302);
    expect((await post(current.id, { ...GERMAN, slug: "gesundheit-aktuell", status: "published" })).status).toBe(302);
    await editContent(news, changed, { title: "Health changed again" });

    const data = await (await settle(health.loader({ request: adminGet("/admin/health", cookie), context, params: {} }))).json();
    const titles = (issues: Array<{ title: string }>) => issues.map((issue) => issue.title).filter((title) => title.startsWith("Health"));
    expect(titles(data.report.missing_translations)).toEqual([untranslated.title]);
    expect(titles(data.report.outdated_translations)).toEqual(["Health changed again"]);
    expect(data.report.outdated_translations.find((issue: { title: string }) => issue.title === "Health changed again")).toEqual({
      title: "Health changed again",
      detail: "German translation older than the article's last save",
      fix_url: `/admin/edit-blog/${changed.id}?locale=de`,
    });

    const handle = await adminScreens([{ file: "admin.health", path: "health", module: health }]);
    const html = await (await handle(adminGet("/admin/health", cookie))).text();
    expect(html).toContain("Live articles and pages missing a translation");
    expect(html).toContain(`href="/admin/edit-blog/${untranslated.id}?locale=de"`);
  });

  it("has no translation sections on a site in one language", async () => {
    process.env.SITE_LOCALES = "en";
    resetEnvCache();
    try {
      const data = await (await settle(health.loader({ request: adminGet("/admin/health", cookie), context, params: {} }))).json();
      expect(data.multilingual).toBe(false);
      expect(data.report.missing_translations).toEqual([]);
    } finally {
      process.env.SITE_LOCALES = "en,de";
      resetEnvCache();
    }
  });
});
