import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getNewsById, isNewsSlugTaken } from "~/models/news.server";
import { findRedirect } from "~/models/redirect.server";
import type { NewsValues } from "~/schemas/news";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP } from "./fixtures.test-support";
import { news } from "./news.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

const DAY = 86_400_000;

async function create(values: NewsValues) {
  return expectOk(await news.create(db(), { ...context, input: values })).row;
}

/** A live article published `daysAgo` days ago. */
async function published(title: string, daysAgo: number) {
  return create({ title, status: "published", published_at: new Date(Date.now() - daysAgo * DAY) });
}

beforeEach(async () => {
  await sql`truncate news, redirect, media restart identity cascade`.execute(db());
});

describe("creating news", () => {
  it("stores an article with a cover image and a sanitised body", async () => {
    const cover = await insertMedia(db());
    const row = await create({
      title: "We moved!",
      excerpt: "New office",
      body: '<p>See <img src="https://evil.example/x.png"><img src="/media/1/x.png" alt="Office"></p>',
      cover_image_id: cover,
    });
    expect(row).toMatchObject({
      title: "We moved!",
      slug: "we-moved",
      excerpt: "New office",
      body: '<p>See <img src="/media/1/x.png" alt="Office" loading="lazy" /></p>',
      cover_image_id: cover,
      status: "draft",
      version: 1,
    });
  });

  it("refuses a cover that is not an image and a taken slug", async () => {
    const video = await insertMedia(db(), "video");
    await create({ title: "Taken" });
    expect(await news.create(db(), { ...context, input: { title: "X", slug: "taken", cover_image_id: video } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: {
        cover_image_id: ["Cover image must be an image"],
        slug: ["Slug is already used by another news article"],
      },
    });
    expect(await isNewsSlugTaken(db(), { slug: "taken" })).toBe(true);
  });
});

describe("updating and deleting news", () => {
  it("checks the version and redirects a live article's old slug", async () => {
    const row = await published("Launch", 1);
    const updated = expectOk(await news.update(db(), { ...context, id: row.id, version: 1, input: { slug: "product-launch" } }));
    expect(updated.row.version).toBe(2);
    expect(await findRedirect(db(), "/news-details/launch")).toMatchObject({ to_path: "/news-details/product-launch" });
    expect(await news.update(db(), { ...context, id: row.id, version: 1, input: { title: "Stale" } })).toMatchObject({ ok: false, status: 409, reason: "conflict" });
    expect(await news.update(db(), { ...context, id: 999, version: 1, input: {} })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
    expect((await getNewsById(db(), row.id))?.title).toBe("Launch");
  });

  it("refuses an oversized body after sanitising", async () => {
    const row = await create({ title: "Long" });
    expect(await news.update(db(), { ...context, id: row.id, version: 1, input: { body: `<p>${"y".repeat(100_000)}</p>` } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { body: ["Body must be at most 100,000 characters"] },
    });
  });

  it("deletes an article and the redirects to it", async () => {
    const row = await published("Launch", 1);
    expectOk(await news.update(db(), { ...context, id: row.id, version: 1, input: { slug: "launch-2" } }));
    expect(await news.remove(db(), { ...context, id: row.id })).toEqual({ ok: true });
    expect(await findRedirect(db(), "/news-details/launch")).toBeUndefined();
    expect(await news.remove(db(), { ...context, id: row.id })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
  });
});

describe("two saves racing for one slug", () => {
  it("number a generated slug and refuse a typed one, never answering with an error", async () => {
    const generated = await Promise.all([create({ title: "Same title" }), create({ title: "Same title" })]);
    expect(generated.map((row) => row.slug).sort()).toEqual(["same-title", "same-title-2"]);

    const typed = await Promise.all([
      news.create(db(), { ...context, input: { title: "A", slug: "typed" } }),
      news.create(db(), { ...context, input: { title: "B", slug: "typed" } }),
    ]);
    expect(typed.map((result) => (result.ok ? "saved" : result.fieldErrors)).sort()).toEqual([
      "saved",
      { slug: ["Slug is already used by another news article"] },
    ].sort());
  });
});
