import { sql } from "kysely";
import { db } from "~/db/db.server";
import { findRedirect } from "~/models/redirect.server";
import { parseJson } from "~/schemas/parse";
import type { Actor } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP, withAudit } from "./fixtures.test-support";
import { CONTENT_MESSAGES } from "./messages";
import { news } from "./news.server";
import { pages } from "./pages.server";

/** News articles and custom pages: slugged, rich-bodied, published or scheduled. */

let actor: Actor;

beforeAll(async () => {
  actor = await createActor();
});

beforeEach(async () => {
  await sql`truncate news, page, redirect, audit_event, media restart identity cascade`.execute(db());
});

describe("news commands", () => {
  it("creates, reads, lists, updates, refuses a stale update and deletes, with one audit event per write", async () => {
    const cover = await insertMedia(db());
    const parsed = parseJson(news.schemas.create, {
      title: "We moved",
      slug: "",
      excerpt: "New office",
      body: '<h1>Moved</h1><p onclick="x()">Come <a href="https://maps.example">visit</a></p>',
      cover_image_id: cover,
      status: "published",
      published_at: "2026-01-02T10:00",
    });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.fieldErrors));
    const created = await withAudit(() => news.create(db(), { actor, ip: TEST_IP, input: parsed.data }));
    const row = expectOk(created.result).row;
    expect(row).toMatchObject({ slug: "we-moved", status: "published", cover_image: { id: cover }, version: 1 });
    expect(row.body).toBe('<h2>Moved</h2><p>Come <a href="https://maps.example" rel="noopener noreferrer">visit</a></p>');
    expect(row.published_at?.toISOString()).toBe("2026-01-02T10:00:00.000Z");
    expect(created.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "create", entity: "news", entity_id: String(row.id), summary: "Created news article “We moved”", ip: TEST_IP }),
    ]);

    const json = news.toJson((await news.get(db(), row.id))!);
    expect(news.itemSchema.parse(json)).toEqual(json);
    expect(json).toMatchObject({ cover_image_id: cover, cover_image_url: `/media/${cover}/${row.cover_image!.original_name}`, published_at: "2026-01-02T10:00:00.000Z" });

    const listed = await news.list(db(), news.listParams(new URLSearchParams("status=published&q=moved")));
    expect(listed.items.map((item) => item.id)).toEqual([row.id]);
    const listJson = news.toListJson(listed.items[0]);
    expect(news.listItemSchema.parse(listJson)).toEqual(listJson);
    expect(listJson).not.toHaveProperty("body");

    const updated = await withAudit(() => news.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { slug: "new-office" } }));
    expect(expectOk(updated.result).row).toMatchObject({ slug: "new-office", title: "We moved", version: 2 });
    expect(updated.events).toEqual([expect.objectContaining({ action: "update", entity: "news", summary: "Updated news article “We moved”" })]);
    expect(await findRedirect(db(), "/news-details/we-moved")).toMatchObject({ from_path: "/news-details/we-moved", to_path: "/news-details/new-office" });

    const stale = await withAudit(() => news.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { title: "Overwritten" } }));
    expect(stale.result).toEqual({ ok: false, status: 409, reason: "conflict", message: CONTENT_MESSAGES.conflict });
    expect(stale.events).toEqual([]);
    expect(await news.get(db(), row.id)).toMatchObject({ title: "We moved", version: 2 });

    const removed = await withAudit(() => news.remove(db(), { actor, ip: TEST_IP, id: row.id }));
    expect(removed.result).toEqual({ ok: true });
    expect(removed.events).toEqual([expect.objectContaining({ action: "delete", entity: "news", summary: "Deleted news article “We moved”" })]);
    expect(await findRedirect(db(), "/news-details/we-moved")).toBeUndefined();
  });

  it("refuses a taken slug, an unknown cover image, and a body over the limit once sanitised", async () => {
    expectOk(await news.create(db(), { actor, ip: TEST_IP, input: { title: "First", slug: "first" } }));
    const { result, events } = await withAudit(() =>
      news.create(db(), {
        actor,
        ip: TEST_IP,
        input: { title: "Second", slug: "first", cover_image_id: 313131, body: `<p>${"x".repeat(100_001)}</p>` },
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: {
        slug: ["Slug is already used by another news article"],
        cover_image_id: ["Cover image was not found in the media library"],
        body: ["Body must be at most 100,000 characters"],
      },
    });
    expect(events).toEqual([]);
    expect((await news.list(db())).total).toBe(1);
  });

  it("keeps a future date: the article is scheduled, not live", async () => {
    const row = expectOk(
      await news.create(db(), { actor, ip: TEST_IP, input: { title: "Soon", status: "published", published_at: new Date(Date.now() + 86_400_000) } }),
    ).row;
    expect((await news.list(db(), { status: "scheduled" })).items.map((item) => item.id)).toEqual([row.id]);
    expect((await news.list(db(), { status: "published" })).total).toBe(0);
  });
});

describe("page commands", () => {
  it("creates, reads, lists, updates, refuses a stale update and deletes, with one audit event per write", async () => {
    const created = await withAudit(() =>
      pages.create(db(), { actor, ip: TEST_IP, input: { title: "About Us", body: "<p>Hi</p><iframe src=\"https://evil.example\"></iframe>", status: "published", show_in_menu: true } }),
    );
    const row = expectOk(created.result).row;
    expect(row).toMatchObject({ slug: "about-us", body: "<p>Hi</p>", show_in_menu: true, version: 1 });
    expect(created.events).toEqual([
      expect.objectContaining({ actor_id: actor.id, action: "create", entity: "page", entity_id: String(row.id), summary: "Created page “About Us”" }),
    ]);
    const json = pages.toJson((await pages.get(db(), row.id))!);
    expect(pages.itemSchema.parse(json)).toEqual(json);

    const listed = await pages.list(db(), pages.listParams(new URLSearchParams("q=about")));
    expect(listed.items.map((item) => item.id)).toEqual([row.id]);
    expect(pages.listItemSchema.parse(pages.toListJson(listed.items[0]))).toEqual(pages.toListJson(listed.items[0]));

    const updated = await withAudit(() => pages.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { title: "About", slug: "about" } }));
    expect(expectOk(updated.result).row).toMatchObject({ slug: "about", version: 2 });
    expect(updated.events).toHaveLength(1);
    expect(await findRedirect(db(), "/about-us")).toMatchObject({ from_path: "/about-us", to_path: "/about" });

    const stale = await pages.update(db(), { actor, ip: TEST_IP, id: row.id, version: 1, input: { title: "Old" } });
    expect(stale).toMatchObject({ ok: false, status: 409, reason: "conflict" });
    expect(await pages.get(db(), row.id)).toMatchObject({ title: "About", version: 2 });

    const removed = await withAudit(() => pages.remove(db(), { actor, ip: TEST_IP, id: row.id }));
    expect(removed.result).toEqual({ ok: true });
    expect(removed.events).toEqual([expect.objectContaining({ action: "delete", entity: "page", summary: "Deleted page “About”" })]);
  });

  it("refuses a reserved slug, in the schema and again in the command", async () => {
    const parsed = parseJson(pages.schemas.create, { title: "Admin", slug: "admin" });
    expect(parsed).toMatchObject({ success: false, fieldErrors: { slug: ["This slug is reserved"] } });
    const { result, events } = await withAudit(() => pages.create(db(), { actor, ip: TEST_IP, input: { title: "News", slug: "news" } }));
    expect(result).toEqual({ ok: false, status: 422, reason: "invalid", message: "This slug is reserved", fieldErrors: { slug: ["This slug is reserved"] } });
    expect(events).toEqual([]);
    // A slug made from a title never lands on a reserved one either.
    expect(expectOk(await pages.create(db(), { actor, ip: TEST_IP, input: { title: "Login" } })).row.slug).toBe("login-2");
  });

  it("refuses a slug another page uses", async () => {
    expectOk(await pages.create(db(), { actor, ip: TEST_IP, input: { title: "Team", slug: "team" } }));
    expect(await pages.create(db(), { actor, ip: TEST_IP, input: { title: "Team too", slug: "team" } })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { slug: ["Slug is already used by another page"] },
    });
  });
});
