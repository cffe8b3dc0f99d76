import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { countRevisions, listRevisions } from "~/models/revision.server";
import { restoreRevision } from "~/services/content/revisions.server";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import { fixtureContext } from "../../tests/helpers/content";
import { adminScreens, tagWithId } from "../../tests/helpers/admin-render";
import * as projects from "./admin.projects";
import * as editProject from "./admin.edit-projects.$id";
import * as editSolution from "./admin.edit-service.$id";
import * as health from "./admin.health";
import * as categories from "./admin.service-category";
import * as services from "./admin.services";

/**
 * The translator's admin for solutions and products: /admin/edit-service/{id}?locale=de and
 * /admin/edit-projects/{id}?locale=de (the German form beside the English text), the lists'
 * translation column, and the catalog's translations in /admin/health.
 */

const saved = process.env.SITE_LOCALES;
let cookie: string;

beforeAll(async () => {
  process.env.SITE_LOCALES = "en,de";
  resetEnvCache();
  cookie = (await signInAdmin()).cookie;
});

afterAll(() => {
  if (saved === undefined) delete process.env.SITE_LOCALES;
  else process.env.SITE_LOCALES = saved;
  resetEnvCache();
});

const KINDS = {
  solution: { edit: editSolution, list: services, editPath: "/admin/edit-service", listPath: "/admin/services", publicPath: "/solution-details" },
  product: { edit: editProject, list: projects, editPath: "/admin/edit-projects", listPath: "/admin/projects", publicPath: "/product-details" },
} as const;

async function item(kind: keyof typeof KINDS, title: string) {
  const category = await insertCategory(kind, `${title} category`, { is_published: true });
  return insertItem(kind, {
    category_id: category.id,
    title,
    body: "<p>The English body.</p>",
    status: "published",
    published_at: new Date(Date.now() - 60_000),
  });
}

const GERMAN = { title: "Turmdrehkran", slug: "", summary: "Hoch hinaus", body: "<p>Der deutsche Text.</p>", seo_title: "", seo_description: "", published_at: "" };

describe.each(Object.entries(KINDS))("the %s translation form", (kind, { edit, editPath, publicPath }) => {
  const path = (id: number, locale = "de") => `${editPath}/${id}?locale=${locale}`;
  const load = (id: number, locale = "de") => settle(edit.loader({ request: adminGet(path(id, locale), cookie), context, params: { id: String(id) } }));
  const post = (id: number, fields: Record<string, string>, locale = "de") =>
    settle(edit.action({ request: adminPost(path(id, locale), fields, cookie), context, params: { id: String(id) } }));
  const stored = (id: number) =>
    db().selectFrom(`${kind as keyof typeof KINDS}_translation`).selectAll().where("item_id", "=", id).where("locale", "=", "de").executeTakeFirst();

  it("is for admins only, and a locale the site does not have is not found", async () => {
    const crane = await item(kind as keyof typeof KINDS, `Tower crane ${kind} a`);
    await expectAdminOnly(path(crane.id), (anyone) => edit.loader({ request: adminGet(path(crane.id), anyone), context, params: { id: String(crane.id) } }));
    expect((await load(crane.id, "fr")).status).toBe(404);
  });

  it("copies the English text without saving, creates the translation, then updates it with its version", async () => {
    const crane = await item(kind as keyof typeof KINDS, `Tower crane ${kind} b`);
    const data = await (await load(crane.id)).json();
    expect(data.translation).toMatchObject({ locale: "de", language: "German", source: { title: `Tower crane ${kind} b`, body: "<p>The English body.</p>" }, stored: null });
    // The language's tab says what the item has in it.
    expect(data.locales).toContainEqual({ locale: "de", name: "German", state: "Missing" });

    const copied = await (await post(crane.id, { intent: "copy", version: "" })).json();
    expect(copied.values).toMatchObject({ title: `Tower crane ${kind} b`, slug: "", body: "<p>The English body.</p>" });
    expect(await stored(crane.id)).toBeUndefined();

    const created = await post(crane.id, { ...GERMAN, title: `Turmdrehkran ${kind}`, status: "published" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(path(crane.id));
    expect(await toastOf(created)).toMatchObject({
      message: `German: Published “Turmdrehkran ${kind}”`,
      link: { href: `/de${publicPath}/turmdrehkran-${kind}`, label: "View on site" },
    });
    expect(await stored(crane.id)).toMatchObject({ title: `Turmdrehkran ${kind}`, summary: "Hoch hinaus", status: "published", version: 1 });
    expect((await latestAudit(kind))?.summary).toBe(`Translated ${kind} into German: "Turmdrehkran ${kind}"`);

    const stale = await post(crane.id, { ...GERMAN, title: "Kran", status: "published", version: "7" });
    expect(stale.status).toBe(409);
    expect((await stale.json()).values.title).toBe("Kran");
    const updated = await post(crane.id, { ...GERMAN, title: `Kran ${kind}`, slug: `kran-${kind}`, status: "draft", version: "1" });
    expect(updated.status).toBe(302);
    expect(await stored(crane.id)).toMatchObject({ title: `Kran ${kind}`, status: "draft", version: 2 });

    // Each save is a version of the translation's own history, which a restore goes back to.
    const resource = kind === "solution" ? "solutions" : "products";
    const after = await (await load(crane.id)).json();
    expect(after.locales).toContainEqual({ locale: "de", name: "German", state: "Draft" });
    expect(after.translation.history).toEqual({ path: `/admin/revisions/${resource}/${crane.id}?locale=de`, count: 2 });
    const ref = { resource, recordId: String(crane.id), locale: "de" };
    const [, first] = await listRevisions(db(), ref);
    expect(first.version).toBe(1);
    expect(await restoreRevision(db(), await fixtureContext(), { ref, revisionId: first.id, version: 2 })).toMatchObject({ ok: true, version: 3 });
    expect(await stored(crane.id)).toMatchObject({ title: `Turmdrehkran ${kind}`, status: "published", version: 3 });
    expect(await countRevisions(db(), ref)).toBe(3);
    expect(await countRevisions(db(), { resource, recordId: String(crane.id) })).toBe(0);
  });

  it("renders without JavaScript: the switcher, the English summary beside its field, a refused field marked", async () => {
    const crane = await item(kind as keyof typeof KINDS, `Tower crane ${kind} c`);
    const file = kind === "solution" ? "admin.edit-service.$id" : "admin.edit-projects.$id";
    const handle = await adminScreens([{ file, path: `${editPath.slice("/admin/".length)}/:id`, module: edit }]);
    const html = await (await handle(adminGet(path(crane.id), cookie))).text();
    expect(html).toMatch(/<a [^>]*aria-current="page"[^>]*>German<span class="locale-state locale-state-missing">, missing<\/span><\/a>/);
    expect(html).toContain(">English summary</p>");
    expect(html).toMatch(new RegExp(`<form [^>]*action="${editPath}/${crane.id}\\?locale=de"`));
    const refused = await (await handle(adminPost(path(crane.id), { ...GERMAN, title: "", summary: "Bleibt", status: "draft" }, cookie))).text();
    expect(tagWithId(refused, "field-title")).toContain('aria-invalid="true"');
    expect(refused).toMatch(/<textarea [^>]*id="field-summary"[^>]*>Bleibt<\/textarea>/);
  });
});

describe("the catalog lists and content health with a second language", () => {
  it("shows each item's German state in the list, and the missing and outdated ones in health", async () => {
    const translated = await item("solution", "Listed translated solution");
    const missing = await item("solution", "Listed missing solution");
    const post = (id: number, fields: Record<string, string>) =>
      settle(editSolution.action({ request: adminPost(`/admin/edit-service/${id}?locale=de`, fields, cookie), context, params: { id: String(id) } }));
    expect((await post(translated.id, { ...GERMAN, title: "Gelistet", slug: "gelistet", status: "published" })).status).toBe(302);

    const data = await (await settle(services.loader({ request: adminGet("/admin/services?q=Listed", cookie), context, params: {} }))).json();
    expect(data.translations[translated.id]).toEqual([{ locale: "de", state: "Published", outdated: false, copied: false }]);
    expect(data.translations[missing.id]).toEqual([{ locale: "de", state: "Missing", outdated: false, copied: false }]);
    const handle = await adminScreens([{ file: "admin.services", path: "services", module: services }]);
    const html = await (await handle(adminGet("/admin/services?q=Listed", cookie))).text();
    expect(html).toMatch(new RegExp(`<a [^>]*href="/admin/edit-service/${missing.id}\\?locale=de">DE: Missing</a>`));

    await db().updateTable("solution").set({ version: 9 }).where("id", "=", translated.id).execute();
    const report = (await (await settle(health.loader({ request: adminGet("/admin/health", cookie), context, params: {} }))).json()).report;
    expect(report.missing_translations).toContainEqual({
      title: "Listed missing solution", detail: "Solution not translated into German", fix_url: `/admin/edit-service/${missing.id}?locale=de`,
    });
    expect(report.outdated_translations).toContainEqual({
      title: "Listed translated solution",
      detail: "German translation older than the solution's last save",
      fix_url: `/admin/edit-service/${translated.id}?locale=de`,
    });
  });

  it("has no translation column on a site in one language", async () => {
    process.env.SITE_LOCALES = "en";
    resetEnvCache();
    try {
      const data = await (await settle(projects.loader({ request: adminGet("/admin/projects", cookie), context, params: {} }))).json();
      expect(data.translations).toBeNull();
    } finally {
      process.env.SITE_LOCALES = "en,de";
      resetEnvCache();
    }
  });
});

describe("a category's name in German, on /admin/service-category", () => {
  const page = (query: string) => `/admin/service-category${query}`;

  it("shows the German form beside the open category, saves the name with its version, and refuses a taken slug keeping what was typed", async () => {
    const category = await insertCategory("solution", "Crane systems", { is_published: true });
    const other = await insertCategory("solution", "Hoist systems", { is_published: true });
    const opened = await (await settle(categories.loader({ request: adminGet(page(`?edit=${category.id}`), cookie), context, params: {} }))).json();
    expect(opened.extra).toEqual([
      {
        locale: "de", language: "German", name: "", slug: "", description: "", version: null, outdated: false,
        history: { path: `/admin/revisions/solution-categories/${category.id}?locale=de`, count: 0 },
      },
    ]);

    const save = (id: number, fields: Record<string, string>) =>
      settle(categories.action({ request: adminPost(page(`?edit=${id}&intent=translate`), { category_id: String(id), locale: "de", ...fields }, cookie), context, params: {} }));
    const created = await save(category.id, { name: "Kransysteme", slug: "", description: "Alles über Krane" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`/admin/service-category?edit=${category.id}`);
    expect(await toastOf(created)).toMatchObject({ message: "German: saved “Kransysteme”" });
    const saved = await (await settle(categories.loader({ request: adminGet(page(`?edit=${category.id}`), cookie), context, params: {} }))).json();
    expect(saved.extra[0]).toMatchObject({ name: "Kransysteme", slug: "kransysteme", version: 1, history: { count: 1 } });

    const taken = await save(other.id, { name: "Hebezeuge", slug: "kransysteme" });
    expect(taken.status).toBe(422);
    const refused = await taken.json();
    expect(refused.fieldErrors.slug).toEqual(["Slug is already used by another solution category in this language"]);
    expect(refused.values).toMatchObject({ name: "Hebezeuge", locale: "de" });
    expect((await save(category.id, { name: "Krane", version: "5" })).status).toBe(409);

    // The name's own history: a later save, then the first version put back.
    expect((await save(category.id, { name: "Krane", slug: "krane", version: "1" })).status).toBe(302);
    const ref = { resource: "solution-categories", recordId: String(category.id), locale: "de" };
    const [, first] = await listRevisions(db(), ref);
    expect(await restoreRevision(db(), await fixtureContext(), { ref, revisionId: first.id, version: 2 })).toMatchObject({ ok: true, version: 3 });
    expect(await db().selectFrom("solution_category_translation").select(["name", "slug"]).where("category_id", "=", category.id).executeTakeFirst()).toEqual({
      name: "Kransysteme", slug: "kransysteme",
    });

    const handle = await adminScreens([{ file: "admin.service-category", path: "service-category", module: categories }]);
    const html = await (await handle(adminGet(page(`?edit=${category.id}`), cookie))).text();
    expect(html).toContain(">German translation</h2>");
    expect(html).toContain(">English name</p>");
    expect(html).toContain(`action="/admin/service-category?edit=${category.id}&amp;intent=translate"`);
    expect(tagWithId(html, "category-de-name")).toContain('value="Kransysteme"');
  });
});
