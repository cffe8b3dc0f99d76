import { db } from "~/db/db.server";
import { createContactMessage } from "~/models/contact-message.server";
import { saveSetting } from "~/models/setting.server";
import { recordAudit } from "~/services/content/audit.server";
import { news } from "~/services/content/news.server";
import { pages } from "~/services/content/pages.server";
import { redirectWithToast } from "~/services/toast.server";
import { adminGet, adminPost, context, expectAdminOnly, settle, signInAdmin } from "../../tests/helpers/admin-content";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { cookiePair, createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { remixHandler, type TestRoute } from "../../tests/helpers/remix-build";
import { visibleText } from "../../tests/helpers/public-site";
import * as layout from "./admin";
import * as index from "./admin._index";
import * as dashboard from "./admin.dashboard";
import * as customerMail from "./admin.customer-mail";
import * as mailDetails from "./admin.mail-details.$id";
import * as setting from "./admin.setting";
import * as editService from "./admin.edit-service.$id";
import * as editPage from "./admin.edit-pages.$id";
import * as unknown from "./admin.$";
import * as homeSlider from "./admin.home-slider";
import * as heroContents from "./admin.hero-contents";
import * as heroVideo from "./admin.hero-video";
import * as clientLogo from "./admin.client-logo";
import * as blog from "./admin.blog";

/**
 * The admin layout and dashboard, through Remix's own request handling, so the
 * document is rendered as a browser receives it.
 */

let handle: (request: Request) => Promise<Response>;

beforeAll(async () => {
  handle = await remixHandler([
    { id: "routes/admin", path: "admin", module: layout },
    { id: "routes/admin._index", index: true, parentId: "routes/admin", module: index },
    { id: "routes/admin.dashboard", path: "dashboard", parentId: "routes/admin", module: dashboard },
    { id: "routes/admin.customer-mail", path: "customer-mail", parentId: "routes/admin", module: customerMail },
    { id: "routes/admin.mail-details.$id", path: "mail-details/:id", parentId: "routes/admin", module: mailDetails as TestRoute["module"] },
    { id: "routes/admin.setting", path: "setting", parentId: "routes/admin", module: setting },
    // A route whose meta reads its loader's data is typed narrower than a build's module.
    { id: "routes/admin.edit-service.$id", path: "edit-service/:id", parentId: "routes/admin", module: editService as TestRoute["module"] },
    { id: "routes/admin.edit-pages.$id", path: "edit-pages/:id", parentId: "routes/admin", module: editPage as TestRoute["module"] },
    { id: "routes/admin.home-slider", path: "home-slider", parentId: "routes/admin", module: homeSlider },
    { id: "routes/admin.hero-contents", path: "hero-contents", parentId: "routes/admin", module: heroContents },
    { id: "routes/admin.hero-video", path: "hero-video", parentId: "routes/admin", module: heroVideo },
    { id: "routes/admin.client-logo", path: "client-logo", parentId: "routes/admin", module: clientLogo },
    { id: "routes/admin.blog", path: "blog", parentId: "routes/admin", module: blog },
    { id: "routes/admin.$", path: "*", parentId: "routes/admin", module: unknown },
  ]);
});

function sidebarLabels(html: string): string[] {
  const nav = html.slice(html.indexOf('<nav class="admin-nav"'), html.indexOf("</nav>", html.indexOf('<nav class="admin-nav"')));
  // An entry's name follows its outline, in a span of its own.
  const entries = /<span class="admin-nav-label">([^<]+)<\/span>|<summary>([^<]+)<\/summary>|<h2 [^>]*>([^<]+)<\/h2>|<span>(Log Out)<\/span>/g;
  return [...nav.matchAll(entries)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]);
}

describe("admin layout", () => {
  it("sends anyone but an admin to the admin sign-in page", async () => {
    await expectAdminOnly("/admin/dashboard", (cookie) => layout.loader({ request: adminGet("/admin/dashboard", cookie), context, params: {} }));
    await expectAdminOnly("/admin/dashboard", (cookie) => dashboard.loader({ request: adminGet("/admin/dashboard", cookie), context, params: {} }));
    await expectAdminOnly("/admin", (cookie) => index.loader({ request: adminGet("/admin", cookie), context, params: {} }));

    const response = await handle(adminGet("/admin/dashboard?tab=1"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fdashboard%3Ftab%3D1");
  });

  it("/admin leads to the dashboard", async () => {
    const { cookie } = await signInAdmin();
    const response = await settle(index.loader({ request: adminGet("/admin", cookie), context, params: {} }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/dashboard");
  });

  it("renders the header with the page's title and the admin, and the sidebar in the order docs/product.md#admin gives", async () => {
    const { cookie } = await signInAdmin();
    const response = await handle(adminGet("/admin/dashboard", cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    // The welcome is the dashboard's alone.
    expect(html).toContain('<span class="admin-welcome-title">Welcome To Dashboard</span>');
    // One "Dashboard" on the dashboard: the screen's heading; the header only welcomes.
    expect(html).not.toContain('class="admin-where"');
    expect(html.match(/>Dashboard<\/h1>/g)).toHaveLength(1);
    expect(html).toContain('<span class="admin-user-name">Ada Admin</span>');
    expect(html).toMatch(/<span class="admin-user-email">[^<]+@[^<]+<!-- --> · <!-- -->Admin<\/span>/);
    // One way to sign out: the sidebar's Log Out, not a second button in the header.
    expect(html).not.toMatch(/<div class="admin-user">(?:(?!<\/div>).)*action="\/admin\/logout"/s);
    expect(html.match(/action="\/admin\/logout"/g)).toHaveLength(1);
    // Every entry has its outline before its name.
    const links = html.match(/<a class="admin-nav-link[^"]*"[^>]*>.*?<\/a>/g) ?? [];
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(link).toMatch(/^<a [^>]*><svg class="icon admin-nav-icon"[^>]*aria-hidden="true"[^]*<span class="admin-nav-label">/);
    // The site's first entries and CMS group as they always were, then the headed sections of the screens added since.
    expect(sidebarLabels(html)).toEqual([
      "Dashboard", "Solution Category", "Solutions", "Certificate", "Product Category", "Products", "Custom Pages",
      "CMS", "Home Slider", "News", "Settings",
      "Site", "Customer Mail", "Content Health", "Redirects",
      "Home page", "Overview", "Hero Contents", "Hero Video",
      "Content", "Customer Stories", "Media Library", "Company PDF", "Trash",
      "Team", "Users", "My Account",
      "System", "Audit Log", "API Keys", "Webhooks", "Backups",
      "Log Out",
    ]);
    // Each section is a list named by its heading; System is folded away, as the CMS group is open.
    expect(html).toContain('<h2 id="admin-nav-team" class="admin-nav-heading">Team</h2><ul aria-labelledby="admin-nav-team">');
    expect(html).toContain('<details class="admin-nav-group"><summary>System</summary>');
    expect(html).toMatch(/<a[^>]*href="\/admin\/dashboard"[^>]*aria-current="page"|<a[^>]*aria-current="page"[^>]*href="\/admin\/dashboard"/);
    expect(html).toMatch(/<details class="admin-nav-group" open="">/);
    // Log Out is a form posting to /admin/logout.
    expect(html).toMatch(/<form method="post" action="\/admin\/logout" class="admin-logout"[^>]*>/);
    expect(html).toContain('href="/admin/CompanyPDF"');
  });

  it("opens the folded System group on one of its own screens", async () => {
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet("/admin/backup", cookie))).text();
    expect(html).toContain('<details class="admin-nav-group" open=""><summary>System</summary>');
    expect(html).toMatch(/href="\/admin\/backup"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/admin\/backup"/);
  });

  it("says on an item's edit screen that only registered customers read it, while the site asks them to sign in", async () => {
    const { cookie } = await signInAdmin();
    const category = await insertCategory("solution", "Access");
    const item = await insertItem("solution", { category_id: category.id, title: "Guarded" });
    const note = "Readers: registered customers, once signed in.";
    expect(await (await handle(adminGet(`/admin/edit-service/${item.id}`, cookie))).text()).toContain(note);
    const site = await db().selectFrom("setting").select("value").where("name", "=", "site").executeTakeFirst();
    await db()
      .insertInto("setting")
      .values({ name: "site", value: JSON.stringify({ ...(site?.value as object), require_login_for_details: false }) })
      .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: (eb) => eb.ref("excluded.value") }))
      .execute();
    try {
      expect(await (await handle(adminGet(`/admin/edit-service/${item.id}`, cookie))).text()).not.toContain(note);
    } finally {
      if (site) await db().updateTable("setting").set({ value: JSON.stringify(site.value) }).where("name", "=", "site").execute();
      else await db().deleteFrom("setting").where("name", "=", "site").execute();
      await db().deleteFrom("solution").where("id", "=", item.id).execute();
      await db().deleteFrom("solution_category").where("id", "=", category.id).execute();
    }
  });

  it("shows in the company page's editor, locked after its sections, the parts the site adds there, and on no other page", async () => {
    const { cookie } = await signInAdmin();
    const added: number[] = [];
    const pageId = async (slug: string) => {
      const stored = await db().selectFrom("page").select("id").where("slug", "=", slug).executeTakeFirst();
      if (stored) return stored.id;
      const { id } = await db().insertInto("page").values({ title: slug, slug }).returning("id").executeTakeFirstOrThrow();
      added.push(id);
      return id;
    };
    onTestFinished(async () => {
      if (added.length > 0) await db().deleteFrom("page").where("id", "in", added).execute();
    });
    const fixed = (html: string) => [...html.matchAll(/<li class="sections-fixed-part">.*?<strong>([^<]+)<\/strong>/gs)].map((match) => match[1]);
    const company = await (await handle(adminGet(`/admin/edit-pages/${await pageId("about-us")}`, cookie))).text();
    expect(fixed(company)).toEqual(["In figures", "Independently certified", "A customer’s story", "Talk to our team"]);
    // After the sections, before the footer.
    expect(company.indexOf("sections-fixed")).toBeGreaterThan(company.indexOf('class="sections-list"'));
    expect(company.indexOf("sections-fixed")).toBeLessThan(company.indexOf("Below: the site’s footer"));
    expect(company).toContain('href="/admin/setting?tab=counter">Edit<span class="visually-hidden"> <!-- -->In figures</span></a>');
    expect(fixed(await (await handle(adminGet(`/admin/edit-pages/${await pageId("careers-at-northwind")}`, cookie))).text())).toEqual([]);
  });

  it("heads every other screen with its own title, not the dashboard's welcome", async () => {
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminGet("/admin/setting", cookie))).text();
    expect(html).not.toContain("Welcome To Dashboard");
    expect(html).toContain('<span class="admin-where"><strong class="admin-where-page">Settings</strong></span>');
  });

  it("says under the title of each screen the home page is built from where its content appears, with a link there", async () => {
    const { cookie } = await signInAdmin();
    const places = [
      ["/admin/home-slider", "Shown on the home page as the slides beside its headline.", "/"],
      ["/admin/hero-contents", "Shown on the home page as “Why work with us”.", "/#why-us"],
      ["/admin/hero-video", "Shown on the home page as the video below the figures.", "/#hero-video-title"],
      ["/admin/client-logo", "Shown on the home page as “Independently certified”, and on the Certificates page.", "/#certified"],
      ["/admin/setting?tab=hero", "Shown at the top of the home page, beside the slides.", "/"],
      ["/admin/setting?tab=counter", "Shown on the home page as the band of figures under “Why work with us”.", "/#key-figures"],
    ];
    // The video's block is on the home page only once a video is set: until then its screen says so.
    expect(await (await handle(adminGet("/admin/hero-video", cookie))).text()).toContain(
      '<p class="admin-page-intro">Not on the home page yet: with no video set, its block is left out.',
    );
    await saveSetting(db(), { name: "hero_video", value: { video_id: null, video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", poster_id: null, title: "Tour", caption: "" }, version: 0 });
    for (const [path, text, href] of places) {
      const html = await (await handle(adminGet(path, cookie))).text();
      expect(html, path).toContain(`<p class="admin-page-intro">${text}<!-- --> <a href="${href}">View on site</a></p>`);
    }
    // Other screens have no such line.
    for (const path of ["/admin/blog", "/admin/setting?tab=profile"]) {
      expect(await (await handle(adminGet(path, cookie))).text(), path).not.toContain("admin-page-intro");
    }
  });

  it("marks the current page, names it in the header, and counts unread mail", async () => {
    const { cookie } = await signInAdmin();
    await db()
      .insertInto("contact_message")
      .values([1, 2, 3].map((n) => ({ name: `Sender ${n}`, email: `s${n}@example.test`, message: "Hello" })))
      .execute();
    await db().updateTable("contact_message").set({ read_at: new Date() }).where("name", "=", "Sender 3").execute();
    const html = await (await handle(adminGet("/admin/customer-mail", cookie))).text();
    await db().deleteFrom("contact_message").where("name", "like", "Sender %").execute();
    expect(html).toContain('<span class="admin-where"><strong class="admin-where-page">Customer Mail</strong></span>');
    // Each message shows the start of what was written, and a reply in the admin's mail program.
    expect(html).toContain('<span class="mail-preview">Hello</span>');
    expect(html).toContain('href="mailto:s1@example.test?subject=Re%3A%20your%20message&amp;body=%0A%0A%3E%20Hello"');
    expect(html).toMatch(/Customer Mail<\/span><span class="admin-nav-count">2<span class="visually-hidden"> unread<\/span><\/span><\/a>/);
    expect(html).toMatch(/href="\/admin\/customer-mail"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/admin\/customer-mail"/);
    expect(html).not.toMatch(/href="\/admin\/dashboard"[^>]*aria-current/);
  });

  it("counts an unread message opened just now as read, in the sidebar of the page that opens it", async () => {
    const { cookie } = await signInAdmin();
    const [first] = await db()
      .insertInto("contact_message")
      .values([1, 2].map((n) => ({ name: `Opener ${n}`, email: `o${n}@example.test`, message: "Hello" })))
      .returning("id")
      .execute();
    const html = await (await handle(adminGet(`/admin/mail-details/${first.id}`, cookie))).text();
    const again = await (await handle(adminGet(`/admin/mail-details/${first.id}`, cookie))).text();
    await db().deleteFrom("contact_message").where("name", "like", "Opener %").execute();
    for (const page of [html, again]) expect(page).toMatch(/Customer Mail<\/span><span class="admin-nav-count">1<span class="visually-hidden"> unread<\/span>/);
  });

  it("gives an editor only the sections it may use", async () => {
    const editor = await createTestUser("editor");
    const html = await (await handle(adminGet("/admin/dashboard", await sessionCookieFor(editor.id, "admin")))).text();
    const labels = sidebarLabels(html);
    expect(labels.slice(labels.indexOf("Site"))).toEqual([
      "Site", "Customer Mail", "Content Health", "Redirects",
      "Home page", "Overview", "Hero Contents", "Hero Video",
      "Content", "Customer Stories", "Media Library", "Company PDF", "Trash",
      "Team", "My Account",
      "Log Out",
    ]);
    expect(html).toMatch(/<span class="admin-user-email">[^<]+<!-- --> · <!-- -->Editor<\/span>/);
  });

  it("shows the toast a redirect carried, once", async () => {
    const { cookie } = await signInAdmin();
    const redirect = await redirectWithToast("/admin/dashboard", { type: "success", message: "Solution “Cloud” saved" });
    const toastCookie = cookiePair(redirect.headers.get("Set-Cookie")!);
    const response = await handle(adminGet("/admin/dashboard", `${cookie}; ${toastCookie}`));
    const html = await response.text();
    // In the root loader's data, for react-hot-toast to show after hydration.
    expect(html).toContain("Solution “Cloud” saved");
    expect(response.headers.getSetCookie().some((header) => /^__toast=;.*Max-Age=0/i.test(header))).toBe(true);
  });

  it("offers the toast's link in the notice read without JavaScript", async () => {
    const { cookie } = await signInAdmin();
    const redirect = await redirectWithToast("/admin/dashboard", {
      type: "success",
      message: "News article “Launch” saved",
      link: { href: "/news-details/launch", label: "View on site" },
    });
    const html = await (await handle(adminGet("/admin/dashboard", `${cookie}; ${cookiePair(redirect.headers.get("Set-Cookie")!)}`))).text();
    const notice = html.slice(html.indexOf("<noscript>"), html.indexOf("</noscript>"));
    expect(notice).toContain('<p class="form-notice" role="status">News article “Launch” saved<!-- --> <a href="/news-details/launch">View on site</a></p>');
  });
});

describe("admin error page", () => {
  it("shows a missing record inside the admin frame, with the admin's name and a way back", async () => {
    const { cookie } = await signInAdmin();
    const response = await handle(adminGet("/admin/edit-service/987654", cookie));
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toContain("<h1>Not found</h1>");
    expect(html).toContain('<p class="admin-error-detail">This record does not exist, or it was deleted.</p>');
    // The header says where: the section, a way back to its list, then the page's own title.
    expect(html).toMatch(/<span class="admin-where"><a [^>]*href="\/admin\/services"[^>]*>Solutions<\/a><span aria-hidden="true"> › <\/span><span class="visually-hidden">: <\/span><strong class="admin-where-page">Edit solution<\/strong><\/span>/);
    expect(html).toContain('<span class="admin-user-name">Ada Admin</span>');
    expect(html).toMatch(/<a [^>]*href="\/admin\/dashboard"[^>]*>Back to the dashboard<\/a>/);
  });
});

describe("an admin address no screen answers", () => {
  it("is a 404 inside the admin frame for staff, headed Not found", async () => {
    const { cookie } = await signInAdmin();
    for (const method of ["GET", "POST"] as const) {
      const request = method === "GET" ? adminGet("/admin/no-such-screen/7", cookie) : adminPost("/admin/no-such-screen", { intent: "save" }, cookie);
      const response = await handle(request);
      expect(response.status).toBe(404);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const html = await response.text();
      expect(html).toContain("<h1>Not found</h1>");
      expect(html).toContain('<p class="admin-error-detail">There is no admin page at this address.</p>');
      expect(html).toContain('<span class="admin-where"><strong class="admin-where-page">Not found</strong></span>');
      expect(html).toContain("<title>Not found · Admin</title>");
      expect(html).toContain('aria-label="Admin"');
      // After a refused post Remix runs no loader, so the layout has no one to name.
      if (method === "GET") expect(html).toContain('<span class="admin-user-name">Ada Admin</span>');
      expect(html).not.toContain("Welcome To Dashboard");
    }
  });

  it("sends a signed-out visitor to sign in first", async () => {
    const response = await handle(adminGet("/admin/no-such-screen"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fno-such-screen");
  });
});

describe("/admin/dashboard", () => {
  it("counts content, unread messages, and lists the latest messages and events", async () => {
    const { admin, cookie } = await signInAdmin();
    const database = db();
    for (let n = 1; n <= 6; n++) {
      await createContactMessage(database, {
        values: { name: `Visitor ${n}`, email: `v${n}@example.test`, subject: `Question ${n}`, message: "Hello" },
        ip: "127.0.0.1",
        userAgent: "test",
      });
    }
    for (let n = 1; n <= 12; n++) {
      await recordAudit(database, { actor: admin, action: "update", entity: "solution", entityId: n, summary: `Updated solution “S${n}”` });
    }
    await database.insertInto("solution_category").values({ name: "Cloud", slug: "cloud" }).execute();

    const response = await settle(dashboard.loader({ request: adminGet("/admin/dashboard", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.counts).toMatchObject({ byType: { "solution-categories": 1, "contact-messages": 6, solutions: 0 }, unreadContactMessages: 6 });
    expect(data.messages).toHaveLength(5);
    expect(data.messages[0].subject).toBe("Question 6");
    expect(data.events).toHaveLength(10);
    expect(data.events[0].summary).toBe("Updated solution “S12”");
    // By name, as teammates know each other, and linked to where the item is edited.
    const { name } = await database.selectFrom("user").select("name").where("id", "=", admin.id).executeTakeFirstOrThrow();
    expect(data.events[0].actor).toBe(name.trim() || admin.email);
    expect(data.events[0].href).toBe("/admin/edit-service/12");

    const html = await (await handle(adminGet("/admin/dashboard", cookie))).text();
    expect(html).toMatch(/href="\/admin\/mail-details\/\d+"/);
    expect(html).toMatch(/<h2 id="unread-messages">Unread messages<\/h2><a [^>]*href="\/admin\/customer-mail">All messages<\/a>/);
    // The quick actions are the declarations' own, in their order, but writing news comes first and stands out.
    const actions = [...html.matchAll(/<li><a class="(icon-button[^"]*)"[^>]* href="([^"]+)">([^<]+)<\/a><\/li>/g)].map((match) => `${match[3]} ${match[2]} ${match[1]}`);
    expect(actions).toEqual([
      "Write news /admin/create-blog icon-button icon-button-primary",
      "Add solution /admin/create-service icon-button", "Add product /admin/create-projects icon-button",
      "Add customer story /admin/create-customer-stories icon-button", "Add page /admin/create-pages icon-button",
      "Upload media /admin/news-media icon-button",
    ]);
    // The figures follow the work, one row of what editors write and the library.
    expect(html.indexOf('id="at-a-glance"')).toBeGreaterThan(html.indexOf('id="needs-attention"'));
    const glance = html.slice(html.indexOf('id="at-a-glance"'));
    expect([...glance.matchAll(/<span class="dashboard-count">\d+<\/span> <!-- -->([a-z ]+)<\/a>/g)].map((match) => match[1])).toEqual([
      "news articles", "solutions", "products", "customer stories", "custom pages", "media files",
    ]);
  });

  it("shows content events only, to editors and admins alike: no sign-ins, failed sign-ins, emails or account changes (the audit log has them)", async () => {
    const { admin, cookie: adminCookie } = await signInAdmin();
    const editor = await createTestUser("editor");
    const editorCookie = await sessionCookieFor(editor.id, "admin");
    const customer = await createTestUser("customer");
    const database = db();
    await recordAudit(database, { actor: admin, action: "update", entity: "news", entityId: 1, summary: "Updated news “Launch”" });
    await recordAudit(database, { actor: customer, action: "login", entity: "user", summary: "signed in" });
    await recordAudit(database, { action: "login_failed", entity: "user", summary: "failed sign-in as typed-secret@example.test" });
    await recordAudit(database, { actor: admin, action: "role_change", entity: "user", entityId: editor.id, summary: "made an editor" });
    await recordAudit(database, { actor: admin, action: "update", entity: "user", entityId: editor.id, summary: "changed their name" });
    await recordAudit(database, { actor: admin, action: "password_reset_sent", entity: "user", summary: `sent a reset to ${customer.email}` });
    await recordAudit(database, { actor: admin, action: "backup", entity: "site", summary: "Downloaded a backup of the site" });

    const summariesFor = async (cookie: string) => {
      const data = await (await settle(dashboard.loader({ request: adminGet("/admin/dashboard", cookie), context, params: {} }))).json();
      return data.events.map((event: { summary: string }) => event.summary);
    };
    const accountEvents = ["signed in", "failed sign-in as typed-secret@example.test", "made an editor", "changed their name", `sent a reset to ${customer.email}`, "Downloaded a backup of the site"];
    const editorSees = await summariesFor(editorCookie);
    expect(editorSees[0]).toBe("Updated news “Launch”");
    expect(editorSees.filter((summary: string) => accountEvents.includes(summary))).toEqual([]);
    const adminSees = await summariesFor(adminCookie);
    expect(adminSees[0]).toBe("Updated news “Launch”");
    expect(adminSees.filter((summary: string) => accountEvents.includes(summary))).toEqual([]);

    const html = await (await handle(adminGet("/admin/dashboard", editorCookie))).text();
    expect(html).toContain("Updated news “Launch”");
    expect(html).not.toContain(customer.email);
    expect(html).not.toContain("typed-secret");
  });

  it("leads with the signed-in person's own drafts, newest first, each linking to its editor; a colleague's draft is not among them", async () => {
    const { admin, cookie } = await signInAdmin();
    const colleague = await createTestUser("editor");
    const database = db();
    const as = (actor: { id: number; email: string }) => ({ actor, ip: null });
    const older = await news.create(database, { ...as(admin), input: { title: "My older draft" } });
    const newer = await pages.create(database, { ...as(admin), input: { title: "My newer draft" } });
    const theirs = await news.create(database, { ...as(colleague), input: { title: "Their draft" } });
    if (!older.ok || !newer.ok || !theirs.ok) throw new Error("the drafts were refused");
    await database.updateTable("news").set({ updated_at: new Date(Date.now() - 60_000) }).where("id", "=", older.row.id).execute();

    const data = await (await settle(dashboard.loader({ request: adminGet("/admin/dashboard", cookie), context, params: {} }))).json();
    expect(data.drafts.map((item: { title: string; href: string }) => [item.title, item.href])).toEqual([
      ["My newer draft", `/admin/edit-pages/${newer.row.id}`],
      ["My older draft", `/admin/edit-blog/${older.row.id}`],
    ]);
    const html = await (await handle(adminGet("/admin/dashboard", cookie))).text();
    const continueEditing = html.slice(html.indexOf('id="continue-editing"'), html.indexOf('id="scheduled"'));
    expect(continueEditing).toContain(`href="/admin/edit-pages/${newer.row.id}">My newer draft</a>`);
    expect(continueEditing).not.toContain("Their draft");

    const theirsSeen = await (await settle(dashboard.loader({ request: adminGet("/admin/dashboard", await sessionCookieFor(colleague.id, "admin")), context, params: {} }))).json();
    expect(theirsSeen.drafts.map((item: { title: string }) => item.title)).toEqual(["Their draft"]);
    // With drafts of their own, nobody is shown the team's.
    expect(data.teamDrafts).toEqual([]);

    // Someone with none sees the team's latest instead, each with who saved it last.
    const newcomer = await createTestUser("editor");
    const newcomerCookie = await sessionCookieFor(newcomer.id, "admin");
    const seen = await (await settle(dashboard.loader({ request: adminGet("/admin/dashboard", newcomerCookie), context, params: {} }))).json();
    expect(seen.drafts).toEqual([]);
    expect(seen.teamDrafts.map((item: { title: string }) => item.title)).toEqual(expect.arrayContaining(["My newer draft", "Their draft"]));
    const newcomerHtml = await (await handle(adminGet("/admin/dashboard", newcomerCookie))).text();
    const panel = newcomerHtml.slice(newcomerHtml.indexOf('id="continue-editing"'), newcomerHtml.indexOf('id="scheduled"'));
    expect(visibleText(panel)).toContain("No drafts of yours. The team’s latest:");
    expect(panel).toContain(`href="/admin/edit-blog/${theirs.row.id}">Their draft</a>`);
    expect(visibleText(panel)).toContain(`News · ${colleague.name} · edited`);
  });

  it("lists what is scheduled, the next first, with its time in the site's zone", async () => {
    const { cookie } = await signInAdmin();
    const database = db();
    const day = 24 * 60 * 60 * 1000;
    const soon = new Date(Date.now() + 2 * day);
    const later = await database
      .insertInto("page")
      .values({ title: "Later page", slug: "later-page", status: "published", published_at: new Date(Date.now() + 7 * day) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const next = await database
      .insertInto("news")
      .values({ title: "Next article", slug: "next-article", status: "published", published_at: soon })
      .returning("id")
      .executeTakeFirstOrThrow();
    await database.insertInto("page").values({ title: "Live page", slug: "live-page", status: "published", published_at: new Date(Date.now() - day) }).execute();

    const data = await (await settle(dashboard.loader({ request: adminGet("/admin/dashboard", cookie), context, params: {} }))).json();
    expect(data.scheduled.map((item: { title: string; href: string }) => [item.title, item.href])).toEqual([
      ["Next article", `/admin/edit-blog/${next.id}`],
      ["Later page", `/admin/edit-pages/${later.id}`],
    ]);
    const html = await (await handle(adminGet("/admin/dashboard", cookie))).text();
    const scheduled = html.slice(html.indexOf('id="scheduled"'), html.indexOf('id="unread-messages"'));
    expect(scheduled).toContain(`<time dateTime="${soon.toISOString()}">`);
    expect(scheduled).not.toContain("Live page");
  });

  it("names only the health checks that found something, each leading to its list on the health page", async () => {
    const { cookie } = await signInAdmin();
    const panel = (html: string) => html.slice(html.indexOf('id="needs-attention"'), html.indexOf('id="at-a-glance"'));
    const seoCount = (html: string) => Number(panel(html).match(/<span class="dashboard-count">(\d+)<\/span> <!-- -->published items? without an SEO description/)?.[1] ?? 0);
    const before = await (await handle(adminGet("/admin/dashboard", cookie))).text();
    expect(panel(before)).toContain('href="/admin/health"');
    await db().insertInto("page").values({ title: "Bare page", slug: "bare-page", status: "published", published_at: new Date(Date.now() - 60_000), seo_description: "" }).execute();
    const after = await (await handle(adminGet("/admin/dashboard", cookie))).text();
    expect(seoCount(after)).toBe(seoCount(before) + 1);
    expect(panel(after)).toContain('href="/admin/health#health-missing_seo_description"');
    // A zero is not listed: every check that is named found at least one thing.
    const counts = [...panel(after).matchAll(/<span class="dashboard-count">(\d+)<\/span>/g)].map((match) => Number(match[1]));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((count) => count > 0)).toBe(true);
  });

  it("shows an editor the quick actions and counts of the areas it may use", async () => {
    const editor = await createTestUser("editor");
    const html = await (await handle(adminGet("/admin/dashboard", await sessionCookieFor(editor.id, "admin")))).text();
    expect(html).toContain(">Write news</a>");
    expect(html).toMatch(/<span class="dashboard-count">\d+<\/span> <!-- -->news articles/);
  });
});
