import { db } from "~/db/db.server";
import { countRevisions, recordFirstRevisions, recordTranslationRevision, REVISIONS_KEPT } from "~/models/revision.server";
import { news } from "~/services/content/news.server";
import { writeNewsTranslation } from "~/services/content/news-translation.server";
import { pages } from "~/services/content/pages.server";
import { writePageTranslation } from "~/services/content/page-translation.server";
import { deleteForever, restoreTrashed } from "~/services/content/trash.server";
import { adminGet, adminPost, context, expectAdminOnly, latestAudit, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import { createTestUser, sessionCookieFor } from "../../tests/helpers/auth";
import { addContent, fixtureContext } from "../../tests/helpers/content";
import { siteInLocales } from "../../tests/helpers/site-locales";
import * as compare from "./admin.revisions.$resource.$id.$revision";
import * as history from "./admin.revisions.$resource.$id._index";
import * as editBlog from "./admin.edit-blog.$id";

/**
 * A translation's own history (docs/locales.md): /admin/revisions/{news|pages}/{id}?locale=de lists
 * the versions of that translation, compares one with the current translation and restores it
 * through the translation's save, apart from the item's own history.
 */

siteInLocales("en,de");

let cookie: string;
beforeAll(async () => {
  cookie = (await signInAdmin()).cookie;
});

let counter = 0;
async function article() {
  counter += 1;
  return addContent(news, { title: `Our new plant ${counter}`, body: "<p>The English body.</p>", status: "published" });
}

async function germanArticle() {
  const item = await article();
  const { actor } = await fixtureContext();
  const german = { title: `Unser neues Werk ${counter}`, slug: "", excerpt: "Kurz", body: "<p>Der erste Text.</p>", status: "published" as const };
  const first = await writeNewsTranslation(db(), { newsId: item.id, locale: "de", input: german, actor, ip: null });
  if (!first.ok) throw new Error(JSON.stringify(first));
  const second = await writeNewsTranslation(db(), {
    newsId: item.id,
    locale: "de",
    input: { ...german, slug: first.row.slug, body: "<p>Der zweite Text.</p>", version: 1 },
    actor,
    ip: null,
  });
  if (!second.ok) throw new Error(JSON.stringify(second));
  return { item, slug: first.row.slug };
}

const historyUrl = (resource: string, id: number, locale = "de") => `/admin/revisions/${resource}/${id}?locale=${locale}`;

function loadHistory(resource: string, id: number, locale = "de") {
  return settle(history.loader({ request: adminGet(historyUrl(resource, id, locale), cookie), context, params: { resource, id: String(id) } }));
}

function loadVersion(resource: string, id: number, revision: number, query = "?locale=de") {
  const url = `/admin/revisions/${resource}/${id}/${revision}${query}`;
  return settle(compare.loader({ request: adminGet(url, cookie), context, params: { resource, id: String(id), revision: String(revision) } }));
}

function restore(resource: string, id: number, revision: number, version: number, as: string | undefined) {
  const url = `/admin/revisions/${resource}/${id}/${revision}?locale=de`;
  const fields = { intent: "restore", version: String(version) };
  return settle(compare.action({ request: adminPost(url, fields, as), context, params: { resource, id: String(id), revision: String(revision) } }));
}

type Entry = { id: number; version: number; changed: string[] };

function expectSaved(result: { ok: boolean }) {
  if (!result.ok) throw new Error(JSON.stringify(result));
}

describe("a translation's history", () => {
  it("keeps a revision of each save of the translation, from the form too, apart from the item's own", async () => {
    const item = await article();
    const form = { title: "Unser Werk", slug: "", excerpt: "", body: "<p>Hallo</p>", seo_title: "", seo_description: "", published_at: "" };
    const saved = await settle(
      editBlog.action({ request: adminPost(`/admin/edit-blog/${item.id}?locale=de`, form, cookie), context, params: { id: String(item.id) } }),
    );
    expect(saved.status).toBe(302);
    const german = await (await loadHistory("news", item.id)).json();
    expect(german.title).toBe(`News article “${item.title}” · German`);
    expect(german.history.map((entry: Entry) => [entry.version, entry.changed])).toEqual([[1, expect.arrayContaining(["title", "body"])]]);
    expect(german.editPath).toBe(`/admin/edit-blog/${item.id}?locale=de`);
    // The article's own history still holds its own saves only.
    const own = await (await loadHistory("news", item.id, "en")).json();
    expect(own.history.map((entry: Entry) => entry.version)).toEqual([1]);
    expect(own.title).toBe(`News article “${item.title}”`);
    // The translation form links its history, counting its versions.
    const data = await (await settle(editBlog.loader({ request: adminGet(`/admin/edit-blog/${item.id}?locale=de`, cookie), context, params: { id: String(item.id) } }))).json();
    expect(data.translation.history).toEqual({ path: `/admin/revisions/news/${item.id}?locale=de`, count: 1 });
  });

  it("keeps no new version when the translation is saved as it was, though its item changed since", async () => {
    const { item, slug } = await germanArticle();
    const { actor } = await fixtureContext();
    const before = await (await loadHistory("news", item.id)).json();
    // The article changes, so the translation is checked against it again: a save changes its text in nothing.
    expectSaved(await news.update(db(), { actor, ip: null, id: item.id, version: 1, input: { title: `${item.title}, updated` } }));
    const same = { title: `Unser neues Werk ${counter}`, slug, excerpt: "Kurz", body: "<p>Der zweite Text.</p>", status: "published" as const, version: 2 };
    const saved = await writeNewsTranslation(db(), { newsId: item.id, locale: "de", input: same, actor, ip: null });
    expect(saved).toMatchObject({ ok: true, row: { version: 3 } });
    const after = await (await loadHistory("news", item.id)).json();
    expect(after.history.map((entry: Entry) => [entry.id, entry.version])).toEqual([
      [before.history[0].id, 3],
      [before.history[1].id, 1],
    ]);
    expect(await countRevisions(db(), { resource: "news", recordId: String(item.id), locale: "de" })).toBe(2);
  });

  it("compares a version with the current translation and restores it as a new version, refusing a stale page", async () => {
    const { item } = await germanArticle();
    const listed = await (await loadHistory("news", item.id)).json();
    expect(listed.history.map((entry: Entry) => [entry.version, entry.changed])).toEqual([[2, ["body"]], [1, expect.arrayContaining(["title"])]]);
    const first = listed.history[1].id as number;

    const compared = await (await loadVersion("news", item.id, first)).json();
    expect(compared.title).toBe(`News article “${item.title}” · German`);
    expect(compared.currentVersion).toBe(2);
    expect(compared.fields.map((field: { field: string }) => field.field)).toEqual(["body"]);
    expect(compared.fields[0]).toMatchObject({
      from: { kind: "rich", html: "<p>Der <del>erste</del> Text.</p>" },
      to: { kind: "rich", html: "<p>Der <ins>zweite</ins> Text.</p>" },
    });

    expect((await restore("news", item.id, first, 1, cookie)).status).toBe(409);
    const restored = await restore("news", item.id, first, 2, cookie);
    expect(restored.status).toBe(302);
    expect(restored.headers.get("Location")).toBe(`/admin/revisions/news/${item.id}?locale=de`);
    expect(await toastOf(restored)).toMatchObject({ type: "success", message: "Restored: saved as version 3" });
    const row = await db().selectFrom("news_translation").selectAll().where("news_id", "=", item.id).where("locale", "=", "de").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ body: "<p>Der erste Text.</p>", version: 3 });
    expect(await latestAudit("news")).toMatchObject({ action: "restore", summary: expect.stringContaining("to version 1") });
    const after = await (await loadHistory("news", item.id)).json();
    expect(after.history.map((entry: Entry) => entry.version)).toEqual([3, 2, 1]);
    // The article itself is untouched.
    expect((await news.get(db(), item.id))?.version).toBe(1);
  });

  it("renders the history and the comparison as links and a plain form that posts back to the translation's address", async () => {
    const { item } = await germanArticle();
    const handle = await adminScreens([
      { file: "admin.revisions.$resource.$id._index", path: "revisions/:resource/:id", module: history },
      { file: "admin.revisions.$resource.$id.$revision", path: "revisions/:resource/:id/:revision", module: compare },
    ]);
    const list = await (await handle(adminGet(historyUrl("news", item.id), cookie))).text();
    expect(list).toContain(`History of News article “${item.title}” · German`);
    const first = await (await loadHistory("news", item.id)).json();
    const oldest = first.history[1].id as number;
    expect(list).toContain(`href="/admin/revisions/news/${item.id}/${oldest}?locale=de"`);
    const page = await (await handle(adminGet(`/admin/revisions/news/${item.id}/${oldest}?locale=de`, cookie))).text();
    expect(page).toMatch(new RegExp(`<form [^>]*action="/admin/revisions/news/${item.id}/${oldest}\\?locale=de"`));
    expect(page).toContain(`href="/admin/revisions/news/${item.id}/${oldest}?locale=de&amp;all=1"`);
  });

  it("shows a page translation's sections as the page's history does, and restores them", async () => {
    const item = await addContent(pages, { title: `Why us ${++counter}`, slug: `why-us-rev-${counter}`, body: "<p>Body</p>", status: "published" });
    const { actor } = await fixtureContext();
    const sections = [{ type: "faq" as const, heading: "Fragen", items: [{ question: "Wo?", answer: "In Portsmouth." }] }];
    const input = { title: "Warum wir", slug: `warum-${counter}`, body: "<p>Text</p>", status: "published" as const, sections };
    expect((await writePageTranslation(db(), { pageId: item.id, locale: "de", input, actor, ip: null })).ok).toBe(true);
    const edited = [{ ...sections[0], heading: "Häufige Fragen" }];
    expect((await writePageTranslation(db(), { pageId: item.id, locale: "de", input: { ...input, sections: edited, version: 1 }, actor, ip: null })).ok).toBe(true);

    const listed = await (await loadHistory("pages", item.id)).json();
    expect(listed.history[0].changed).toEqual(["Section 1: FAQ"]);
    const first = listed.history[1].id as number;
    const compared = await (await loadVersion("pages", item.id, first)).json();
    expect(compared.fields).toHaveLength(1);
    expect(compared.fields[0].field).toBe("Section 1: FAQ");
    expect(JSON.stringify(compared.fields[0].from)).toContain("Heading: ");

    expect((await restore("pages", item.id, first, 2, cookie)).status).toBe(302);
    const row = await db().selectFrom("page_translation").select(["sections", "version"]).where("page_id", "=", item.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ version: 3, sections: [{ heading: "Fragen" }] });
  });

  it("is 404 for a locale the site does not have or a type that is not translated, and empty for an untranslated item", async () => {
    const item = await article();
    expect((await loadHistory("news", item.id, "fr")).status).toBe(404);
    expect((await loadHistory("news", 999_999)).status).toBe(404);
    const solution = await settle(
      history.loader({ request: adminGet(`/admin/revisions/solutions/1?locale=de`, cookie), context, params: { resource: "solutions", id: "1" } }),
    );
    expect(solution.status).toBe(404);
    expect((await loadVersion("news", item.id, 1, "?locale=fr")).status).toBe(404);

    const empty = await (await loadHistory("news", item.id)).json();
    expect(empty.history).toEqual([]);
    const handle = await adminScreens([{ file: "admin.revisions.$resource.$id._index", path: "revisions/:resource/:id", module: history }]);
    const html = await (await handle(adminGet(historyUrl("news", item.id), cookie))).text();
    expect(html).toContain("No saved versions of the German translation yet");
  });

  it("is for staff who may save the translation: editors restore, customers and visitors are sent to sign in", async () => {
    const { item } = await germanArticle();
    const params = { resource: "news", id: String(item.id) };
    await expectAdminOnly(historyUrl("news", item.id), (as) => history.loader({ request: adminGet(historyUrl("news", item.id), as), context, params }));
    const first = ((await (await loadHistory("news", item.id)).json()).history[1] as Entry).id;
    const url = `/admin/revisions/news/${item.id}/${first}?locale=de`;
    await expectAdminOnly(url, (as) => restore("news", item.id, first, 2, as));
    const editor = await createTestUser("editor");
    const restored = await restore("news", item.id, first, 2, await sessionCookieFor(editor.id, "admin"));
    expect(restored.status).toBe(302);
  });

  it("goes to the trash and back with its item, and is deleted forever with it", async () => {
    const { item } = await germanArticle();
    const first = ((await (await loadHistory("news", item.id)).json()).history[1] as Entry).id;
    const ctx = await fixtureContext();
    expect((await news.remove(db(), { ...ctx, id: item.id })).ok).toBe(true);

    const trashed = await (await loadHistory("news", item.id)).json();
    expect(trashed).toMatchObject({ itemWhere: "trash", where: "trash", editPath: null });
    expect(trashed.history).toHaveLength(2);
    const compared = await (await loadVersion("news", item.id, first)).json();
    expect(compared.where).toBe("trash");
    // Only with its item, from the trash.
    expect((await restore("news", item.id, first, 2, cookie)).status).toBe(409);

    expect((await restoreTrashed(db(), ctx, { resource: "news", id: item.id })).ok).toBe(true);
    expect((await restore("news", item.id, first, 2, cookie)).status).toBe(302);

    expect((await news.remove(db(), { ...ctx, id: item.id })).ok).toBe(true);
    expect((await deleteForever(db(), ctx, { resource: "news", id: item.id })).ok).toBe(true);
    expect(await countRevisions(db(), { resource: "news", recordId: String(item.id), locale: "de" })).toBe(0);
    expect((await loadHistory("news", item.id)).status).toBe(404);
  });

  it("starts a translation written without a save (the demo's) at its row as version 1, once", async () => {
    const item = await article();
    await db().insertInto("news_translation").values({ news_id: item.id, locale: "de", title: "Geschrieben", slug: `geschrieben-${counter}`, source_version: 1 }).execute();
    await recordFirstRevisions(db(), { actorName: "Demo content" });
    await recordFirstRevisions(db(), { actorName: "Demo content" });
    const listed = await (await loadHistory("news", item.id)).json();
    expect(listed.history).toMatchObject([{ version: 1, actorName: "Demo content" }]);
    const compared = await (await loadVersion("news", item.id, listed.history[0].id, "?locale=de&all=1")).json();
    expect(compared.fields.map((field: { field: string }) => field.field)).toEqual(["title", "slug", "excerpt", "body", "status", "published_at", "seo_title", "seo_description"]);
    expect(await countRevisions(db(), { resource: "news", recordId: String(item.id) })).toBe(1);
  });

  it("keeps the newest versions of each translation as the item's own are kept", async () => {
    const { item } = await germanArticle();
    for (let save = 0; save < REVISIONS_KEPT; save++) {
      await recordTranslationRevision(db(), { resource: "news", recordId: item.id, locale: "de", actorId: null });
    }
    expect(await countRevisions(db(), { resource: "news", recordId: String(item.id), locale: "de" })).toBe(REVISIONS_KEPT);
    expect(await countRevisions(db(), { resource: "news", recordId: String(item.id) })).toBe(1);
  });
});
