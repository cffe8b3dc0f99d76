import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { saveSetting } from "~/models/setting.server";
import { configureCaches } from "~/services/cache/tagged-cache.server";
import { getProfileTranslation } from "~/models/setting-translation.server";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId } from "../../tests/helpers/admin-render";
import { publicSiteHandler, visibleText } from "../../tests/helpers/public-site";
import * as settings from "./admin.setting";
import * as screen from "./admin.setting_.translation";

/**
 * /admin/setting/translation?locale=de: the company profile's tagline, about text and footer line
 * in German, each beside the English; the German pages show them at once, the English ones not.
 */

const saved = process.env.SITE_LOCALES;
let cookie: string;

beforeAll(async () => {
  process.env.SITE_LOCALES = "en,de";
  resetEnvCache();
  cookie = (await signInAdmin()).cookie;
  await saveSetting(db(), {
    name: "profile",
    value: { company_name: "Northwind", tagline: "Technology that runs", about: "We build and run it.", footer_text: "© Northwind" },
    version: 0,
  });
});

afterAll(() => {
  if (saved === undefined) delete process.env.SITE_LOCALES;
  else process.env.SITE_LOCALES = saved;
  resetEnvCache();
});

const PATH = "/admin/setting/translation?locale=de";

function load(path = PATH, as = cookie) {
  return settle(screen.loader({ request: adminGet(path, as), context, params: {} }));
}

function post(fields: Record<string, string>, path = PATH) {
  return settle(screen.action({ request: adminPost(path, fields, cookie), context, params: {} }));
}

describe("/admin/setting/translation", () => {
  it("is for those who may edit the profile: admins, not editors", async () => {
    await expectAdminOnly(PATH, (anyone) => screen.loader({ request: adminGet(PATH, anyone), context, params: {} }));
    const editor = await sessionCookieFor((await createTestUser("editor")).id, "admin");
    expect((await load(PATH, editor)).status).toBe(403);
  });

  it("shows the English words beside empty German fields; the default locale is the profile's own tab, an unknown one a 404", async () => {
    const data = await (await load()).json();
    expect(data).toMatchObject({
      locale: "de",
      language: "German",
      source: { tagline: "Technology that runs", about: "We build and run it.", footer_text: "© Northwind" },
      stored: { tagline: "", about: "", footer_text: "" },
      version: 0,
    });
    const english = await load("/admin/setting/translation?locale=en");
    expect(english.status).toBe(302);
    expect(english.headers.get("Location")).toBe("/admin/setting?tab=profile");
    expect((await load("/admin/setting/translation?locale=fr")).status).toBe(404);
  });

  it("saves the German words with a version of their own, audited, and refuses a stale version keeping what was typed", async () => {
    const first = await post({ version: "0", tagline: "Technik, die läuft", about: "Wir bauen sie.", footer_text: "" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(PATH);
    expect(await toastOf(first)).toEqual({ type: "success", message: "German: Company profile saved" });
    expect(await getProfileTranslation(db(), "de")).toEqual({ value: { tagline: "Technik, die läuft", about: "Wir bauen sie.", footer_text: "" }, version: 1 });
    expect((await latestAudit("setting"))?.summary).toBe("Updated the company profile in German");

    const stale = await post({ version: "0", tagline: "Zu spät", about: "", footer_text: "" });
    expect(stale.status).toBe(409);
    expect((await stale.json()).values.tagline).toBe("Zu spät");
    expect((await getProfileTranslation(db(), "de")).value.tagline).toBe("Technik, die läuft");
  });

  it("names a field over its limit and keeps the input", async () => {
    const { version } = await getProfileTranslation(db(), "de");
    const refused = await post({ version: String(version), tagline: "x".repeat(201), about: "Bleibt", footer_text: "" });
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(Object.keys(body.fieldErrors)).toEqual(["tagline"]);
    expect(body.values.about).toBe("Bleibt");
  });

  it("renders, without JavaScript, the switcher, the English beside each field, and a refused field marked", async () => {
    const handle = await adminScreens([
      { file: "admin.setting_.translation", path: "setting/translation", module: screen },
      { file: "admin.setting", path: "setting", module: settings },
    ]);
    const html = await (await handle(adminGet(PATH, cookie))).text();
    expect(html).toContain("<h1>Company profile in German</h1>");
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>German<\/a>/);
    for (const label of ["English tagline", "English about", "English footer text"]) expect(html).toContain(`>${label}</p>`);
    expect(html).toContain(">Technology that runs</p>");
    const refused = await (await handle(adminPost(PATH, { version: "0", tagline: "x".repeat(201), about: "", footer_text: "" }, cookie))).text();
    expect(tagWithId(refused, "field-tagline")).toContain('aria-invalid="true"');

    // The profile's own tab leads here.
    const profileTab = await (await handle(adminGet("/admin/setting?tab=profile", cookie))).text();
    expect(profileTab).toMatch(/<a [^>]*href="\/admin\/setting\/translation\?locale=de"[^>]*>German<\/a>/);
  });

  it("is on the German pages at once, through the frame's cache, and the English pages keep the English words", async () => {
    const get = await publicSiteHandler();
    configureCaches({ enabled: true, clock: Date.now, db: db() });
    onTestFinished(() => configureCaches({ enabled: false }));
    // Read once, so the frame is in the cache when the translation is saved.
    const before = visibleText(await (await get("/de/news")).text());
    expect(before).toContain("Wir bauen sie.");
    const { version } = await getProfileTranslation(db(), "de");
    expect((await post({ version: String(version), tagline: "", about: "Frisch gespeichert.", footer_text: "© Northwind, auf Deutsch" })).status).toBe(302);
    const german = visibleText(await (await get("/de/news")).text());
    expect(german).toContain("Frisch gespeichert.");
    expect(german).toContain("© Northwind, auf Deutsch");
    const english = visibleText(await (await get("/news")).text());
    expect(english).toContain("We build and run it.");
    expect(english).not.toContain("Frisch gespeichert.");
  });
});
