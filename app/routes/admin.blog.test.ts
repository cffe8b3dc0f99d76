import crypto from "node:crypto";
import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { getNewsById } from "~/models/news.server";
import { revisionHistory } from "~/services/content/revisions.server";
import {
  adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { adminScreens, tagWithId, textOfId } from "../../tests/helpers/admin-render";
import * as list from "./admin.blog";
import * as create from "./admin.create-blog";
import * as edit from "./admin.edit-blog.$id";

/** The news screens: /admin/blog, /admin/create-blog, /admin/edit-blog/{id}. */

const CONFLICT = "This record was changed by someone else. Reload it to see their changes.";

async function article(values: { title: string; status?: "draft" | "published"; published_at?: Date | null; cover_image_id?: number | null; body?: string }) {
  return db()
    .insertInto("news")
    .values({ slug: `${values.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${crypto.randomBytes(3).toString("hex")}`, status: "draft", ...values })
    .returning(["id", "slug", "version", "title"])
    .executeTakeFirstOrThrow();
}

beforeEach(async () => {
  await db().deleteFrom("news").execute();
});

const listOf = (path: string, cookie?: string) => settle(list.loader({ request: adminGet(path, cookie), context, params: {} }));

const FIELDS = { title: "", slug: "", excerpt: "", body: "", cover_image_id: "", status: "draft", published_at: "", seo_title: "", seo_description: "" };

describe("/admin/blog", () => {
  it("is for admins only", async () => {
    const item = await article({ title: "Guarded" });
    await expectAdminOnly("/admin/blog?q=x", (cookie) => list.loader({ request: adminGet("/admin/blog?q=x", cookie), context, params: {} }));
    await expectAdminOnly("/admin/blog", (cookie) =>
      list.action({ request: adminPost("/admin/blog", { intent: "delete", id: String(item.id) }, cookie), context, params: {} }),
    );
    await expectAdminOnly("/admin/create-blog", (cookie) => create.loader({ request: adminGet("/admin/create-blog", cookie), context, params: {} }));
    await expectAdminOnly("/admin/create-blog", (cookie) =>
      create.action({ request: adminPost("/admin/create-blog", { ...FIELDS, title: "Sneaky" }, cookie), context, params: {} }),
    );
    const path = `/admin/edit-blog/${item.id}`;
    await expectAdminOnly(path, (cookie) => edit.loader({ request: adminGet(path, cookie), context, params: { id: String(item.id) } }));
    await expectAdminOnly(path, (cookie) =>
      edit.action({ request: adminPost(path, { intent: "delete" }, cookie), context, params: { id: String(item.id) } }),
    );
    expect(await getNewsById(db(), item.id)).toBeDefined();
    expect(await db().selectFrom("news").select("id").where("title", "=", "Sneaky").executeTakeFirst()).toBeUndefined();
  });

  it("lists 20 a page, searched and filtered by status, scheduled ones told apart", async () => {
    const { cookie } = await signInAdmin();
    const cover = await insertMedia(db());
    for (let n = 1; n <= 21; n++) await article({ title: `Weekly note ${String(n).padStart(2, "0")}` });
    await article({ title: "Launch day", status: "published", published_at: new Date(Date.now() - 60_000), cover_image_id: cover });
    await article({ title: "Coming soon", status: "published", published_at: new Date(Date.now() + 86_400_000) });

    const response = await listOf("/admin/blog", cookie);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const first = await response.json();
    expect(first).toMatchObject({ total: 23, lastPage: 2, page: 1 });
    // The status tabs' counts: every article, whatever the search.
    expect(first.statusCounts).toEqual({ all: 23, published: 1, scheduled: 1, draft: 21 });
    expect((await (await listOf("/admin/blog?q=launch&status=draft", cookie)).json()).statusCounts).toEqual(first.statusCounts);
    expect(first.items).toHaveLength(20);
    expect((await (await listOf("/admin/blog?page=2", cookie)).json()).items).toHaveLength(3);

    const searched = await (await listOf("/admin/blog?q=launch", cookie)).json();
    expect(searched.items).toEqual([expect.objectContaining({ title: "Launch day", status: "published", cover: expect.objectContaining({ id: cover }) })]);
    expect((await (await listOf("/admin/blog?status=scheduled", cookie)).json()).items.map((item: { title: string }) => item.title)).toEqual(["Coming soon"]);
    expect((await (await listOf("/admin/blog?status=published", cookie)).json()).items.map((item: { title: string }) => item.title)).toEqual(["Launch day"]);
    expect((await (await listOf("/admin/blog?status=draft&q=weekly", cookie)).json()).total).toBe(21);
  });

  it("asks before deleting without JavaScript, then deletes with an audit event and a toast", async () => {
    const { cookie, admin } = await signInAdmin();
    const doomed = await article({ title: "Old announcement" });
    const asking = await (await listOf(`/admin/blog?q=old&confirm-delete=${doomed.id}`, cookie)).json();
    expect(asking.confirm).toEqual({ id: doomed.id, title: "Old announcement" });
    expect(asking.listQuery).toBe("?q=old");

    const response = await settle(list.action({
      request: adminPost("/admin/blog?q=old", { intent: "delete", id: String(doomed.id) }, cookie),
      context,
      params: {},
    }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/blog?q=old");
    expect(await toastOf(response)).toEqual({ type: "success", message: "News article “Old announcement” deleted" });
    expect(await getNewsById(db(), doomed.id)).toBeUndefined();
    expect(await latestAudit("news")).toMatchObject({ action: "delete", entity_id: String(doomed.id), actor_id: admin.id });

    const again = await settle(list.action({ request: adminPost("/admin/blog", { intent: "delete", id: String(doomed.id) }, cookie), context, params: {} }));
    expect(again.status).toBe(404);
    expect((await again.json()).formError).toBe("Not found.");
  });
});

describe("/admin/create-blog", () => {
  it("offers the library's images as covers", async () => {
    const { cookie } = await signInAdmin();
    const image = await insertMedia(db(), "image");
    const pdf = await insertMedia(db(), "pdf");
    const data = await (await settle(create.loader({ request: adminGet("/admin/create-blog", cookie), context, params: {} }))).json();
    const values = data.images.map((option: { value: string }) => option.value);
    expect(values).toContain(String(image));
    expect(values).not.toContain(String(pdf));
  });

  it("refuses a form without a title, keeping what was typed", async () => {
    const { cookie } = await signInAdmin();
    const response = await settle(create.action({
      request: adminPost("/admin/create-blog", { ...FIELDS, title: "  ", excerpt: "Kept excerpt", seo_title: "x".repeat(71) }, cookie),
      context,
      params: {},
    }));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toMatchObject({ title: ["Title is required"], seo_title: ["SEO title must be at most 70 characters"] });
    expect(body.values).toMatchObject({ excerpt: "Kept excerpt" });
  });

  it("creates an article with a slug from its title, a clean body and an audit event", async () => {
    const { cookie, admin } = await signInAdmin();
    const response = await settle(create.action({
      request: adminPost("/admin/create-blog", {
        ...FIELDS,
        title: "We opened an office in Lyon",
        body: '<p>Hello <strong>Lyon</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        status: "published",
        confirm: "1",
        published_at: "2026-01-15T09:30",
      }, cookie),
      context,
      params: {},
    }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/admin\/edit-blog\/\d+$/);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Published “We opened an office in Lyon”" });
    const row = await db().selectFrom("news").selectAll().where("title", "=", "We opened an office in Lyon").executeTakeFirstOrThrow();
    expect(row.slug).toBe("we-opened-an-office-in-lyon");
    expect(row.status).toBe("published");
    expect(row.published_at?.toISOString()).toBe("2026-01-15T09:30:00.000Z");
    expect(row.body).toContain("<strong>Lyon</strong>");
    expect(row.body).not.toContain("<script");
    expect(row.body).not.toContain("javascript:");
    expect(await latestAudit("news")).toMatchObject({ action: "create", entity_id: String(row.id), actor_id: admin.id });
  });

  it("refuses a slug another article uses", async () => {
    const { cookie } = await signInAdmin();
    const taken = await article({ title: "Taken" });
    const response = await settle(create.action({
      request: adminPost("/admin/create-blog", { ...FIELDS, title: "Another", slug: taken.slug }, cookie),
      context,
      params: {},
    }));
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.slug).toEqual(["Slug is already used by another news article"]);
  });
});

describe("/admin/edit-blog/{id}", () => {
  const path = (id: number) => `/admin/edit-blog/${id}`;

  it("shows the stored article with its version, or 404", async () => {
    const { cookie } = await signInAdmin();
    const cover = await insertMedia(db());
    const item = await article({ title: "Editable", cover_image_id: cover });
    const response = await settle(edit.loader({ request: adminGet(path(item.id), cookie), context, params: { id: String(item.id) } }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.item).toMatchObject({ id: item.id, title: "Editable", slug: item.slug, cover_image_id: cover, version: 1 });
    expect(data.images.map((option: { value: string }) => option.value)).toContain(String(cover));
    expect(data.confirmingDelete).toBe(false);

    for (const id of ["999999", "nope"]) {
      expect((await settle(edit.loader({ request: adminGet(`/admin/edit-blog/${id}`, cookie), context, params: { id } }))).status).toBe(404);
    }
  });

  it("saves the form, bumping the version, audited", async () => {
    const { cookie, admin } = await signInAdmin();
    const item = await article({ title: "Before" });
    const response = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: "1", title: "After", slug: item.slug, excerpt: "New excerpt" }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/admin/edit-blog/${item.id}`);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Draft saved" });
    expect(await getNewsById(db(), item.id)).toMatchObject({ title: "After", excerpt: "New excerpt", version: 2 });
    expect(await latestAudit("news")).toMatchObject({ action: "update", entity_id: String(item.id), actor_id: admin.id });
  });

  it("keeps the stored publish date, seconds and all, when the form sends back its minute: History shows no date change", async () => {
    const { cookie } = await signInAdmin();
    const stored = new Date("2026-03-02T08:15:42.500Z");
    const item = await article({ title: "On the minute", status: "published", published_at: stored });
    const save = (version: number, fields: { excerpt: string; published_at: string }) =>
      settle(edit.action({
        request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: String(version), title: "On the minute", slug: item.slug, status: "published", ...fields }, cookie),
        context,
        params: { id: String(item.id) },
      }));
    // The picker shows the minute (UTC here), and a form saved with the date untouched posts it back.
    expect((await save(1, { excerpt: "First", published_at: "2026-03-02T08:15" })).status).toBe(302);
    expect((await save(2, { excerpt: "Second", published_at: "2026-03-02T08:15" })).status).toBe(302);
    expect((await getNewsById(db(), item.id))?.published_at?.toISOString()).toBe(stored.toISOString());
    const [latest] = await revisionHistory(db(), { resource: "news", recordId: String(item.id) });
    expect(latest.changed).toEqual(["excerpt"]);

    // Another minute is a change, and saved as typed.
    expect((await save(3, { excerpt: "Second", published_at: "2026-03-02T08:16" })).status).toBe(302);
    expect((await getNewsById(db(), item.id))?.published_at?.toISOString()).toBe("2026-03-02T08:16:00.000Z");
    const [moved] = await revisionHistory(db(), { resource: "news", recordId: String(item.id) });
    expect(moved.changed).toEqual(["published_at"]);
  });

  it("refuses a stale version with the conflict message, overwriting nothing", async () => {
    const { cookie } = await signInAdmin();
    const item = await article({ title: "Shared" });
    await db().updateTable("news").set({ title: "Saved by someone else", version: 2 }).where("id", "=", item.id).execute();
    const response = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: "1", title: "Mine", slug: item.slug }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ formError: CONFLICT, values: { title: "Mine", version: "1" } });
    expect(await getNewsById(db(), item.id)).toMatchObject({ title: "Saved by someone else", version: 2 });
  });

  it("refuses invalid fields on save, and a missing version as the form's error", async () => {
    const { cookie } = await signInAdmin();
    const item = await article({ title: "Valid" });
    const invalid = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", version: "1", title: "Valid", slug: "Not A Slug", published_at: "yesterday" }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).fieldErrors).toMatchObject({
      slug: ["Slug may contain only lowercase letters, numbers and single dashes"],
      published_at: ["Publish date must be a valid date and time"],
    });
    const noVersion = await settle(edit.action({
      request: adminPost(path(item.id), { ...FIELDS, intent: "update", title: "Valid" }, cookie),
      context,
      params: { id: String(item.id) },
    }));
    expect(noVersion.status).toBe(422);
    expect((await noVersion.json()).formError).toBe("Version is required");
    expect((await getNewsById(db(), item.id))?.version).toBe(1);
  });

  it("deletes from the edit screen after the confirmation step", async () => {
    const { cookie } = await signInAdmin();
    const item = await article({ title: "Going away" });
    const asking = await (await settle(edit.loader({ request: adminGet(`${path(item.id)}?confirm-delete=${item.id}`, cookie), context, params: { id: String(item.id) } }))).json();
    expect(asking.confirmingDelete).toBe(true);
    const response = await settle(edit.action({ request: adminPost(path(item.id), { intent: "delete", id: String(item.id) }, cookie), context, params: { id: String(item.id) } }));
    expect(response.headers.get("Location")).toBe("/admin/blog");
    expect(await toastOf(response)).toEqual({ type: "success", message: "News article “Going away” deleted" });
    expect(await getNewsById(db(), item.id)).toBeUndefined();
  });
});

describe("news screens, rendered", () => {
  it("shows errors beside the fields with the input kept, and Preview on the edit screen", async () => {
    const handle = await adminScreens([
      { file: "admin.create-blog", path: "create-blog", module: create },
      { file: "admin.edit-blog.$id", path: "edit-blog/:id", module: edit },
    ]);
    const { cookie } = await signInAdmin();
    const html = await (await handle(adminPost("/admin/create-blog", { ...FIELDS, title: "", excerpt: "Typed <b>before</b>" }, cookie))).text();
    expect(tagWithId(html, "field-title")).toContain('aria-invalid="true"');
    expect(tagWithId(html, "field-title")).toContain('aria-describedby="field-title-error"');
    expect(textOfId(html, "field-title-error")).toBe("Title is required");
    expect(html).toContain("Typed &lt;b&gt;before&lt;/b&gt;</textarea>");
    // Without JavaScript the body is a plain textarea carrying HTML.
    expect(html).toMatch(/<textarea[^>]*name="body"/);

    const item = await article({ title: "Rendered article" });
    const editHtml = await (await handle(adminGet(`/admin/edit-blog/${item.id}`, cookie))).text();
    expect(editHtml).toContain(`href="/news-details/${item.slug}?preview=1"`);
    // Preview posts the unsaved form to a new tab; it comes after the saving buttons, so Enter never presses it.
    const bar = editHtml.slice(editHtml.indexOf('aria-label="Publishing"'));
    expect(bar).toMatch(new RegExp(`<button type="submit"[^>]*formaction="/admin/preview/news/${item.id}" formTarget="_blank" formnovalidate=""`));
    expect(bar.indexOf("<span>Preview</span>")).toBeGreaterThan(bar.indexOf('value="draft"'));
    expect(html).toMatch(/formaction="\/admin\/preview\/news"/);
    expect(editHtml).toContain('<input type="hidden" name="version" value="1"/>');
    expect(editHtml).toContain(`href="/admin/edit-blog/${item.id}?confirm-delete=${item.id}"`);
  });
});

describe("news screens in the site's time zone", () => {
  beforeAll(() => {
    process.env.SITE_TIME_ZONE = "Europe/Berlin";
    resetEnvCache();
  });
  afterAll(() => {
    delete process.env.SITE_TIME_ZONE;
    resetEnvCache();
  });

  it("reads the typed publish date on the site's clocks and shows it back the same way", async () => {
    const handle = await adminScreens([
      { file: "admin.blog", path: "blog", module: list },
      { file: "admin.create-blog", path: "create-blog", module: create },
      { file: "admin.edit-blog.$id", path: "edit-blog/:id", module: edit },
    ]);
    const { cookie } = await signInAdmin();

    const created = await handle(
      adminPost("/admin/create-blog", { ...FIELDS, title: "Summer launch", status: "published", confirm: "1", published_at: "2027-07-01T09:00" }, cookie),
    );
    expect(created.status).toBe(302);
    const row = await db().selectFrom("news").select(["id", "published_at"]).where("title", "=", "Summer launch").executeTakeFirstOrThrow();
    expect(row.published_at?.toISOString()).toBe("2027-07-01T07:00:00.000Z");

    const editHtml = await (await handle(adminGet(`/admin/edit-blog/${row.id}`, cookie))).text();
    expect(tagWithId(editHtml, "field-published_at")).toContain('value="1 Jul 2027, 09:00"');
    expect(editHtml).toContain("Publish date (Europe/Berlin)");
    // A date is set: the line under the field reads it back, in place of the example an empty field shows.
    expect(editHtml).not.toContain('id="field-published_at-hint"');
    expect(editHtml).toMatch(/On the site: (<!-- -->)?\w+ 1 Jul 2027, 09:00 Europe\/Berlin/);

    const listHtml = await (await handle(adminGet("/admin/blog", cookie))).text();
    // Compact: the day alone in sight; the time on hover and for a screen reader.
    expect(listHtml).toContain('<span class="list-date" title="1 Jul 2027, 09:00 CEST">1 Jul 2027<span class="visually-hidden">, 09:00 CEST</span></span>');
    expect(listHtml).not.toContain("07:00 UTC");

    // The admin's own format, as the field shows it, on the same clocks.
    const written = await handle(
      adminPost("/admin/create-blog", { ...FIELDS, title: "Winter launch", status: "published", confirm: "1", published_at: "3 Dec 2027, 18:30" }, cookie),
    );
    expect(written.status).toBe(302);
    const winter = await db().selectFrom("news").select("published_at").where("title", "=", "Winter launch").executeTakeFirstOrThrow();
    expect(winter.published_at?.toISOString()).toBe("2027-12-03T17:30:00.000Z");
  });

  it("refuses a date that does not exist, names the field and keeps what was typed", async () => {
    const handle = await adminScreens([{ file: "admin.create-blog", path: "create-blog", module: create }]);
    const { cookie } = await signInAdmin();
    const refused = await handle(
      adminPost("/admin/create-blog", { ...FIELDS, title: "Never", status: "published", published_at: "31 Jun 2027, 09:00" }, cookie),
    );
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(textOfId(html, "field-published_at-error")).toContain("Publish date must be a valid date and time");
    expect(tagWithId(html, "field-published_at")).toContain('value="31 Jun 2027, 09:00"');
    expect(await db().selectFrom("news").select("id").where("title", "=", "Never").executeTakeFirst()).toBeUndefined();
  });
});
