import { db } from "~/db/db.server";
import { getSettingRecord } from "~/models/setting.server";
import { saveSettingCommand } from "~/services/content/settings.server";
import { createActor, TEST_IP } from "~/services/content/fixtures.test-support";
import { adminGet, expectAdminOnly, context, signInAdmin } from "../../tests/helpers/admin-content";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { seedDemo, visibleText } from "../../tests/helpers/public-site";
import { remixHandler } from "../../tests/helpers/remix-build";
import * as layout from "./admin";
import * as homePage from "./admin.home-page";

/** /admin/home-page: the home page's blocks in the page's order, each with what it shows and where it is edited. */

let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  await seedDemo();
  handle = await remixHandler([
    { id: "routes/admin", path: "admin", module: layout },
    { id: "routes/admin.home-page", path: "home-page", parentId: "routes/admin", module: homePage },
  ]);
});

const blockNames = (html: string) => [...html.matchAll(/<li class="home-block">.*?<h2><a href="[^"]*">([^<]+)<\/a>/gs)].map((match) => match[1]);

describe("the home page overview", () => {
  it("lists the blocks in the page's order with what each shows now and the screen that edits it", async () => {
    const { cookie } = await signInAdmin();
    const response = await handle(adminGet("/admin/home-page", cookie));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(blockNames(html)).toEqual([
      "Headline", "Slides", "Customers", "Why work with us", "Key figures", "Independently certified", "Video",
      "Our solutions", "Featured products", "A customer’s story", "Latest news", "Have a project in mind?",
    ]);
    const text = visibleText(html);
    expect(text).toContain("“Technology that keeps industry running”");
    const slides = await db().selectFrom("home_slide").select("title").where("is_published", "=", true).orderBy("sort_order").execute();
    expect(text).toContain(`${slides.length} slides under the headline, in the list's order.`);
    expect(text).toContain(slides[0].title);
    expect(text).toContain("The first 6 published products in the Products list's order: move one up to feature it.");
    // Where each is edited, and which blocks fill themselves from other content.
    // The headline is written here (its form posts to Settings' heading tab).
    expect(html).toContain('action="/admin/setting?tab=hero"');
    for (const href of ["/admin/home-slider", "/admin/client-logo", "/admin/hero-contents", "/admin/setting?tab=counter", "/admin/hero-video", "/admin/projects", "/admin/blog"]) {
      expect(html, href).toContain(`href="${href.replace("&", "&amp;")}"`);
    }
    expect(html.match(/<span class="status-badge">From the [a-z ]+<\/span>/g)).toHaveLength(5);
    expect(text).toContain("The newest live story, drawn wide: “Baltic Freightways cuts unplanned downtime by 38%”.");
    // A long list names its first four and counts the rest: six certificates.
    expect(text).toMatch(/Independently certified\s+6 certificates, in the list's order\.\s+ISO 9001 Quality\s+ISO 27001 Security\s+SOC 2 Type II\s+Cloud Partner Gold\s+and 2 more/);
    // Named in the sidebar and marked there.
    expect(html).toMatch(/href="\/admin\/home-page"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/admin\/home-page"/);
  });

  it("writes the headline in place: the settings' own form, posted to Settings and back here; not for a role without the heading", async () => {
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet("/admin/home-page", cookie))).text();
    const form = html.match(/<details class="home-block-edit"><summary>Edit here<\/summary><form method="post" action="\/admin\/setting\?tab=hero"[\s\S]*?<\/form>/)?.[0] ?? "";
    const hero = await getSettingRecord(db(), "hero");
    expect(form).toContain('<input type="hidden" name="intent" value="hero"/>');
    expect(form).toContain(`<input type="hidden" name="version" value="${hero.version}"/>`);
    expect(form).toContain('<input type="hidden" name="back" value="/admin/home-page"/>');
    for (const name of ["title", "subtitle", "cta_label", "cta_url"]) expect(form, name).toMatch(new RegExp(`name="${name}"`));
    expect(form).toContain(`value="${hero.value.title}"`);

    const editor = await createTestUser("editor");
    const editorHtml = await (await handle(adminGet("/admin/home-page", await sessionCookieFor(editor.id, "admin")))).text();
    expect(editorHtml.includes("home-block-edit")).toBe(editorHtml.includes('action="/admin/setting?tab=hero"'));
  });

  it("says an empty block is left out of the page", async () => {
    const { cookie } = await signInAdmin();
    await db().updateTable("hero_content").set({ is_published: false }).execute();
    try {
      const text = visibleText(await (await handle(adminGet("/admin/home-page", cookie))).text());
      expect(text).toMatch(/Why work with us\s+None shown: the block is left out\./);
    } finally {
      await db().updateTable("hero_content").set({ is_published: true }).execute();
    }
  });

  it("says when a page built from sections stands at the home address instead, and only an admin is sent to choose", async () => {
    const actor = await createActor();
    const why = await db().selectFrom("page").select("id").where("slug", "=", "why-northwind").executeTakeFirstOrThrow();
    const choose = async (id: number | null) =>
      saveSettingCommand(db(), { actor, ip: TEST_IP, name: "site", version: (await getSettingRecord(db(), "site")).version, input: { home_page_id: id } });
    expect((await choose(why.id)).ok).toBe(true);
    try {
      const { cookie } = await signInAdmin();
      const html = await (await handle(adminGet("/admin/home-page", cookie))).text();
      expect(html).toContain(`at the home address instead of these blocks.`);
      expect(html).toContain(`href="/admin/edit-pages/${why.id}"`);
      expect(html).toContain('href="/admin/setting?tab=site"');
      const editor = await createTestUser("editor");
      const editorHtml = await (await handle(adminGet("/admin/home-page", await sessionCookieFor(editor.id, "admin")))).text();
      expect(editorHtml).toContain(`href="/admin/edit-pages/${why.id}"`);
      expect(editorHtml).not.toContain('href="/admin/setting?tab=site"');
    } finally {
      await choose(null);
    }
  });

  it("is for staff only", async () => {
    await expectAdminOnly("/admin/home-page", (cookie) => homePage.loader({ request: adminGet("/admin/home-page", cookie), context, params: {} }));
  });
});
