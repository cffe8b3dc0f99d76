import { db } from "~/db/db.server";
import { insertStory } from "~/models/public-customer-story.test-support";
import { countRevisions, listRevisions } from "~/models/revision.server";
import { restoreRevision } from "~/services/content/revisions.server";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId } from "../../tests/helpers/admin-render";
import { fixtureContext } from "../../tests/helpers/content";
import { siteInLocales } from "../../tests/helpers/site-locales";
import * as list from "./admin.customer-stories";
import * as edit from "./admin.edit-customer-stories.$id";
import * as health from "./admin.health";
import * as compare from "./admin.revisions.$resource.$id.$revision";
import * as history from "./admin.revisions.$resource.$id._index";

/**
 * The translator's admin for customer stories: /admin/edit-customer-stories/{id}?locale=de (the
 * German form beside the English text), the list's translation column, content health and the
 * translation's own history.
 */

siteInLocales("en,de");

let cookie: string;

beforeAll(async () => {
  cookie = (await signInAdmin()).cookie;
});

const path = (id: number, locale = "de") => `/admin/edit-customer-stories/${id}?locale=${locale}`;
const load = (id: number, locale = "de") => settle(edit.loader({ request: adminGet(path(id, locale), cookie), context, params: { id: String(id) } }));
const post = (id: number, fields: Record<string, string>) =>
  settle(edit.action({ request: adminPost(path(id), fields, cookie), context, params: { id: String(id) } }));
const stored = (id: number) =>
  db().selectFrom("customer_story_translation").selectAll().where("story_id", "=", id).where("locale", "=", "de").executeTakeFirst();

function story(title: string) {
  return insertStory(title, {
    body: "<p>The English body.</p>",
    industry: "Logistics",
    figures: [{ value: "38%", label: "less downtime" }, { value: "11 weeks", label: "to go live" }],
    quote: { text: "It just works.", person: "Ines Brandt", role: "Head of Operations" },
  });
}

const GERMAN = {
  title: "Hafenkräne im Netz", slug: "", industry: "Logistik", summary: "Kurz gesagt", body: "<p>Der deutsche Text.</p>",
  "figures[0][value]": "38 %", "figures[0][label]": "weniger Stillstand", "figures[1][value]": "11 Wochen", "figures[1][label]": "bis zum Start",
  "figures[2][value]": "", "figures[2][label]": "", quote_text: "Es funktioniert einfach.", quote_role: "Leiterin Betrieb",
  seo_title: "", seo_description: "", published_at: "",
};

describe("the customer story translation form", () => {
  it("is for admins only, and a locale the site does not have is not found", async () => {
    const one = await story("Harbour cranes a");
    await expectAdminOnly(path(one.id), (anyone) => edit.loader({ request: adminGet(path(one.id), anyone), context, params: { id: String(one.id) } }));
    expect((await load(one.id, "fr")).status).toBe(404);
  });

  it("copies the English text without saving, creates the translation, then updates it with its version, its history kept apart", async () => {
    const one = await story("Harbour cranes b");
    const data = await (await load(one.id)).json();
    expect(data.translation).toMatchObject({
      locale: "de", language: "German", stored: null,
      source: { title: "Harbour cranes b", industry: "Logistics", quote: { person: "Ines Brandt", role: "Head of Operations" } },
    });

    const copied = await (await post(one.id, { intent: "copy", version: "" })).json();
    expect(copied.values).toMatchObject({ title: "Harbour cranes b", slug: "", "figures[1][value]": "11 weeks", quote_text: "It just works.", quote_role: "Head of Operations" });
    expect(await stored(one.id)).toBeUndefined();

    const created = await post(one.id, { ...GERMAN, status: "published" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(path(one.id));
    expect(await toastOf(created)).toMatchObject({
      message: "German: Published “Hafenkräne im Netz”",
      link: { href: "/de/customer-stories/hafenkraene-im-netz", label: "View on site" },
    });
    expect(await stored(one.id)).toMatchObject({
      title: "Hafenkräne im Netz", industry: "Logistik", status: "published", version: 1, quote_text: "Es funktioniert einfach.", quote_role: "Leiterin Betrieb",
      figures: [{ value: "38 %", label: "weniger Stillstand" }, { value: "11 Wochen", label: "bis zum Start" }],
    });
    expect((await latestAudit("customer_story"))?.summary).toBe('Translated customer story into German: "Hafenkräne im Netz"');

    const stale = await post(one.id, { ...GERMAN, title: "Kräne", status: "published", version: "7" });
    expect(stale.status).toBe(409);
    expect((await stale.json()).values.title).toBe("Kräne");
    expect((await post(one.id, { ...GERMAN, title: "Kräne", slug: "kraene", status: "draft", version: "1" })).status).toBe(302);
    expect(await stored(one.id)).toMatchObject({ title: "Kräne", status: "draft", version: 2 });

    const after = await (await load(one.id)).json();
    expect(after.translation.history).toEqual({ path: `/admin/revisions/customer-stories/${one.id}?locale=de`, count: 2 });
    const ref = { resource: "customer-stories", recordId: String(one.id), locale: "de" };
    const [, first] = await listRevisions(db(), ref);
    expect(await restoreRevision(db(), await fixtureContext(), { ref, revisionId: first.id, version: 2 })).toMatchObject({ ok: true, version: 3 });
    expect(await stored(one.id)).toMatchObject({ title: "Hafenkräne im Netz", status: "published", version: 3, figures: [{ value: "38 %" }, { value: "11 Wochen" }] });
    expect(await countRevisions(db(), ref)).toBe(3);
    expect(await countRevisions(db(), { resource: "customer-stories", recordId: String(one.id) })).toBe(0);

    // The History screen of the translation lists its versions and compares one with the current text.
    const params = { resource: "customer-stories", id: String(one.id) };
    const listed = await (await settle(history.loader({ request: adminGet(`/admin/revisions/customer-stories/${one.id}?locale=de`, cookie), context, params }))).json();
    expect(listed).toMatchObject({ title: "Customer story “Harbour cranes b” · German", where: "live" });
    expect(listed.history.map((entry: { version: number }) => entry.version)).toEqual([3, 2, 1]);
    expect(listed.history[2].changed).toEqual(expect.arrayContaining(["figures", "quote_text", "quote_role"]));
    const compared = await settle(
      compare.loader({ request: adminGet(`/admin/revisions/customer-stories/${one.id}/${first.id}?locale=de`, cookie), context, params: { ...params, revision: String(first.id) } }),
    );
    expect(compared.status).toBe(200);
  });

  it("refuses a bad field by its name and rule, keeping what was typed; renders without JavaScript with the English beside each field", async () => {
    const one = await story("Harbour cranes c");
    const refused = await post(one.id, { ...GERMAN, "figures[1][label]": "", industry: "i".repeat(81), status: "draft" });
    expect(refused.status).toBe(422);
    const answer = await refused.json();
    expect(answer.fieldErrors).toMatchObject({ industry: ["Industry must be at most 80 characters"], "figures.1.label": ["Figure label is required"] });
    expect(answer.values).toMatchObject({ title: "Hafenkräne im Netz", "figures[1][value]": "11 Wochen" });
    expect(await stored(one.id)).toBeUndefined();

    const handle = await adminScreens([{ file: "admin.edit-customer-stories.$id", path: "edit-customer-stories/:id", module: edit }]);
    const html = await (await handle(adminGet(path(one.id), cookie))).text();
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>German<span class="locale-state locale-state-missing">, missing<\/span><\/a>/);
    expect(html).toContain(">English industry</p>");
    expect(html).toContain(">English figure 1</p>");
    expect(html).toContain(">English quote</p>");
    expect(html).toMatch(new RegExp(`<form [^>]*action="/admin/edit-customer-stories/${one.id}\\?locale=de"`));
    expect(html).toContain('value="copy"');
    const typed = await (await handle(adminPost(path(one.id), { ...GERMAN, title: "", summary: "Bleibt", status: "draft" }, cookie))).text();
    expect(tagWithId(typed, "field-title")).toContain('aria-invalid="true"');
    expect(typed).toMatch(/<textarea [^>]*id="field-summary"[^>]*>Bleibt<\/textarea>/);
  });
});

describe("the story list and content health with a second language", () => {
  it("shows each story's German state in the list, and the missing and outdated ones in health", async () => {
    const translated = await story("Listed translated story");
    const missing = await story("Listed missing story");
    expect((await post(translated.id, { ...GERMAN, title: "Gelistet", slug: "gelistet", status: "published" })).status).toBe(302);

    const data = await (await settle(list.loader({ request: adminGet("/admin/customer-stories?q=Listed", cookie), context, params: {} }))).json();
    expect(data.more[translated.id]).toEqual([{ locale: "de", state: "Published", outdated: false, copied: false }]);
    expect(data.more[missing.id]).toEqual([{ locale: "de", state: "Missing", outdated: false, copied: false }]);
    const handle = await adminScreens([{ file: "admin.customer-stories", path: "customer-stories", module: list }]);
    const html = await (await handle(adminGet("/admin/customer-stories?q=Listed", cookie))).text();
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/edit-customer-stories/${missing.id}\\?locale=de">DE: Missing</a>`));

    await db().updateTable("customer_story").set({ version: 9 }).where("id", "=", translated.id).execute();
    const report = (await (await settle(health.loader({ request: adminGet("/admin/health", cookie), context, params: {} }))).json()).report;
    expect(report.missing_translations).toContainEqual({
      title: "Listed missing story", detail: "Customer story not translated into German", fix_url: `/admin/edit-customer-stories/${missing.id}?locale=de`,
    });
    expect(report.outdated_translations).toContainEqual({
      title: "Listed translated story",
      detail: "German translation older than the customer story's last save",
      fix_url: `/admin/edit-customer-stories/${translated.id}?locale=de`,
    });
  });
});
