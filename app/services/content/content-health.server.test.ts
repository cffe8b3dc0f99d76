import { sql } from "kysely";
import { db } from "~/db/db.server";
import { issueApiToken } from "~/services/auth/api-token.server";
import * as healthApi from "~/routes/api.admin.health";
import { news } from "./news.server";
import { pages } from "./pages.server";
import { insertMedia } from "./fixtures.test-support";
import { altProblem, contentHealth, healthCounts } from "./content-health.server";
import { addContent } from "../../../tests/helpers/content";
import { apiRequest } from "../../../tests/helpers/api";
import { createTestUser } from "../../../tests/helpers/auth";
import { call } from "../../../tests/api/openapi-check";

/** The content health report: each kind of problem found, each with the screen that fixes it. */

const live = { status: "published" as const, published_at: new Date(Date.now() - 60_000) };

it("finds images without alt text, items without an SEO description, broken links and old unused media", async () => {
  const usedNoAlt = await insertMedia(db());
  const usedWithAlt = await insertMedia(db());
  await db().updateTable("media").set({ alt: "A turbine" }).where("id", "=", usedWithAlt).execute();
  const oldUnused = await insertMedia(db());
  await sql`update media set created_at = now() - interval '100 days' where id = ${oldUnused}`.execute(db());
  await insertMedia(db()); // new and unused: not yet a problem

  const linked = await addContent(pages, { title: "Linked page", seo_description: "Described", ...live });
  const article = await addContent(news, {
    title: "Article with links",
    cover_image_id: usedNoAlt,
    seo_description: "Described",
    body: `<p><a href="/linked-page">fine</a> <a href="/gone-page">broken</a> <a href="/news">fine</a> <a href="https://example.com/x">external</a></p><p><img src="/media/${usedWithAlt}/a.png" alt="A turbine"></p>`,
    ...live,
  });
  const undescribed = await addContent(pages, { title: "No description", ...live });
  await addContent(pages, { title: "Draft without description", status: "draft" });

  const report = await contentHealth(db());
  const names = async (id: number) => (await db().selectFrom("media").select("original_name").where("id", "=", id).executeTakeFirstOrThrow()).original_name;
  expect(report.media_without_alt.map((issue) => issue.title)).toEqual([await names(usedNoAlt)]);
  expect(report.media_without_alt[0].fix_url).toMatch(/^\/admin\/news-media\?q=/);
  expect(report.missing_seo_description).toEqual([
    { title: "No description", detail: "Page without an SEO description", fix_url: `/admin/edit-pages/${undescribed.id}` },
  ]);
  expect(report.broken_links).toEqual([
    { title: "Article with links", detail: "News article links to /gone-page, which answers 404", fix_url: `/admin/edit-blog/${article.id}` },
  ]);
  expect(report.unused_media.map((issue) => issue.title)).toEqual([await names(oldUnused)]);
  expect(healthCounts(report)).toEqual({ media_without_alt: 1, missing_seo_description: 1, missing_main_picture: 0, broken_links: 1, unused_media: 1, missing_translations: 0, outdated_translations: 0 });
  expect(linked.slug).toBe("linked-page");

  const token = await issueApiToken(db(), { userId: (await createTestUser("admin")).id });
  const response = await call(healthApi.loader, apiRequest("/api/admin/health", { token }));
  expect((await response.json()).data.broken_links).toHaveLength(1);
});

it("finds live articles, solutions and products without their main picture, and not drafts or pages", async () => {
  const bare = await addContent(news, { title: "Article without a cover", seo_description: "Described", ...live });
  await addContent(news, { title: "Draft without a cover", status: "draft" });
  const covered = await addContent(news, { title: "Article with a cover", cover_image_id: await insertMedia(db()), ...live });
  await addContent(pages, { title: "Page, no picture to have", ...live });
  const found = (await contentHealth(db())).missing_main_picture;
  expect(found).toContainEqual({ title: "Article without a cover", detail: "News article without a cover image: its cards show a plain tile", fix_url: `/admin/edit-blog/${bare.id}` });
  expect(found.map((issue) => issue.title)).not.toContain("Draft without a cover");
  expect(found.map((issue) => issue.title)).not.toContain(covered.title);
  expect(found.map((issue) => issue.title)).not.toContain("Page, no picture to have");
});

it("finds the broken links in a page's sections: a button's address and a link in a section's text", async () => {
  await addContent(pages, { title: "Linked from a section", seo_description: "Described", ...live });
  const landing = await addContent(pages, {
    title: "Landing with sections",
    seo_description: "Described",
    sections: [
      { type: "hero", heading: "Welcome", text: "", image_id: null, buttons: [{ label: "Fine", url: "/linked-from-a-section" }, { label: "Gone", url: "/no-solutions-here" }] },
      { type: "rich_text", body: '<p><a href="/news">fine</a> and <a href="/gone-from-text">gone</a></p>' },
      { type: "cta", heading: "Talk", text: "", button: { label: "Again", url: "/no-solutions-here" } },
      { type: "video", url: "https://www.youtube.com/watch?v=aqz-KE-bpKQ", title: "Outside", poster_id: null },
    ],
    ...live,
  });
  const report = await contentHealth(db());
  expect(report.broken_links.filter((issue) => issue.title === "Landing with sections")).toEqual([
    { title: "Landing with sections", detail: "Page links to /no-solutions-here in a section, which answers 404", fix_url: `/admin/edit-pages/${landing.id}` },
    { title: "Landing with sections", detail: "Page links to /gone-from-text in a section, which answers 404", fix_url: `/admin/edit-pages/${landing.id}` },
  ]);
});

it("checks a link under another language's prefix as that language's address, and the translations' own links", async () => {
  const locales = ["en", "de"];
  const why = await addContent(pages, { title: "Why us", slug: "why-us", seo_description: "Described", ...live });
  await db().insertInto("page_translation").values({ page_id: why.id, locale: "de", title: "Warum wir", slug: "warum-wir", source_version: 1, ...live }).execute();
  const draft = await addContent(pages, { title: "Coming soon", slug: "coming-soon", seo_description: "Described", ...live });
  await db().insertInto("page_translation").values({ page_id: draft.id, locale: "de", title: "Bald", slug: "bald", source_version: 1, status: "draft" }).execute();
  const english = await addContent(news, {
    title: "Links to German",
    seo_description: "Described",
    body: '<p><a href="/de/warum-wir">live</a> <a href="/de/news">list</a> <a href="/de/bald">draft</a> <a href="/de/why-us">English slug</a></p>',
    ...live,
  });
  await db()
    .insertInto("news_translation")
    .values({ news_id: english.id, locale: "de", title: "Links auf Deutsch", slug: "links-auf-deutsch", body: '<p><a href="/de/warum-wir">gut</a> <a href="/de/weg">weg</a></p>', source_version: 1, ...live })
    .execute();

  const report = await contentHealth(db(), locales);
  const mine = report.broken_links.filter((issue) => issue.title === "Links to German" || issue.title === "Links auf Deutsch");
  expect(mine).toEqual([
    { title: "Links to German", detail: "News article links to /de/bald, which answers 404", fix_url: `/admin/edit-blog/${english.id}` },
    { title: "Links to German", detail: "News article links to /de/why-us, which answers 404", fix_url: `/admin/edit-blog/${english.id}` },
    { title: "Links auf Deutsch", detail: "News article in German links to /de/weg, which answers 404", fix_url: `/admin/edit-blog/${english.id}?locale=de` },
  ]);
});

describe("alt text that says nothing", () => {
  it("is missing alt text, alt text that repeats the file name, or one that repeats the title of what shows it", () => {
    expect(altProblem("  ", "quay.png", ["Harbour news"])).toBe("No alt text");
    expect(altProblem("Edge gateway X1", "edge-gateway_x1.PNG", [])).toBe("Alt text repeats the file name");
    expect(altProblem("Harbour news!", "quay.png", ["Page", "Harbour News"])).toBe("Alt text repeats the title beside it");
    expect(altProblem("Cranes unloading a container ship at dusk", "quay.png", ["Harbour news"])).toBeUndefined();
  });
});
