import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { saveSetting } from "~/models/setting.server";
import { getHomeTranslation } from "~/models/setting-translation.server";
import { configureCaches } from "~/services/cache/tagged-cache.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId } from "../../tests/helpers/admin-render";
import { publicSiteHandler, visibleText } from "../../tests/helpers/public-site";
import { siteInLocales } from "../../tests/helpers/site-locales";
import * as slider from "./admin.home-slider";
import * as screen from "./admin.setting_.home-translation";

/**
 * /admin/setting/home-translation?locale=de: the home's headline, slides, "why us" blocks, figures
 * and video in German, each beside the English; /de shows them at once, laid out as the English home.
 */

siteInLocales("en,de");

let cookie: string;
let slideId: number;
let blockId: number;

beforeAll(async () => {
  cookie = (await signInAdmin()).cookie;
  await db().deleteFrom("home_slide").execute();
  await db().deleteFrom("hero_content").execute();
  const image = await insertMedia(db());
  slideId = (
    await db()
      .insertInto("home_slide")
      .values({ title: "Data you can act on", subtitle: "Dashboards people trust.", image_id: image, button_label: "See the platform", button_url: "/solutions/data" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  blockId = (
    await db().insertInto("hero_content").values({ title: "Engineers, not resellers", body: "Our own team.", link_url: "/contact-us" }).returning("id").executeTakeFirstOrThrow()
  ).id;
  await saveSetting(db(), { name: "hero", value: { title: "Technology that runs", subtitle: "Cloud and data.", cta_label: "Talk to us", cta_url: "/contact-us" }, version: 0 });
  await saveSetting(db(), { name: "counter", value: { items: [{ label: "Devices managed", value: 42000, suffix: "+" }] }, version: 0 });
});

const PATH = "/admin/setting/home-translation?locale=de";

function load(path = PATH, as = cookie) {
  return settle(screen.loader({ request: adminGet(path, as), context, params: {} }));
}

function post(fields: Record<string, string>) {
  return settle(screen.action({ request: adminPost(PATH, fields, cookie), context, params: {} }));
}

function words(version: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    version: String(version),
    "hero[title]": "Technik, die läuft",
    "hero[subtitle]": "Cloud und Daten.",
    "hero[cta_label]": "Sprechen Sie mit uns",
    "hero[cta_url]": "",
    "slides[0][id]": String(slideId),
    "slides[0][title]": "Daten, mit denen Sie handeln",
    "slides[0][subtitle]": "",
    "slides[0][button_label]": "Zur Plattform",
    "slides[0][button_url]": "/de/solutions/daten",
    "features[0][id]": String(blockId),
    "features[0][title]": "Ingenieure, keine Wiederverkäufer",
    "features[0][body]": "Unser eigenes Team.",
    "features[0][link_url]": "",
    "counters[0][index]": "0",
    "counters[0][label]": "Betreute Geräte",
    "counters[0][suffix]": "",
    ...overrides,
  };
}

describe("/admin/setting/home-translation", () => {
  it("is for the staff who edit the home (editors too), never for visitors or customers", async () => {
    await expectAdminOnly(PATH, (anyone) => screen.loader({ request: adminGet(PATH, anyone), context, params: {} }));
    const editor = await sessionCookieFor((await createTestUser("editor")).id, "admin");
    expect((await load(PATH, editor)).status).toBe(200);
  });

  it("lists the English words of what the home shows; the default locale is the headline's own tab, an unknown one a 404", async () => {
    const data = await (await load()).json();
    expect(data).toMatchObject({
      locale: "de",
      language: "German",
      source: {
        hero: { title: "Technology that runs", cta_label: "Talk to us" },
        slides: [{ id: slideId, title: "Data you can act on", button_label: "See the platform" }],
        features: [{ id: blockId, title: "Engineers, not resellers" }],
        counters: [{ label: "Devices managed", value: 42000, suffix: "+" }],
      },
      version: 0,
    });
    const english = await load("/admin/setting/home-translation?locale=en");
    expect(english.status).toBe(302);
    expect(english.headers.get("Location")).toBe("/admin/setting?tab=hero");
    expect((await load("/admin/setting/home-translation?locale=fr")).status).toBe(404);
  });

  it("saves the German words keyed by slide and block, audited, and refuses a stale version keeping what was typed", async () => {
    const first = await post(words(0));
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(PATH);
    expect(await toastOf(first)).toEqual({ type: "success", message: "German: Home page saved" });
    const stored = await getHomeTranslation(db(), "de");
    expect(stored.version).toBe(1);
    expect(stored.value.slides[String(slideId)]).toEqual({ title: "Daten, mit denen Sie handeln", subtitle: "", button_label: "Zur Plattform", button_url: "/de/solutions/daten" });
    expect(stored.value.features[String(blockId)]?.title).toBe("Ingenieure, keine Wiederverkäufer");
    expect(stored.value.counters).toEqual({ 0: { label: "Betreute Geräte", suffix: "" } });
    expect((await latestAudit("setting"))?.summary).toBe("Updated the home page in German");

    const stale = await post(words(0, { "hero[title]": "Zu spät" }));
    expect(stale.status).toBe(409);
    expect((await stale.json()).values["hero[title]"]).toBe("Zu spät");
    expect((await getHomeTranslation(db(), "de")).value.hero.title).toBe("Technik, die läuft");
  });

  it("names each field over its limit or unsafe, and keeps the input", async () => {
    const { version } = await getHomeTranslation(db(), "de");
    const refused = await post(words(version, { "slides[0][title]": "x".repeat(121), "features[0][link_url]": "javascript:alert(1)", "hero[subtitle]": "Bleibt" }));
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["features.0.link_url", "slides.0.title"]);
    expect(body.fieldErrors["slides.0.title"]).toEqual(["Slide title must be at most 120 characters"]);
    expect(body.values["hero[subtitle]"]).toBe("Bleibt");
    const forged = await post(words(version, { "slides[0][id]": "first" }));
    expect(forged.status).toBe(422);
  });

  it("renders, without JavaScript, the switcher, the English beside each field, and a refused field marked; the slider's screen leads here", async () => {
    const handle = await adminScreens([
      { file: "admin.setting_.home-translation", path: "setting/home-translation", module: screen },
      { file: "admin.home-slider", path: "home-slider", module: slider },
    ]);
    const html = await (await handle(adminGet(PATH, cookie))).text();
    expect(html).toContain("<h1>Home page in German</h1>");
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>German<\/a>/);
    for (const label of ["English headline", "English slide 1 title", "English block 1 title", "English counter 1"]) expect(html).toContain(`>${label}</p>`);
    expect(html).toContain(">Data you can act on</p>");
    expect(html).toContain(">42000+ Devices managed</p>");
    // Each link the English home has is a field beside it, holding the German one saved, so a save keeps it.
    for (const label of ["English button link", "English slide 1 link", "English block 1 link"]) expect(html).toContain(`>${label}</p>`);
    expect(tagWithId(html, "field-slides\\[0\\]\\[button_url\\]")).toContain('value="/de/solutions/daten"');
    const { version } = await getHomeTranslation(db(), "de");
    const refused = await (await handle(adminPost(PATH, words(version, { "hero[title]": "x".repeat(121) }), cookie))).text();
    expect(tagWithId(refused, "field-hero\\[title\\]")).toContain('aria-invalid="true"');

    const list = await (await handle(adminGet("/admin/home-slider", cookie))).text();
    // The list's language switch, beside its title as on every edit screen: German is the home page's translation.
    expect(list).toMatch(/<nav class="locale-switcher" aria-label="Language of the text">[^]*?<a [^>]*href="\/admin\/setting\/home-translation\?locale=de"[^>]*>German<\/a>/);
  });

  it("is on /de at once, through the caches, in the English home's order; English stays English", async () => {
    const get = await publicSiteHandler();
    configureCaches({ enabled: true, clock: Date.now, db: db() });
    onTestFinished(() => configureCaches({ enabled: false }));
    await get("/de");
    await get("/");
    const { version } = await getHomeTranslation(db(), "de");
    expect((await post(words(version, { "hero[title]": "Frisch übersetzt" }))).status).toBe(302);
    const html = await (await get("/de")).text();
    expect(html).toContain("<h1>Frisch übersetzt</h1>");
    // The headline's button leads to the German contact page; the slide to the translator's own link.
    expect(html).toContain('<a class="button button-large" href="/de/contact-us">Sprechen Sie mit uns</a>');
    expect(html).toContain('href="/de/solutions/daten"');
    const german = visibleText(html);
    expect(german.indexOf("Daten, mit denen Sie handeln")).toBeLessThan(german.indexOf("Ingenieure, keine Wiederverkäufer"));
    expect(german.indexOf("Ingenieure, keine Wiederverkäufer")).toBeLessThan(german.indexOf("Betreute Geräte 42.000 +"));
    const english = visibleText(await (await get("/")).text());
    expect(english).toContain("Technology that runs");
    expect(english).toContain("Devices managed 42,000 +");
    expect(english).not.toContain("Frisch übersetzt");
  });
});
