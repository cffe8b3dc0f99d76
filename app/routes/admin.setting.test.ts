import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { getSettingRecord, saveSetting } from "~/models/setting.server";
import {
  adminGet, adminMultipart, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { multipartForm, pdfBytes, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { loader as rootLoader } from "~/root";
import { action, loader } from "./admin.setting";

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";

function post(fields: Record<string, string> | Array<[string, string]>, cookie: string) {
  return settle(action({ request: adminPost("/admin/setting", fields, cookie), context, params: {} }));
}

describe("/admin/setting", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/setting", (cookie) => loader({ request: adminGet("/admin/setting", cookie), context, params: {} }));
    await expectAdminOnly("/admin/setting", (cookie) =>
      action({ request: adminPost("/admin/setting", { intent: "social", version: "0", facebook: "" }, cookie), context, params: {} }),
    );
    expect((await getSettingRecord(db(), "social")).version).toBe(0);
  });

  it("shows every group with its version and the images to choose a logo from", async () => {
    const { cookie } = await signInAdmin();
    const logo = await insertMedia(db(), "image");
    const pdf = await insertMedia(db(), "pdf");
    await saveSetting(db(), { name: "profile", value: { company_name: "Acme", logo_id: logo }, version: 0 });

    const response = await settle(loader({ request: adminGet("/admin/setting", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(Object.keys(data.settings)).toEqual(["profile", "social", "hero", "counter", "site"]);
    expect(data.settings.profile).toMatchObject({ version: 1, value: { company_name: "Acme", logo_id: logo } });
    expect(data.settings.site).toMatchObject({ version: 0, value: { require_login_for_details: true } });
    const values = data.logoOptions.map((option: { value: string }) => option.value);
    expect(values).toContain(String(logo));
    expect(values).not.toContain(String(pdf));
    expect(data.logoOptions.find((option: { value: string }) => option.value === String(logo)).image).toMatch(new RegExp(`^/media/${logo}/.+\\?w=480$`));
  });

  it("saves a group, audited, back to the page with a toast", async () => {
    const { cookie, admin } = await signInAdmin();
    const current = await getSettingRecord(db(), "profile");
    const response = await post(
      {
        intent: "profile", version: String(current.version), company_name: "  Northwind Ltd ", tagline: "We build", logo_id: "",
        email: "hello@northwind.test", phone: "+44 20 0000", address: "1 High St", about: "About us", footer_text: "© Northwind",
      },
      cookie,
    );
    expect(response.status).toBe(302);
    // Back to the saved form's own tab, which says so.
    expect(response.headers.get("Location")).toBe("/admin/setting?tab=profile&saved=profile");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Company profile saved" });
    const saved = await getSettingRecord(db(), "profile");
    expect(saved.version).toBe(current.version + 1);
    expect(saved.value).toMatchObject({ company_name: "Northwind Ltd", tagline: "We build", logo_id: null, email: "hello@northwind.test" });
    expect(await latestAudit("setting")).toMatchObject({ action: "update", entity_id: "profile", actor_id: admin.id, summary: "Updated setting “profile”" });
  });

  it("saves only the fields of the posted tab", async () => {
    const { cookie } = await signInAdmin();
    const social = await getSettingRecord(db(), "social");
    const hero = await getSettingRecord(db(), "hero");
    const profile = await getSettingRecord(db(), "profile");
    const response = await post(
      { intent: "profile", version: String(profile.version), company_name: "Only the profile", facebook: "https://facebook.com/not-this-tab", title: "Not this tab" },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/setting?tab=profile&saved=profile");
    expect((await getSettingRecord(db(), "profile")).value).toMatchObject({ company_name: "Only the profile" });
    expect(await getSettingRecord(db(), "social")).toEqual(social);
    expect(await getSettingRecord(db(), "hero")).toEqual(hero);
  });

  it("turns the details login off when the box is unchecked", async () => {
    const { cookie } = await signInAdmin();
    const response = await post({ intent: "site", version: "0", default_seo_description: "We make things." }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/setting?tab=site&saved=site");
    expect((await getSettingRecord(db(), "site")).value).toEqual({ require_login_for_details: false, default_seo_description: "We make things.", home_page_id: null });
  });

  it("refuses invalid fields with the input kept, writing nothing", async () => {
    const { cookie } = await signInAdmin();
    const response = await post(
      { intent: "social", version: "0", facebook: "javascript:alert(1)", linkedin: "https://www.linkedin.com/company/x", x: "", youtube: "", instagram: "" },
      cookie,
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.intent).toBe("social");
    expect(body.fieldErrors.facebook[0]).toMatch(/^Facebook must start with http/);
    expect(body.values).toMatchObject({ facebook: "javascript:alert(1)", linkedin: "https://www.linkedin.com/company/x" });
    expect((await getSettingRecord(db(), "social")).version).toBe(0);
  });

  it("takes a theme colour dark enough for white text, and every page then draws in it", async () => {
    const { cookie } = await signInAdmin();
    const { version } = await getSettingRecord(db(), "profile");
    const light = await post({ intent: "profile", version: String(version), theme_color: "#ffcc00" }, cookie);
    expect(light.status).toBe(422);
    const refused = await light.json();
    expect(refused.fieldErrors.theme_color).toEqual([
      "Theme colour is too light: white text on it has a contrast of 1.5:1, and needs 4.5:1",
    ]);
    expect(refused.values).toMatchObject({ theme_color: "#ffcc00" });
    expect((await getSettingRecord(db(), "profile")).version).toBe(version);

    expect((await post({ intent: "profile", version: String(version), theme_color: "#7A1F5C" }, cookie)).status).toBe(302);
    expect((await getSettingRecord(db(), "profile")).value.theme_color).toBe("#7a1f5c");
    const root = await settle(rootLoader({ request: new Request("http://localhost/"), context, params: {} }));
    expect((await root.json()).theme).toBe(":root{--color-brand:#7a1f5c;--color-brand-dark:#5f1848}");
  });

  it("refuses a logo that is not an image", async () => {
    const { cookie } = await signInAdmin();
    const pdf = await insertMedia(db(), "pdf");
    const current = await getSettingRecord(db(), "profile");
    const response = await post({ intent: "profile", version: String(current.version), company_name: "Acme", logo_id: String(pdf) }, cookie);
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.logo_id).toEqual(["Logo must be an image"]);
  });

  it("takes a new logo uploaded with the profile, and refuses one that is not an image on the logo field", async () => {
    const { cookie } = await signInAdmin();
    const mediaCount = async () => Number((await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const postFile = (entries: FormEntry[]) => settle(action({ request: adminMultipart("/admin/setting", multipartForm(entries), cookie), context, params: {} }));
    const current = await getSettingRecord(db(), "profile");
    const typed = { intent: "profile", version: String(current.version), company_name: "Logo Works", logo_id: "", email: "hi@logo.test", phone: "+1 555 0100" };
    const before = await mediaCount();

    const refused = await postFile([...Object.entries(typed), ["logo_file", { bytes: pdfBytes(), name: "logo.png", type: "image/png" }]]);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ intent: "profile", fieldErrors: { logo_id: ["Logo must be an image"] }, values: typed });
    const huge = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await postFile([...Object.entries(typed), ["logo_file", { bytes: huge, name: "logo.png", type: "image/png" }]]);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ intent: "profile", fieldErrors: { logo_id: ["Image is larger than 5 MB"] }, values: typed });
    expect(await mediaCount()).toBe(before);
    expect((await getSettingRecord(db(), "profile")).version).toBe(current.version);

    const saved = await postFile([...Object.entries(typed), ["logo_file", { bytes: await pngBytes(400, 120), name: "logo-works.png", type: "image/png" }]]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/setting?tab=profile&saved=profile");
    const profile = await getSettingRecord(db(), "profile");
    expect(profile.value).toMatchObject({ company_name: "Logo Works", email: "hi@logo.test" });
    const logo = await db().selectFrom("media").select(["original_name", "kind"]).where("id", "=", profile.value.logo_id!).executeTakeFirstOrThrow();
    expect(logo).toEqual({ original_name: "logo-works.png", kind: "image" });
  });

  it("refuses a stale version with the conflict message and keeps the other save", async () => {
    const { cookie } = await signInAdmin();
    await saveSetting(db(), { name: "hero", value: { title: "Theirs" }, version: 0 });
    const response = await post({ intent: "hero", version: "0", title: "Mine", subtitle: "", cta_label: "", cta_url: "" }, cookie);
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body).toMatchObject({ intent: "hero", formError: CONFLICT, values: { title: "Mine" } });
    expect((await getSettingRecord(db(), "hero")).value.title).toBe("Theirs");
  });

  it("keeps up to 8 counters, ignoring blank rows, and names the row of an error", async () => {
    const { cookie } = await signInAdmin();
    const rows = (cells: Array<[string, string, string]>) =>
      cells.flatMap(([label, value, suffix], index): Array<[string, string]> => [
        [`items[${index}][label]`, label],
        [`items[${index}][value]`, value],
        [`items[${index}][suffix]`, suffix],
      ]);
    const eight = (cells: Array<[string, string, string]>) => [...cells, ...Array.from({ length: 8 - cells.length }, (): [string, string, string] => ["", "", ""])];

    const refused = await post([["intent", "counter"], ["version", "0"], ...rows(eight([["Clients", "120", "+"], ["", "", ""], ["Years", "-3", ""]]))], cookie);
    expect(refused.status).toBe(422);
    const body = await refused.json();
    // The blank second row is dropped, so the bad value is in the second kept row.
    expect(body.fieldErrors["items.1.value"]).toEqual(["Value must be a number of 0 or more, with at most 2 decimals"]);
    expect(body.values.items).toEqual([{ label: "Clients", value: "120", suffix: "+" }, { label: "Years", value: "-3", suffix: "" }]);

    const saved = await post([["intent", "counter"], ["version", "0"], ...rows(eight([["Clients", "120", "+"], ["", "", ""], ["Years", "15", ""]]))], cookie);
    expect(saved.status).toBe(302);
    expect((await getSettingRecord(db(), "counter")).value.items).toEqual([
      { label: "Clients", value: 120, suffix: "+" },
      { label: "Years", value: 15, suffix: "" },
    ]);
  });

  // After the stale-version test, which needs the heading never saved.
  it("goes back to the home page overview after a headline saved there, and nowhere else a form may name", async () => {
    const { cookie } = await signInAdmin();
    const hero = { intent: "hero", title: "Written in place", subtitle: "On the overview", cta_label: "Talk to us", cta_url: "/contact-us" };
    const fromOverview = await post({ ...hero, version: String((await getSettingRecord(db(), "hero")).version), back: "/admin/home-page" }, cookie);
    expect(fromOverview.headers.get("Location")).toBe("/admin/home-page");
    expect(await toastOf(fromOverview)).toEqual({ type: "success", message: "Home page heading saved" });
    expect((await getSettingRecord(db(), "hero")).value).toMatchObject({ title: "Written in place" });
    for (const back of ["https://evil.example/", "//evil.example", "/admin/setting", "/admin/home-page/../users"]) {
      const elsewhere = await post({ ...hero, version: String((await getSettingRecord(db(), "hero")).version), back }, cookie);
      expect(elsewhere.headers.get("Location"), back).toBe("/admin/setting?tab=hero&saved=hero");
    }
  });

  it("refuses an unknown group or a missing version", async () => {
    const { cookie } = await signInAdmin();
    expect((await post({ intent: "hero_video", version: "0" }, cookie)).status).toBe(400);
    const missing = await post({ intent: "hero", title: "x" }, cookie);
    expect(missing.status).toBe(422);
    expect((await missing.json()).formError).toBe("Version is required");
  });
});

describe("/admin/setting, rendered", () => {
  async function render() {
    const { adminScreens } = await import("../../tests/helpers/admin-render");
    const screen = await import("./admin.setting");
    return adminScreens([{ file: "admin.setting", path: "setting", module: screen }]);
  }
  const forms = (page: string) => [...page.matchAll(/<input type="hidden" name="intent" value="([a-z]+)"\/>/g)].map((match) => match[1]);
  const tabs = (page: string) =>
    [...page.slice(page.indexOf('aria-label="Settings sections"')).matchAll(/<a ([^>]*)>([^<]+)<\/a>/g)].slice(0, 5).map((match) => {
      const current = match[1].includes('aria-current="page"') ? " (current)" : "";
      return `${match[2]} ${/href="([^"]+)"/.exec(match[1])![1]}${current}`;
    });

  it("is one tab per group, each a link with one form and one Save; the first tab by default", async () => {
    const handle = await render();
    const { cookie } = await signInAdmin();
    const page = await (await handle(adminGet("/admin/setting", cookie))).text();
    expect(tabs(page)).toEqual([
      "Company profile /admin/setting?tab=profile (current)", "Social links /admin/setting?tab=social", "Home page heading /admin/setting?tab=hero",
      "Counters /admin/setting?tab=counter", "Site /admin/setting?tab=site",
    ]);
    expect(forms(page)).toEqual(["profile"]);
    expect(page.match(/>Save<\/span>/g)).toHaveLength(1);

    for (const group of ["profile", "social", "hero", "counter", "site"]) {
      const tab = await (await handle(adminGet(`/admin/setting?tab=${group}`, cookie))).text();
      expect(forms(tab)).toEqual([group]);
      expect(tab).toMatch(new RegExp(`<form method="post" action="/admin/setting\\?tab=${group}"`));
      expect(tab).toContain(`href="/admin/revisions/settings/${group}"`);
      expect(tabs(tab).filter((entry) => entry.endsWith("(current)"))).toEqual([expect.stringContaining(`?tab=${group} `)]);
    }
    // The counters written and one empty row to add another.
    const counter = await (await handle(adminGet("/admin/setting?tab=counter", cookie))).text();
    const written = (await getSettingRecord(db(), "counter")).value.items.length;
    expect(counter.match(/name="items\[\d\]\[label\]"/g)).toHaveLength(Math.min(written + 1, 8));
    // A tab that names nothing is the first.
    expect(forms(await (await handle(adminGet("/admin/setting?tab=constructor", cookie))).text())).toEqual(["profile"]);
  });

  it("keeps a refused form's tab, its error and the input, whatever the address said", async () => {
    const handle = await render();
    const { cookie } = await signInAdmin();
    const site = await getSettingRecord(db(), "site");
    await saveSetting(db(), { name: "site", value: { require_login_for_details: true }, version: site.version });

    const response = await handle(adminPost("/admin/setting?tab=profile", {
      intent: "social", version: "0", facebook: "ftp://files.example", linkedin: "https://www.linkedin.com/company/kept", x: "", youtube: "", instagram: "",
    }, cookie));
    expect(response.status).toBe(422);
    const page = await response.text();
    const { tagWithId, textOfId } = await import("../../tests/helpers/admin-render");
    expect(forms(page)).toEqual(["social"]);
    expect(tabs(page)[1]).toBe("Social links /admin/setting?tab=social (current)");
    const field = tagWithId(page, "social-facebook");
    expect(field).toContain('aria-invalid="true"');
    expect(field).toContain('aria-describedby="social-facebook-error"');
    expect(field).toContain('value="ftp://files.example"');
    expect(tagWithId(page, "social-linkedin")).toContain('value="https://www.linkedin.com/company/kept"');
    expect(textOfId(page, "social-facebook-error")).toMatch(/^Facebook must start with http/);
    expect(page).toMatch(/aria-label="Social links: History \(0\)"[^>]*href="\/admin\/revisions\/settings\/social"/);

    const siteTab = await (await handle(adminGet("/admin/setting?tab=site", cookie))).text();
    expect(tagWithId(siteTab, "site-require_login_for_details")).toContain("checked");
    expect(siteTab).toMatch(/aria-label="Site: History \(1\)"[^>]*href="\/admin\/revisions\/settings\/site"/);
  });

  it("says “Saved.” on the tab a save landed on", async () => {
    const handle = await render();
    const { cookie } = await signInAdmin();
    const page = await (await handle(adminGet("/admin/setting?tab=hero&saved=hero", cookie))).text();
    expect(forms(page)).toEqual(["hero"]);
    expect(page).toContain('<p role="status" class="form-status">Saved.</p>');
    // The profile form carries the logo's file input, so it posts multipart.
    const profile = await (await handle(adminGet("/admin/setting?tab=profile", cookie))).text();
    expect(profile).toMatch(/<form method="post" action="\/admin\/setting\?tab=profile"[^>]* enctype="multipart\/form-data"/i);
    expect(profile).toContain('name="logo_file"');
    expect(profile).not.toContain("Saved.");
  });
});
