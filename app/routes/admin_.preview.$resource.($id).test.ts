import { CONTENT_TYPES } from "~/content-types";
import { db } from "~/db/db.server";
import { previewArea, previewedResource } from "~/routes/__admin-preview.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { news } from "~/services/content/news.server";
import { adminMultipart, adminPost, context, expectAdminOnly, settle, signInAdmin } from "../../tests/helpers/admin-content";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { addContent } from "../../tests/helpers/content";
import { remixHandler } from "../../tests/helpers/remix-build";
import { multipartForm, pngBytes } from "../../tests/helpers/upload-files";
import * as preview from "./admin_.preview.$resource.($id)";

/** The Preview button of the editorial forms: the page with the unsaved values, nothing written. */

const NEW_ARTICLE = { title: "", slug: "", excerpt: "", body: "", cover_image_id: null, status: "draft" as const, published_at: null, seo_title: "", seo_description: "" };
const ARTICLE = { title: "", slug: "", excerpt: "", body: "", cover_image_id: "", status: "draft", published_at: "", seo_title: "", seo_description: "" };

async function handler() {
  return remixHandler([{ id: "routes/admin_.preview.$resource.($id)", path: "admin/preview/:resource/:id?", module: preview }]);
}

/** Row counts of everything a save writes. */
async function writes() {
  const count = async (table: "news" | "audit_event" | "revision" | "redirect" | "media" | "solution" | "page") => {
    const row = await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    news: await count("news"),
    audit: await count("audit_event"),
    revisions: await count("revision"),
    redirects: await count("redirect"),
    media: await count("media"),
    solutions: await count("solution"),
    pages: await count("page"),
  };
}

describe("/admin/preview/{resource}", () => {
  it("previews only types with a page per item that a status publishes, by their name in any letter case", () => {
    for (const type of CONTENT_TYPES) {
      const previewed = previewedResource(type.resource.toUpperCase());
      if (previewed) expect(["public" in type, type.publishing]).toEqual([true, "status"]);
      expect(previewed === undefined || previewed === type.resource).toBe(true);
      // Such a type's edit screen shows the Preview button: it must never lead to a 404.
      const edited = "public" in type && type.publishing === "status" && "create" in type.admin;
      expect(previewed !== undefined, type.resource).toBe(edited);
    }
    for (const resource of ["news", "solutions", "products", "pages", "customer-stories"] as const) {
      expect(previewedResource(resource)).toBe(resource);
      expect(previewArea(resource)).toBe(resource);
    }
    expect(previewedResource("constructor")).toBeUndefined();
  });

  it("shows a new article as visitors would read it, sanitised and escaped, with the banner, and writes nothing", async () => {
    const { cookie } = await signInAdmin();
    const handle = await handler();
    const before = await writes();
    const response = await handle(
      adminPost(
        "/admin/preview/news",
        { ...ARTICLE, title: "Harbour <b>office</b> opens", body: '<p>Open <strong>daily</strong><script>alert(1)</script><a href="javascript:alert(2)">here</a></p>' },
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("Preview — not saved.");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<h1>Harbour &lt;b&gt;office&lt;/b&gt; opens</h1>");
    expect(html).toContain("<strong>daily</strong>");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("javascript:");
    // The public frame: the site's header and footer around the page.
    expect(html).toContain('id="main"');
    expect(await writes()).toEqual(before);
  });

  it("previews an existing solution's changes in its category, and leaves the saved one as it was", async () => {
    const { cookie } = await signInAdmin();
    const category = await insertCategory("solution", "Port logistics");
    const item = await insertItem("solution", { category_id: category.id, title: "Crane scheduling", status: "published", published_at: new Date("2024-01-01") });
    const handle = await handler();
    const before = await writes();
    const response = await handle(
      adminPost(
        `/admin/preview/solutions/${item.id}`,
        {
          intent: "update",
          version: String(item.version),
          category_id: String(category.id),
          title: "Crane scheduling, renamed",
          slug: "a-new-address",
          summary: "Changed summary",
          body: "<p>New body</p>",
          image_id: "",
          sort_order: "0",
          status: "published",
          published_at: "",
          seo_title: "",
          seo_description: "",
        },
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1>Crane scheduling, renamed</h1>");
    expect(html).toContain("Changed summary");
    expect(html).toContain(`href="/solutions/${category.slug}"`);
    expect(await writes()).toEqual(before);
    const saved = await db().selectFrom("solution").select(["title", "slug", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow();
    expect(saved).toEqual({ title: "Crane scheduling", slug: item.slug, version: item.version });
  });

  it("leaves a chosen cover file out (stored only by a save), and shows a custom page", async () => {
    const { cookie } = await signInAdmin();
    const handle = await handler();
    const before = await writes();
    const form = multipartForm([
      ...Object.entries({ ...ARTICLE, title: "Cover left out", body: "<p>Text</p>" }),
      ["cover_image_file", { bytes: await pngBytes(), name: "cover.png", type: "image/png" }],
    ]);
    const response = await handle(adminMultipart("/admin/preview/news", form, cookie));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("A newly chosen image file shows once the form is saved.");
    expect(await writes()).toEqual(before);

    const page = await handle(adminPost("/admin/preview/pages", { title: "About the harbour", slug: "", body: "<p>Since 1921</p>", status: "draft", published_at: "", sort_order: "0", seo_title: "", seo_description: "" }, cookie));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<h1>About the harbour</h1>");
    expect(html).toContain("<p>Since 1921</p>");
    // As a visitor's page: no module, only the page's inline script.
    expect(html).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/);
  });

  it("shows a new customer story with its figures and quote, and writes nothing", async () => {
    const { cookie } = await signInAdmin();
    const handle = await handler();
    const before = await db().selectFrom("customer_story").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const story = {
      title: "Nordhafen <i>halves</i> its downtime", slug: "", customer_name: "Nordhafen Port", industry: "Logistics", summary: "",
      body: "<p>Cranes <em>report</em> themselves</p>", cover_image_id: "", logo_id: "",
      "figures[0][value]": "48 %", "figures[0][label]": "less downtime", "quote[text]": "It simply works.", "quote[person]": "Ann Berg",
      "quote[role]": "", solution_ids: "", product_ids: "", status: "draft", published_at: "", seo_title: "", seo_description: "",
    };
    const response = await handle(adminPost("/admin/preview/customer-stories", story, cookie));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Preview — not saved.");
    expect(html).toContain("<h1>Nordhafen &lt;i&gt;halves&lt;/i&gt; its downtime</h1>");
    expect(html).toContain("<em>report</em>");
    expect(html).toMatch(/<dt>less downtime<\/dt><dd>48 %<\/dd>/);
    expect(html).toContain("<cite>Ann Berg</cite>");
    const after = await db().selectFrom("customer_story").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("names what a save would refuse, and writes nothing", async () => {
    const { cookie } = await signInAdmin();
    await addContent(news, { ...NEW_ARTICLE, title: "Taken", slug: "taken-slug" });
    const pdfId = await insertMedia(db(), "pdf");
    const handle = await handler();
    const before = await writes();
    const empty = await handle(adminPost("/admin/preview/news", ARTICLE, cookie));
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("<li>Title is required</li>");

    const taken = await handle(adminPost("/admin/preview/news", { ...ARTICLE, title: "Second", slug: "taken-slug", cover_image_id: String(pdfId) }, cookie));
    expect(taken.status).toBe(422);
    const html = await taken.text();
    expect(html).toContain("Slug is already used by another news article");
    expect(html).toContain("This preview cannot be shown");
    // The page form's live frame shows the same refusal as its answer while the editor types.
    const live = await handle(adminPost("/admin/preview/news?live", ARTICLE, cookie));
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("<li>Title is required</li>");
    expect(await writes()).toEqual(before);
  });

  it("answers a stale version with the conflict, not a preview", async () => {
    const { cookie } = await signInAdmin();
    const item = await addContent(news, { ...NEW_ARTICLE, title: "Edited elsewhere" });
    const handle = await handler();
    const response = await handle(adminPost(`/admin/preview/news/${item.id}`, { ...ARTICLE, intent: "update", version: String(item.version + 1), title: "Mine" }, cookie));
    expect(response.status).toBe(422);
    expect(await response.text()).toContain("This record was changed by someone else.");
  });

  it("is for staff of the area only; an unknown resource is not found", async () => {
    await expectAdminOnly("/admin/preview/news", (cookie) =>
      preview.action({ request: adminPost("/admin/preview/news", { ...ARTICLE, title: "x" }, cookie), context, params: { resource: "news" } }),
    );
    const editor = await createTestUser("editor");
    const editorCookie = await sessionCookieFor(editor.id, "admin");
    const allowed = await settle(preview.action({ request: adminPost("/admin/preview/news", { ...ARTICLE, title: "By an editor" }, editorCookie), context, params: { resource: "news" } }));
    expect(allowed.status).toBe(200);
    const { cookie } = await signInAdmin();
    const unknown = await settle(preview.action({ request: adminPost("/admin/preview/users", { title: "x" }, cookie), context, params: { resource: "users" } }));
    expect(unknown.status).toBe(404);
  });
});
