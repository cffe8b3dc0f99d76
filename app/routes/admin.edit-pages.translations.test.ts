import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { pages } from "~/services/content/pages.server";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId } from "../../tests/helpers/admin-render";
import { addContent, editContent } from "../../tests/helpers/content";
import * as list from "./admin.custom-pages";
import * as edit from "./admin.edit-pages.$id";
import * as health from "./admin.health";

/**
 * The translator's admin for custom pages: /admin/edit-pages/{id}?locale=de (the German title,
 * body, sections and SEO text beside the English), and the translation column of /admin/custom-pages.
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
async function page(title = "Why us") {
  counter += 1;
  return addContent(pages, {
    title: `${title} ${counter}`,
    slug: `why-us-${counter}`,
    body: "<p>The English body.</p>",
    status: "published",
    seo_title: "Why SEO",
    seo_description: "Why description",
    sections: [
      { type: "faq", heading: "Questions", items: [{ question: "Where are you?", answer: "In Portsmouth." }] },
      { type: "contact_form", heading: "Write to us" },
    ],
  });
}

const path = (id: number, locale = "de") => `/admin/edit-pages/${id}?locale=${locale}`;

function load(id: number, locale = "de") {
  return settle(edit.loader({ request: adminGet(path(id, locale), cookie), context, params: { id: String(id) } }));
}

function post(id: number, fields: Record<string, string>, locale = "de") {
  return settle(edit.action({ request: adminPost(path(id, locale), fields, cookie), context, params: { id: String(id) } }));
}

/** The German form as a translator fills it, without JavaScript: two sections of their own. */
const GERMAN = {
  title: "Warum wir",
  slug: "",
  body: "<p>Der deutsche Text.</p>",
  sections: "",
  "sections[0][type]": "faq",
  "sections[0][heading]": "Fragen",
  "sections[0][items][0][question]": "Wo sind Sie?",
  "sections[0][items][0][answer]": "In Portsmouth.",
  "sections[1][type]": "contact_form",
  "sections[1][heading]": "Schreiben Sie uns",
  seo_title: "",
  seo_description: "",
  published_at: "",
};

async function translation(pageId: number) {
  return db().selectFrom("page_translation").selectAll().where("page_id", "=", pageId).where("locale", "=", "de").executeTakeFirst();
}

describe("/admin/edit-pages/{id}?locale=de", () => {
  it("is for admins only", async () => {
    const item = await page();
    await expectAdminOnly(path(item.id), (anyone) => edit.loader({ request: adminGet(path(item.id), anyone), context, params: { id: String(item.id) } }));
  });

  it("shows the switcher's locales and the English text and sections, with no translation stored yet", async () => {
    const item = await page();
    const data = await (await load(item.id)).json();
    expect(data.locales).toEqual([{ locale: "en", name: "English" }, { locale: "de", name: "German", state: "Missing" }]);
    expect(data.translation).toMatchObject({
      locale: "de",
      language: "German",
      sourceLanguage: "English",
      source: {
        title: item.title,
        body: "<p>The English body.</p>",
        seo_title: "Why SEO",
        sections: [
          { label: "FAQ", text: "Questions\nWhere are you?\nIn Portsmouth." },
          { label: "Contact form", text: "Write to us" },
        ],
      },
      stored: null,
    });
    expect((await load(item.id, "fr")).status).toBe(404);
  });

  it("copies the English text and sections into the form without saving, the slug left to the German title", async () => {
    const item = await page();
    const response = await post(item.id, { intent: "copy", version: "" });
    expect(response.status).toBe(200);
    const data = await response.json();
    expect(data.values).toMatchObject({ title: item.title, slug: "", body: "<p>The English body.</p>", seo_title: "Why SEO" });
    expect(data.sections).toEqual(item.sections);
    expect(await translation(item.id)).toBeUndefined();
  });

  it("adds, moves and removes the translation's sections with buttons, keeping what was typed and saving nothing", async () => {
    const item = await page();
    const moved = await post(item.id, { ...GERMAN, intent: "section-up:1" });
    expect(moved.status).toBe(200);
    const data = await moved.json();
    expect(data.sections.map((section: { type: string }) => section.type)).toEqual(["contact_form", "faq"]);
    expect(data.values.title).toBe("Warum wir");
    expect(await translation(item.id)).toBeUndefined();
  });

  it("creates the translation with its own sections and status, then updates it; the page's own text is untouched", async () => {
    const item = await page();
    const created = await post(item.id, { ...GERMAN, status: "published" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`/admin/edit-pages/${item.id}?locale=de`);
    expect(await toastOf(created)).toMatchObject({ message: "German: Published “Warum wir”", link: { href: "/de/warum-wir", label: "View on site" } });
    const row = await translation(item.id);
    expect(row).toMatchObject({ title: "Warum wir", slug: "warum-wir", status: "published", version: 1, source_version: item.version });
    expect(row?.sections).toEqual([
      { type: "faq", heading: "Fragen", items: [{ question: "Wo sind Sie?", answer: "In Portsmouth." }] },
      { type: "contact_form", heading: "Schreiben Sie uns" },
    ]);
    expect((await latestAudit("page"))?.summary).toBe('Translated page into German: "Warum wir"');

    const draft = await post(item.id, { ...GERMAN, title: "Warum", slug: "warum-wir", status: "draft", version: "1" });
    expect(await toastOf(draft)).toEqual({ type: "success", message: "German: Draft saved" });
    expect(await translation(item.id)).toMatchObject({ title: "Warum", status: "draft", version: 2 });
    expect((await pages.get(db(), item.id))?.title).toBe(item.title);
  });

  it("names a refused section field and keeps every section as typed; a stale version is a 409 that keeps the input", async () => {
    const item = await page();
    const refused = await post(item.id, { ...GERMAN, "sections[0][items][0][answer]": "", status: "draft" });
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(Object.keys(body.fieldErrors)).toEqual(["sections.0.items.0.answer"]);
    expect(body.sections[1]).toMatchObject({ type: "contact_form", heading: "Schreiben Sie uns" });
    expect(await translation(item.id)).toBeUndefined();

    expect((await post(item.id, { ...GERMAN, slug: "zu-spaet", status: "draft" })).status).toBe(302);
    const stale = await post(item.id, { ...GERMAN, slug: "zu-spaet", title: "Zu spät", status: "draft", version: "7" });
    expect(stale.status).toBe(409);
    const staleBody = await stale.json();
    expect(staleBody.values.title).toBe("Zu spät");
    expect(staleBody.sections).toHaveLength(2);
  });

  it("refuses a German title that would make the slug of one of the site's own pages (/de/solutions)", async () => {
    const item = await page();
    const refused = await post(item.id, { ...GERMAN, title: "Solutions", slug: "", status: "draft" });
    expect(refused.status).toBe(422);
    expect((await refused.json()).fieldErrors).toEqual({ slug: ["This slug is reserved"] });
    expect(await translation(item.id)).toBeUndefined();
  });

  it("says a translation is outdated once the page is saved after it", async () => {
    const item = await page();
    expect((await post(item.id, { ...GERMAN, slug: "veraltet", status: "published" })).status).toBe(302);
    expect((await (await load(item.id)).json()).translation.stored).toMatchObject({ outdated: false, version: 1 });
    await editContent(pages, item, { title: `${item.title} (updated)` });
    expect((await (await load(item.id)).json()).translation.stored.outdated).toBe(true);
  });

  it("renders, without JavaScript, the switcher, the English text beside each field, the English sections and the German ones", async () => {
    const handle = await adminScreens([{ file: "admin.edit-pages.$id", path: "edit-pages/:id", module: edit }]);
    const item = await page();
    expect((await post(item.id, { ...GERMAN, slug: "gerendert", status: "draft" })).status).toBe(302);
    const html = await (await handle(adminGet(path(item.id), cookie))).text();
    // Its tab says the translation is a draft, not yet on the site.
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>German<span class="locale-state locale-state-draft">, draft<\/span><\/a>/);
    expect(html).toContain(`href="/admin/edit-pages/${item.id}"`);
    for (const label of ["English title", "English slug", "English body", "English SEO title", "English SEO description"]) {
      expect(html).toContain(`>${label}</p>`);
    }
    expect(html).toContain("<summary>English sections (2)</summary>");
    expect(html).toContain("Where are you?");
    expect(tagWithId(html, "field-sections.0.heading")).toContain('value="Fragen"');
    expect(html).not.toContain("Still in English");
    const copied = await (await handle(adminPost(path(item.id), { intent: "copy", version: "" }, cookie))).text();
    expect(copied).toContain("Still in English, word for word: title, body, sections.");
    expect(html).toMatch(/<button [^>]*name="intent" [^>]*value="copy"/);
    expect(html).toMatch(new RegExp(`<form [^>]*action="/admin/edit-pages/${item.id}\\?locale=de"`));

    const english = await (await handle(adminGet(`/admin/edit-pages/${item.id}`, cookie))).text();
    expect(english).toMatch(/<a [^>]*aria-current="page"[^>]*>English<\/a>/);
    expect(tagWithId(english, "field-sections.0.heading")).toContain('value="Questions"');
  });
});

describe("/admin/custom-pages with a second language", () => {
  it("shows each page's German state: published, draft and outdated, missing", async () => {
    const published = await page("Listed published");
    const drafted = await page("Listed draft");
    const missing = await page("Listed missing");
    expect((await post(published.id, { ...GERMAN, slug: "liste-veroeffentlicht", status: "published" })).status).toBe(302);
    expect((await post(drafted.id, { ...GERMAN, slug: "liste-entwurf", status: "draft" })).status).toBe(302);
    await editContent(pages, drafted, { title: `${drafted.title} (changed)` });
    const data = await (await settle(list.loader({ request: adminGet("/admin/custom-pages?q=Listed", cookie), context, params: {} }))).json();
    expect(data.more[published.id]).toEqual([{ locale: "de", state: "Published", outdated: false, copied: false }]);
    expect(data.more[drafted.id]).toEqual([{ locale: "de", state: "Draft", outdated: true, copied: false }]);
    expect(data.more[missing.id]).toEqual([{ locale: "de", state: "Missing", outdated: false, copied: false }]);

    // Published with the page's own body: flagged in the column too.
    const copied = await page("Listed copied");
    expect((await post(copied.id, { ...GERMAN, slug: "liste-kopiert", body: copied.body, status: "published" })).status).toBe(302);
    const again = await (await settle(list.loader({ request: adminGet("/admin/custom-pages?q=Listed", cookie), context, params: {} }))).json();
    expect(again.more[copied.id]).toEqual([{ locale: "de", state: "Published", outdated: false, copied: true }]);

    const handle = await adminScreens([{ file: "admin.custom-pages", path: "custom-pages", module: list }]);
    const html = await (await handle(adminGet("/admin/custom-pages?q=Listed", cookie))).text();
    expect(html).toContain(">Translations<");
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/edit-pages/${drafted.id}\\?locale=de"[^>]*>DE: Draft, outdated</a>`));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/edit-pages/${copied.id}\\?locale=de"[^>]*>DE: Published, copied text</a>`));
  });
});

describe("/admin/health with a second language", () => {
  it("lists the live pages without a German text, and the German texts older than their page", async () => {
    const untranslated = await page("Health untranslated");
    const changed = await page("Health changed");
    expect((await post(changed.id, { ...GERMAN, slug: "gesundheit-seite", status: "published" })).status).toBe(302);
    await editContent(pages, changed, { title: "Health page changed again" });
    const data = await (await settle(health.loader({ request: adminGet("/admin/health", cookie), context, params: {} }))).json();
    expect(data.report.missing_translations).toContainEqual({
      title: untranslated.title,
      detail: "Page not translated into German",
      fix_url: `/admin/edit-pages/${untranslated.id}?locale=de`,
    });
    // Published straight after "Copy from English": listed as not translated.
    const copied = await page("Health copied");
    expect((await post(copied.id, { title: "Kopiert", slug: "kopiert", body: copied.body, sections: "", seo_title: "", seo_description: "", published_at: "", status: "published" })).status).toBe(302);
    const after = await (await settle(health.loader({ request: adminGet("/admin/health", cookie), context, params: {} }))).json();
    expect(after.report.missing_translations).toContainEqual({
      title: copied.title,
      detail: "Page published in German with the English text",
      fix_url: `/admin/edit-pages/${copied.id}?locale=de`,
    });
    // One section of the page's two left out.
    const shorter = await page("Health shorter");
    expect((await post(shorter.id, { ...GERMAN, slug: "kuerzer", "sections[1][type]": "", "sections[1][heading]": "", status: "draft" })).status).toBe(302);
    const short = await (await settle(health.loader({ request: adminGet("/admin/health", cookie), context, params: {} }))).json();
    expect(short.report.outdated_translations).toContainEqual({
      title: shorter.title,
      detail: "German translation has 1 of the page's 2 sections",
      fix_url: `/admin/edit-pages/${shorter.id}?locale=de`,
    });
    expect(data.report.outdated_translations).toContainEqual({
      title: "Health page changed again",
      detail: "German translation older than the page's last save",
      fix_url: `/admin/edit-pages/${changed.id}?locale=de`,
    });
  });
});
