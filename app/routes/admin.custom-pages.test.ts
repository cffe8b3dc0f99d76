import crypto from "node:crypto";
import { db } from "~/db/db.server";
import { getPageById } from "~/models/page.server";
import {
  adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId } from "../../tests/helpers/admin-render";
import * as list from "./admin.custom-pages";
import * as create from "./admin.create-pages";
import * as edit from "./admin.edit-pages.$id";

/** The custom page screens: /admin/custom-pages, /admin/create-pages, /admin/edit-pages/{id}. */

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";
const FIELDS = { title: "", slug: "", body: "", status: "draft", published_at: "", sort_order: "0", seo_title: "", seo_description: "" };

async function page(values: { title: string; status?: "draft" | "published"; show_in_menu?: boolean; sort_order?: number; published_at?: Date | null }) {
  return db()
    .insertInto("page")
    .values({ slug: `${values.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${crypto.randomBytes(3).toString("hex")}`, ...values })
    .returning(["id", "slug", "version", "title"])
    .executeTakeFirstOrThrow();
}

beforeEach(async () => {
  await db().deleteFrom("page").execute();
});

describe("/admin/custom-pages", () => {
  it("is for admins only", async () => {
    const item = await page({ title: "Guarded" });
    await expectAdminOnly("/admin/custom-pages", (cookie) => list.loader({ request: adminGet("/admin/custom-pages", cookie), context, params: {} }));
    await expectAdminOnly("/admin/custom-pages", (cookie) =>
      list.action({ request: adminPost("/admin/custom-pages", { intent: "delete", id: String(item.id) }, cookie), context, params: {} }),
    );
    await expectAdminOnly("/admin/create-pages", (cookie) => create.loader({ request: adminGet("/admin/create-pages", cookie), context, params: {} }));
    await expectAdminOnly("/admin/create-pages", (cookie) =>
      create.action({ request: adminPost("/admin/create-pages", { ...FIELDS, title: "Sneaky" }, cookie), context, params: {} }),
    );
    const path = `/admin/edit-pages/${item.id}`;
    await expectAdminOnly(path, (cookie) => edit.loader({ request: adminGet(path, cookie), context, params: { id: String(item.id) } }));
    await expectAdminOnly(path, (cookie) =>
      edit.action({ request: adminPost(path, { ...FIELDS, intent: "update", version: "1", title: "Hacked" }, cookie), context, params: { id: String(item.id) } }),
    );
    expect(await getPageById(db(), item.id)).toMatchObject({ title: "Guarded" });
    expect(await db().selectFrom("page").select("id").where("title", "=", "Sneaky").executeTakeFirst()).toBeUndefined();
  });

  it("lists pages in menu order, searched and filtered by status", async () => {
    const { cookie } = await signInAdmin();
    await page({ title: "Careers", sort_order: 2, status: "published", published_at: new Date(Date.now() - 1000), show_in_menu: true });
    await page({ title: "About us", sort_order: 1 });
    const response = await settle(list.loader({ request: adminGet("/admin/custom-pages", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.items.map((item: { title: string }) => item.title)).toEqual(["About us", "Careers"]);
    expect(data.items[1]).toMatchObject({ show_in_menu: true, status: "published", sort_order: 2 });
    const drafts = await (await settle(list.loader({ request: adminGet("/admin/custom-pages?status=draft", cookie), context, params: {} }))).json();
    expect(drafts.items.map((item: { title: string }) => item.title)).toEqual(["About us"]);
    const searched = await (await settle(list.loader({ request: adminGet("/admin/custom-pages?q=care", cookie), context, params: {} }))).json();
    expect(searched.items.map((item: { title: string }) => item.title)).toEqual(["Careers"]);
  });

  it("deletes a page from the list, audited, keeping the list's query", async () => {
    const { cookie, admin } = await signInAdmin();
    const doomed = await page({ title: "Old promo" });
    const response = await settle(list.action({
      request: adminPost("/admin/custom-pages?status=draft", { intent: "delete", id: String(doomed.id) }, cookie),
      context,
      params: {},
    }));
    expect(response.headers.get("Location")).toBe("/admin/custom-pages?status=draft");
    expect(await toastOf(response)).toEqual({ type: "success", message: "Page “Old promo” deleted" });
    expect(await getPageById(db(), doomed.id)).toBeUndefined();
    expect(await latestAudit("page")).toMatchObject({ action: "delete", entity_id: String(doomed.id), actor_id: admin.id });
  });
});

describe("/admin/create-pages", () => {
  it("refuses a reserved slug and a missing title, keeping the input", async () => {
    const { cookie } = await signInAdmin();
    for (const slug of ["news", "admin", "contact-us", "sitemap-xml-not-reserved"]) {
      const response = await settle(create.action({
        request: adminPost("/admin/create-pages", { ...FIELDS, title: slug === "admin" ? "" : "Our news", slug }, cookie),
        context,
        params: {},
      }));
      if (slug === "sitemap-xml-not-reserved") {
        expect(response.status).toBe(302);
        continue;
      }
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.fieldErrors.slug).toEqual(["This slug is reserved"]);
      expect(body.values.slug).toBe(slug);
      if (slug === "admin") expect(body.fieldErrors.title).toEqual(["Title is required"]);
    }
  });

  it("creates a page in the menu, with a slug that avoids the reserved ones, audited", async () => {
    const { cookie, admin } = await signInAdmin();
    const response = await settle(create.action({
      request: adminPost("/admin/create-pages", { ...FIELDS, title: "News", show_in_menu: "on", status: "published", confirm: "1", sort_order: "5", body: "<h2>Hi</h2><img src=x onerror=alert(1)>" }, cookie),
      context,
      params: {},
    }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/admin\/edit-pages\/\d+$/);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Published “News”" });
    const row = await db().selectFrom("page").selectAll().where("title", "=", "News").executeTakeFirstOrThrow();
    // "news" is the site's own path: the page gets another.
    expect(row.slug).toBe("news-2");
    expect(row).toMatchObject({ show_in_menu: true, status: "published", sort_order: 5 });
    expect(row.published_at).toBeInstanceOf(Date);
    expect(row.body).toContain("<h2>Hi</h2>");
    expect(row.body).not.toContain("onerror");
    expect(await latestAudit("page")).toMatchObject({ action: "create", entity_id: String(row.id), actor_id: admin.id });
  });
});

describe("a page's menu label", () => {
  it("is saved from the form, refused past 30 characters with the input kept, and cleared to fall back on the title", async () => {
    const { cookie } = await signInAdmin();
    const long = "Everything about our company and its history";
    const refused = await settle(create.action({
      request: adminPost("/admin/create-pages", { ...FIELDS, title: long, menu_label: "About our company, history and people" }, cookie),
      context,
      params: {},
    }));
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.fieldErrors.menu_label).toEqual(["Menu label must be at most 30 characters"]);
    expect(body.values.menu_label).toBe("About our company, history and people");

    const created = await settle(create.action({
      request: adminPost("/admin/create-pages", { ...FIELDS, title: long, menu_label: "  About us ", show_in_menu: "on" }, cookie),
      context,
      params: {},
    }));
    expect(created.status).toBe(302);
    const row = await db().selectFrom("page").select(["id", "menu_label"]).where("title", "=", long).executeTakeFirstOrThrow();
    expect(row.menu_label).toBe("About us");
    const loaded = await (await settle(edit.loader({ request: adminGet(`/admin/edit-pages/${row.id}`, cookie), context, params: { id: String(row.id) } }))).json();
    expect(loaded.item.menu_label).toBe("About us");

    await settle(edit.action({
      request: adminPost(`/admin/edit-pages/${row.id}`, { ...FIELDS, intent: "update", version: "1", title: long, slug: "about", menu_label: "" }, cookie),
      context,
      params: { id: String(row.id) },
    }));
    expect(await getPageById(db(), row.id)).toMatchObject({ menu_label: "", version: 2 });
  });
});

describe("/admin/edit-pages/{id}", () => {
  const path = (id: number) => `/admin/edit-pages/${id}`;

  it("saves a page, taking it out of the menu when the box is unchecked", async () => {
    const { cookie, admin } = await signInAdmin();
    const item = await page({ title: "Team", show_in_menu: true });
    const data = await (await settle(edit.loader({ request: adminGet(path(item.id), cookie), context, params: { id: String(item.id) } }))).json();
    expect(data.item).toMatchObject({ id: item.id, title: "Team", show_in_menu: true, version: 1 });

    const response = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: "1", title: "Our team", slug: "our-team" }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(response.headers.get("Location")).toBe(`/admin/edit-pages/${item.id}`);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Draft saved" });
    expect(await getPageById(db(), item.id)).toMatchObject({ title: "Our team", slug: "our-team", show_in_menu: false, version: 2 });
    expect(await latestAudit("page")).toMatchObject({ action: "update", entity_id: String(item.id), actor_id: admin.id });
  });

  it("refuses a reserved slug on save, and a stale version with the conflict message", async () => {
    const { cookie } = await signInAdmin();
    const item = await page({ title: "Shared page" });
    const reserved = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: "1", title: "Shared page", slug: "login" }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(reserved.status).toBe(422);
    expect((await reserved.json()).fieldErrors.slug).toEqual(["This slug is reserved"]);

    await db().updateTable("page").set({ title: "Theirs", version: 2 }).where("id", "=", item.id).execute();
    const stale = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: "1", title: "Mine", slug: item.slug }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(stale.status).toBe(409);
    expect((await stale.json()).formError).toBe(CONFLICT);
    expect(await getPageById(db(), item.id)).toMatchObject({ title: "Theirs", version: 2 });
  });

  it("is 404 for a page that does not exist", async () => {
    const { cookie } = await signInAdmin();
    expect((await settle(edit.loader({ request: adminGet(path(424242), cookie), context, params: { id: "424242" } }))).status).toBe(404);
    const response = await settle(edit.action({
      request: adminPost(path(424242), { ...FIELDS, intent: "update", version: "1", title: "Ghost" }, cookie),
      context,
      params: { id: "424242" },
    }));
    expect(response.status).toBe(404);
  });
});

describe("custom page screens, rendered", () => {
  it("keeps the menu checkbox as submitted and links the preview", async () => {
    const handle = await adminScreens([
      { file: "admin.create-pages", path: "create-pages", module: create },
      { file: "admin.edit-pages.$id", path: "edit-pages/:id", module: edit },
    ]);
    const { cookie } = await signInAdmin();
    const refused = await (await handle(adminPost("/admin/create-pages", { ...FIELDS, title: "Menu page", slug: "api", show_in_menu: "on" }, cookie))).text();
    expect(tagWithId(refused, "field-slug")).toContain('aria-invalid="true"');
    expect(tagWithId(refused, "field-show_in_menu")).toContain("checked");
    expect(refused).toMatch(/<textarea id="field-title" [^>]*>Menu page<\/textarea>/);

    const item = await page({ title: "Previewed" });
    const html = await (await handle(adminGet(path(item.id), cookie))).text();
    expect(html).toContain(`href="/${item.slug}?preview=1"`);
    expect(tagWithId(html, "field-show_in_menu")).not.toContain("checked");
  });

  const path = (id: number) => `/admin/edit-pages/${id}`;
});
