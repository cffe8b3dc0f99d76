import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getChosenHomePage } from "~/models/home-page.server";
import { getSettingRecord } from "~/models/setting.server";
import { configureCaches } from "~/services/cache/tagged-cache.server";
import { pages } from "~/services/content/pages.server";
import { saveSettingCommand } from "~/services/content/settings.server";
import { createActor, TEST_IP } from "~/services/content/fixtures.test-support";
import { adminGet, adminPost, context, settle, signInAdmin } from "../../tests/helpers/admin-content";
import { publicSiteHandler, seedDemo, visibleText } from "../../tests/helpers/public-site";
import { action as settingsAction, loader as settingsLoader } from "./admin.setting";

/** A page built from sections as the home page, with the caches on as in production. */

let get: Awaited<ReturnType<typeof publicSiteHandler>>;
let whyId: number;
let draftId: number;
const STANDARD_HEADING = "<h1>Technology that keeps industry running</h1>";

beforeAll(async () => {
  await seedDemo();
  get = await publicSiteHandler();
  configureCaches({ enabled: true, clock: Date.now, db: db() });
  whyId = (await db().selectFrom("page").select("id").where("slug", "=", "why-northwind").executeTakeFirstOrThrow()).id;
  const actor = await createActor();
  const draft = await pages.create(db(), { actor, ip: TEST_IP, input: { title: "Draft landing", slug: "draft-landing", status: "draft", body: "" } });
  if (!draft.ok) throw new Error("draft page not created");
  draftId = draft.row.id;
});
afterAll(() => configureCaches({ enabled: false }));

async function chooseHomePage(id: number | null) {
  const { version } = await getSettingRecord(db(), "site");
  const actor = await createActor();
  return saveSettingCommand(db(), { actor, ip: TEST_IP, name: "site", version, input: { home_page_id: id } });
}

const html = async (path: string) => (await get(path)).text();

describe("the home page as a page", () => {
  it("is the standard home until a page is chosen", async () => {
    expect((await getSettingRecord(db(), "site")).value.home_page_id).toBeNull();
    expect(await html("/")).toContain(STANDARD_HEADING);
  });

  it("accepts only a published page, naming the field", async () => {
    expect(await chooseHomePage(draftId)).toMatchObject({ ok: false, fieldErrors: { home_page_id: ["Home page must be a published page"] } });
    expect(await chooseHomePage(999_999)).toMatchObject({ ok: false, fieldErrors: { home_page_id: ["Home page must be a published page"] } });
    expect((await getSettingRecord(db(), "site")).value.home_page_id).toBeNull();
  });

  it("shows the chosen page's sections, title and SEO at / at once, and / as its canonical address", async () => {
    const standard = await html("/");
    expect(standard).toContain(STANDARD_HEADING);
    expect(await chooseHomePage(whyId)).toMatchObject({ ok: true, json: { home_page_id: whyId } });

    const home = await html("/");
    expect(home).not.toContain(STANDARD_HEADING);
    expect(home.match(/<h1[ >]/g)).toHaveLength(1);
    expect(home).toMatch(/<h1[^>]*>Why Northwind<\/h1>/);
    expect(visibleText(home)).toContain("Secure by design");
    expect(visibleText(home)).toContain("Do you work with the machines we already have?");
    expect(home).toContain("<title>Why Northwind | Northwind Systems</title>");
    expect(home).toContain('<meta name="description" content="Why manufacturers, utilities and logistics companies choose Northwind Systems');
    expect(home).toContain('<link rel="canonical" href="http://localhost/"/>');
    expect(home).toContain('"@type":"FAQPage"');
    // The site frame stays around it.
    expect(home).toMatch(/<header[ >]/);
    expect(home).toMatch(/<footer[ >]/);

    const own = await get("/why-northwind");
    expect(own.status).toBe(200);
    const ownHtml = await own.text();
    expect(ownHtml).toContain('<link rel="canonical" href="http://localhost/"/>');
    // The sections' stylesheet comes with them (its address is empty in these tests, so the tags are counted).
    const stylesheets = (page: string) => page.match(/<link rel="stylesheet"/g)?.length ?? 0;
    expect(stylesheets(home)).toBe(stylesheets(ownHtml));
    expect(stylesheets(home)).toBe(stylesheets(standard) + 1);
  });

  it("shows an edit of the page at once", async () => {
    const actor = await createActor();
    const page = await db().selectFrom("page").select(["version", "title"]).where("id", "=", whyId).executeTakeFirstOrThrow();
    const saved = await pages.update(db(), { actor, ip: TEST_IP, id: whyId, version: page.version, input: { seo_title: "Northwind, in short" } });
    expect(saved.ok).toBe(true);
    expect(await html("/")).toContain("<title>Northwind, in short | Northwind Systems</title>");
  });

  it("falls back to the standard home when the page expires, is unpublished or is deleted", async () => {
    const actor = await createActor();
    const version = async () => (await db().selectFrom("page").select("version").where("id", "=", whyId).executeTakeFirstOrThrow()).version;

    // Past its Unpublish at, the page no longer counts (the schedule drops cached entries at that time).
    await db().updateTable("page").set({ unpublish_at: sql<Date>`now() - interval '1 minute'` }).where("id", "=", whyId).execute();
    expect(await getChosenHomePage(db())).toBeUndefined();
    await db().updateTable("page").set({ unpublish_at: null }).where("id", "=", whyId).execute();
    expect(await getChosenHomePage(db())).toMatchObject({ id: whyId, slug: "why-northwind" });

    expect((await pages.update(db(), { actor, ip: TEST_IP, id: whyId, version: await version(), input: { status: "draft" } })).ok).toBe(true);
    expect(await html("/")).toContain(STANDARD_HEADING);
    expect((await pages.update(db(), { actor, ip: TEST_IP, id: whyId, version: await version(), input: { status: "published" } })).ok).toBe(true);
    expect(await html("/")).not.toContain(STANDARD_HEADING);

    expect((await pages.remove(db(), { actor, ip: TEST_IP, id: whyId })).ok).toBe(true);
    expect(await html("/")).toContain(STANDARD_HEADING);
  });
});

describe("the Home page field in the admin's Settings", () => {
  it("lists the published pages, and a refused choice names the field and keeps what was chosen", async () => {
    const { cookie } = await signInAdmin();
    const data = await (await settle(settingsLoader({ request: adminGet("/admin/setting?tab=site", cookie), context, params: {} }))).json();
    const slugs = data.homePageChoices.map((page: { slug: string }) => page.slug);
    expect(slugs).toContain("about-us");
    expect(slugs).not.toContain("draft-landing");

    const { version } = await getSettingRecord(db(), "site");
    const fields = { intent: "site", version: String(version), default_seo_description: "Kept as typed", home_page_id: String(draftId) };
    const refused = await settle(settingsAction({ request: adminPost("/admin/setting", fields, cookie), context, params: {} }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      intent: "site",
      fieldErrors: { home_page_id: ["Home page must be a published page"] },
      values: { default_seo_description: "Kept as typed", home_page_id: String(draftId) },
    });

    const about = (await db().selectFrom("page").select("id").where("slug", "=", "about-us").executeTakeFirstOrThrow()).id;
    const saved = await settle(settingsAction({ request: adminPost("/admin/setting", { ...fields, home_page_id: String(about) }, cookie), context, params: {} }));
    expect(saved.status).toBe(302);
    expect((await getSettingRecord(db(), "site")).value.home_page_id).toBe(about);

    const back = await settle(settingsAction({ request: adminPost("/admin/setting", { ...fields, version: String(version + 1), home_page_id: "" }, cookie), context, params: {} }));
    expect(back.status).toBe(302);
    expect((await getSettingRecord(db(), "site")).value.home_page_id).toBeNull();
  });
});
