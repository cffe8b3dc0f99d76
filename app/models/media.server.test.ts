import crypto from "node:crypto";
import { CONTENT_TYPES } from "~/content-types";
import { db } from "~/db/db.server";
import type { MediaKind } from "~/db/schema";
import {
  findMediaUsage,
  findMediaUsages,
  getMedia,
  listMedia,
  mediaInUseMessage,
  updateMediaAlt,
} from "./media.server";
import { addItemOf } from "./declared-items.test-support";


/** A media row without files, for queries that never touch storage. */
async function mediaRow(values: { original_name?: string; alt?: string; kind?: MediaKind } = {}) {
  return db()
    .insertInto("media")
    .values({
      kind: values.kind ?? "image",
      original_name: values.original_name ?? "picture.jpg",
      alt: values.alt ?? "",
      mime: values.kind === "pdf" ? "application/pdf" : "image/jpeg",
      size_bytes: 100,
      width: 10,
      height: 10,
      storage_key: `test/${crypto.randomBytes(8).toString("hex")}.jpg`,
      sha256: "0".repeat(64),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

async function solutionCategory(name: string, imageId: number | null = null) {
  return db()
    .insertInto("solution_category")
    .values({ name, slug: `${name.toLowerCase().replace(/\W+/g, "-")}-${crypto.randomBytes(3).toString("hex")}`, image_id: imageId })
    .returning(["id"])
    .executeTakeFirstOrThrow();
}

function slug(): string {
  return `item-${crypto.randomBytes(4).toString("hex")}`;
}

describe("listMedia", () => {
  it("searches name and alt, filters by kind and paginates, newest first", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const first = await mediaRow({ original_name: `${tag}-office.jpg` });
    const second = await mediaRow({ original_name: "team.jpg", alt: `Our ${tag.toUpperCase()} team` });
    const pdf = await mediaRow({ original_name: `${tag}-brochure.pdf`, kind: "pdf" });

    const all = await listMedia(db(), { q: tag });
    expect(all.items.map((item) => item.id)).toEqual([pdf.id, second.id, first.id]);
    expect(all).toMatchObject({ total: 3, page: 1, lastPage: 1 });

    const images = await listMedia(db(), { q: tag, kind: "image" });
    expect(images.items.map((item) => item.id)).toEqual([second.id, first.id]);

    const pageTwo = await listMedia(db(), { q: tag, page: 2, perPage: 2 });
    expect(pageTwo).toMatchObject({ total: 3, page: 2, perPage: 2, lastPage: 2 });
    expect(pageTwo.items.map((item) => item.id)).toEqual([first.id]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    const tag = crypto.randomBytes(4).toString("hex");
    const literal = await mediaRow({ original_name: `${tag}_100%.jpg` });
    await mediaRow({ original_name: `${tag}x100y.jpg` });
    const result = await listMedia(db(), { q: `${tag}_100%` });
    expect(result.items.map((item) => item.id)).toEqual([literal.id]);
  });

  it("answers an empty first page when nothing matches", async () => {
    expect(await listMedia(db(), { q: "no-such-file-anywhere" })).toEqual({
      items: [],
      total: 0,
      page: 1,
      perPage: 24,
      lastPage: 1,
    });
  });
});

describe("getMedia and updateMediaAlt", () => {
  it("gets by id, and undefined for unknown or absurd ids", async () => {
    const row = await mediaRow();
    expect(await getMedia(db(), row.id)).toMatchObject({ id: row.id, original_name: "picture.jpg" });
    expect(await getMedia(db(), 999_999_999)).toBeUndefined();
    expect(await getMedia(db(), Number.MAX_SAFE_INTEGER + 10)).toBeUndefined();
    expect(await getMedia(db(), -1)).toBeUndefined();
  });

  it("updates alt with the current version and refuses a stale one", async () => {
    const row = await mediaRow();
    const updated = await updateMediaAlt(db(), { id: row.id, alt: "  A meeting room  ", version: row.version });
    expect(updated).toMatchObject({ status: "updated", row: { alt: "A meeting room", version: row.version + 1 } });

    const stale = await updateMediaAlt(db(), { id: row.id, alt: "Overwrite", version: row.version });
    expect(stale).toEqual({ status: "conflict" });
    expect((await getMedia(db(), row.id))?.alt).toBe("A meeting room");

    expect(await updateMediaAlt(db(), { id: 999_999_999, alt: "x", version: 1 })).toEqual({ status: "not-found" });
  });
});

describe("findMediaUsage", () => {
  it("finds every kind of user, once each", async () => {
    const media = await mediaRow();
    const other = await mediaRow();
    const url = `/media/${media.id}/picture.jpg`;

    const category = await solutionCategory("Cloud", media.id);
    const productCategory = await db()
      .insertInto("product_category")
      .values({ name: "Hardware", slug: slug(), image_id: media.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    const plainCategory = await solutionCategory("Plain");
    const solution = await db()
      .insertInto("solution")
      .values({ category_id: plainCategory.id, title: "Cloud Migration", slug: slug(), image_id: media.id, body: `<img src="${url}?w=960">` })
      .returning("id")
      .executeTakeFirstOrThrow();
    const product = await db()
      .insertInto("product")
      .values({ category_id: productCategory.id, title: "Edge Box", slug: slug(), body: `<p><img src="https://www.example.com${url}"></p>` })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("product")
      .values({ category_id: productCategory.id, title: "Unrelated", slug: slug(), body: `<img src="/media/${media.id}0/x.jpg"><img src="/media/1${media.id}/x.jpg">` })
      .execute();
    const certificate = await db().insertInto("certificate").values({ name: "ISO 27001", image_id: media.id }).returning("id").executeTakeFirstOrThrow();
    const slide = await db().insertInto("home_slide").values({ title: "Welcome", image_id: media.id }).returning("id").executeTakeFirstOrThrow();
    const hero = await db().insertInto("hero_content").values({ title: "Fast", image_id: media.id }).returning("id").executeTakeFirstOrThrow();
    const news = await db()
      .insertInto("news")
      .values({ title: "We moved", slug: slug(), cover_image_id: media.id, body: `<img src="${url}">` })
      .returning("id")
      .executeTakeFirstOrThrow();
    const page = await db().insertInto("page").values({ title: "About us", slug: slug(), body: `<a href="${url}">photo</a>` }).returning("id").executeTakeFirstOrThrow();
    await db()
      .insertInto("setting")
      .values([
        { name: "profile", value: JSON.stringify({ company_name: "Acme", logo: media.id }) },
        { name: "hero_video", value: JSON.stringify({ video: other.id, poster: String(media.id) }) },
        { name: "company_pdf", value: JSON.stringify({ media: other.id }) },
        { name: "social", value: JSON.stringify({ logo: media.id }) },
      ])
      .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ value: eb.ref("excluded.value") })))
      .execute();

    const users = await findMediaUsage(db(), media.id);
    // Content first, in the order the types are declared (the admin's sidebar), then settings by name.
    expect(users).toEqual([
      { entity: "solution_category", id: category.id, label: "Cloud" },
      { entity: "solution", id: solution.id, label: "Cloud Migration" },
      { entity: "certificate", id: certificate.id, label: "ISO 27001" },
      { entity: "product_category", id: productCategory.id, label: "Hardware" },
      { entity: "product", id: product.id, label: "Edge Box" },
      { entity: "page", id: page.id, label: "About us" },
      { entity: "home_slide", id: slide.id, label: "Welcome" },
      { entity: "hero_content", id: hero.id, label: "Fast" },
      { entity: "news", id: news.id, label: "We moved" },
      { entity: "setting", id: "hero_video", label: "hero_video" },
      { entity: "setting", id: "profile", label: "profile" },
    ]);

    expect(await findMediaUsage(db(), other.id)).toEqual([
      { entity: "setting", id: "company_pdf", label: "company_pdf" },
      { entity: "setting", id: "hero_video", label: "hero_video" },
    ]);
    await db().deleteFrom("setting").execute();
  });

  it("finds the pages whose sections name it, in any section and any translation, and translations that show it", async () => {
    const [hero, poster, logo, inText, unused] = await Promise.all([mediaRow(), mediaRow(), mediaRow(), mediaRow(), mediaRow()]);
    const sections = [
      { type: "hero", heading: "Hi", text: "", image_id: hero.id, buttons: [] },
      { type: "video", url: "https://vimeo.com/1", title: "Tour", poster_id: poster.id },
      { type: "logos", heading: "", source: "media", media_ids: [logo.id] },
      { type: "rich_text", body: `<figure><img src="/media/${inText.id}/x.jpg" alt=""></figure>` },
      // The same picture twice on one page: the page is one user.
      { type: "image_text", heading: "Again", body: "", image_id: hero.id, image_side: "left" },
    ];
    const page = await db().insertInto("page").values({ title: "Why us", slug: slug(), sections: JSON.stringify(sections) }).returning("id").executeTakeFirstOrThrow();
    await db().insertInto("page_translation").values({ page_id: page.id, locale: "de", title: "Warum wir", slug: slug(), sections: JSON.stringify([sections[2]]), body: `<p><img src="/media/${inText.id}/x.jpg" alt=""></p>`, source_version: 1 }).execute();
    const article = await db().insertInto("news").values({ title: "Tour", slug: slug() }).returning("id").executeTakeFirstOrThrow();
    await db().insertInto("news_translation").values({ news_id: article.id, locale: "de", title: "Rundgang", slug: slug(), body: `<img src="/media/${poster.id}/x.jpg">`, source_version: 1 }).execute();

    const usages = await findMediaUsages(db(), [hero.id, poster.id, logo.id, inText.id, unused.id]);
    expect(usages.get(hero.id)).toEqual([{ entity: "page", id: page.id, label: "Why us" }]);
    expect(usages.get(poster.id)).toEqual([
      { entity: "page", id: page.id, label: "Why us" },
      { entity: "news", id: article.id, label: "Rundgang (de)" },
    ]);
    expect(usages.get(logo.id)).toEqual([
      { entity: "page", id: page.id, label: "Why us" },
      { entity: "page", id: page.id, label: "Warum wir (de)" },
    ]);
    expect(usages.get(inText.id)).toEqual([
      { entity: "page", id: page.id, label: "Why us" },
      { entity: "page", id: page.id, label: "Warum wir (de)" },
    ]);
    expect(usages.get(unused.id)).toEqual([]);
  });

  it("is empty for an unused item", async () => {
    const media = await mediaRow();
    expect(await findMediaUsage(db(), media.id)).toEqual([]);
  });
});

describe("the declared media users", () => {
  it("finds a record of each type by each of its media columns and by its body", async () => {
    const spare = await mediaRow();
    for (const type of CONTENT_TYPES) {
      // A record cannot do without its required media: those use the spare file unless under test.
      const required = Object.fromEntries(type.media.filter((field) => field.required).map((field) => [field.column, spare.id]));
      const uses = [
        ...type.media.map((field) => ({ how: field.column, values: (id: number) => ({ [field.column]: id }) })),
        ...(type.body ? [{ how: type.body, values: (id: number) => ({ [type.body]: `<p><img src="/media/${id}/x.jpg" alt=""></p>` }) }] : []),
        ...("mediaLinks" in type ? type.mediaLinks : []).map((column: string) => ({ how: column, values: (id: number) => ({ [column]: `/media/${id}/x.pdf` }) })),
      ];
      for (const use of uses) {
        const media = await mediaRow();
        const item = await addItemOf(type, { ...required, ...use.values(media.id) });
        const users = await findMediaUsage(db(), media.id);
        expect(users, `${type.resource} by ${use.how}`).toContainEqual(expect.objectContaining({ entity: type.table, id: item.id }));
      }
    }
  });
});

describe("a file linked by its address", () => {
  it("is in use while a certificate links it; another file is not", async () => {
    const [badge, scan, other] = [await mediaRow(), await mediaRow({ kind: "pdf" }), await mediaRow({ kind: "pdf" })];
    const certificate = await addItemOf(CONTENT_TYPES.find((type) => type.table === "certificate")!, { image_id: badge.id, url: `/media/${scan.id}/scan.pdf` });
    expect(await findMediaUsage(db(), scan.id)).toContainEqual(expect.objectContaining({ entity: "certificate", id: certificate.id }));
    expect(await findMediaUsage(db(), other.id)).toEqual([]);
  });
});

describe("findMediaUsages", () => {
  it("answers for a whole page of items at once, as findMediaUsage does for each", async () => {
    const [first, second, unused] = [await mediaRow(), await mediaRow(), await mediaRow()];
    const category = await solutionCategory("Both", first.id);
    const solution = await db()
      .insertInto("solution")
      .values({
        category_id: category.id,
        title: "Two pictures",
        slug: slug(),
        body: `<img src="/media/${first.id}/a.jpg"><img src="/media/${second.id}/b.jpg">`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const page = await db()
      .insertInto("page")
      .values({ title: "Second only", slug: slug(), body: `<a href="/media/${second.id}/b.jpg">b</a>` })
      .returning("id")
      .executeTakeFirstOrThrow();

    const usages = await findMediaUsages(db(), [first.id, second.id, unused.id, first.id]);

    expect([...usages.keys()]).toEqual([first.id, second.id, unused.id]);
    expect(usages.get(first.id)).toEqual([
      { entity: "solution_category", id: category.id, label: "Both" },
      { entity: "solution", id: solution.id, label: "Two pictures" },
    ]);
    expect(usages.get(second.id)).toEqual([
      { entity: "solution", id: solution.id, label: "Two pictures" },
      { entity: "page", id: page.id, label: "Second only" },
    ]);
    expect(usages.get(unused.id)).toEqual([]);
    for (const id of [first.id, second.id, unused.id]) {
      expect(await findMediaUsage(db(), id)).toEqual(usages.get(id));
    }
  });

  it("is an empty map for no ids, and leaves out ids that cannot exist", async () => {
    expect(await findMediaUsages(db(), [])).toEqual(new Map());
    expect(await findMediaUsages(db(), [0, -3, 1.5])).toEqual(new Map());
  });
});

describe("mediaInUseMessage", () => {
  it("names each user, and counts the rest past ten", () => {
    expect(
      mediaInUseMessage([
        { entity: "solution", id: 1, label: "Cloud Migration" },
        { entity: "setting", id: "profile", label: "profile" },
      ]),
    ).toBe("This file is used by: Solution “Cloud Migration”, Setting “profile”");
    const many = Array.from({ length: 12 }, (_, index) => ({ entity: "news" as const, id: index, label: `N${index}` }));
    expect(mediaInUseMessage(many)).toMatch(/News article “N9” and 2 more$/);
  });
});
