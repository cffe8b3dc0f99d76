import { db } from "~/db/db.server";
import { adminMultipart, context, failWritesTo, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { multipartForm, pdfBytes, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { action } from "./admin.create-blog";
import { action as editAction } from "./admin.edit-blog.$id";
import { contentHealth } from "~/services/content/content-health.server";

/** The news forms' cover can be uploaded with the article, from the cover field itself. */

async function mediaCount(): Promise<number> {
  const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

function post(entries: FormEntry[], cookie: string) {
  return settle(action({ request: adminMultipart("/admin/create-blog", multipartForm(entries), cookie), context, params: {} }));
}

function article(title: string, slug = ""): FormEntry[] {
  return [
    ["title", title],
    ["slug", slug],
    ["excerpt", "From one screen"],
    ["body", "<p>Published with its cover.</p>"],
    ["cover_image_id", ""],
    ["status", "published"],
    // Confirmed, as the publish dialog or step sends it (the step itself: admin.publish-step.test.ts).
    ["confirm", "1"],
    ["published_at", ""],
    ["seo_title", ""],
    ["seo_description", ""],
  ];
}

describe("/admin/create-blog with a new cover image", () => {
  it("stores the uploaded image in the library and uses it as the cover; the toast offers the article", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const response = await post([...article("Harbour office opens"), ["cover_image_file", { bytes: await pngBytes(), name: "harbour.png", type: "image/png" }]], cookie);
    expect(response.status).toBe(302);
    expect(await mediaCount()).toBe(before + 1);
    const saved = await db().selectFrom("news").selectAll().where("slug", "=", "harbour-office-opens").executeTakeFirstOrThrow();
    const cover = await db().selectFrom("media").selectAll().where("id", "=", saved.cover_image_id!).executeTakeFirstOrThrow();
    expect(cover.original_name).toBe("harbour.png");
    expect(await toastOf(response)).toMatchObject({
      message: "Published “Harbour office opens”",
      link: { href: "/news-details/harbour-office-opens", label: "View on site" },
    });
  });

  it("refuses a file that is not an image beside the cover field, and stores nothing", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const response = await post([...article("Not a picture"), ["cover_image_file", { bytes: pdfBytes(), name: "sheet.pdf", type: "application/pdf" }]], cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.cover_image_id).toEqual(["Cover image must be an image"]);
    expect(body.values.title).toBe("Not a picture");
    expect(await mediaCount()).toBe(before);
    expect(await db().selectFrom("news").select("id").where("title", "=", "Not a picture").executeTakeFirst()).toBeUndefined();
  });

  it("keeps no image when the article itself is refused", async () => {
    const { cookie } = await signInAdmin();
    expect((await post(article("Taken", "taken-slug"), cookie)).status).toBe(302);
    const before = await mediaCount();
    const response = await post(
      [...article("Second", "taken-slug"), ["cover_image_file", { bytes: await pngBytes(), name: "second.png", type: "image/png" }]],
      cookie,
    );
    expect(response.status).toBe(422);
    expect((await response.json()).fieldErrors.slug).toBeDefined();
    expect(await mediaCount()).toBe(before);
  });

  it("keeps no image when the save fails, and passes the failure on", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const restore = await failWritesTo("news");
    try {
      const saving = post([...article("Lost write"), ["cover_image_file", { bytes: await pngBytes(), name: "lost.png", type: "image/png" }]], cookie);
      await expect(saving).rejects.toThrow("the news write failed");
    } finally {
      await restore();
    }
    expect(await mediaCount()).toBe(before);
    expect(await db().selectFrom("news").select("id").where("title", "=", "Lost write").executeTakeFirst()).toBeUndefined();
  });
});

describe("/admin/edit-blog/{id} with a new cover image", () => {
  async function stored(title: string) {
    return db().insertInto("news").values({ title, slug: title.toLowerCase().replace(/ /g, "-") }).returning(["id", "slug"]).executeTakeFirstOrThrow();
  }

  function edit(id: number, entries: FormEntry[], cookie: string) {
    return settle(editAction({ request: adminMultipart(`/admin/edit-blog/${id}`, multipartForm(entries), cookie), context, params: { id: String(id) } }));
  }

  const cover = async (name: string): Promise<FormEntry> => ["cover_image_file", { bytes: await pngBytes(), name, type: "image/png" }];

  it("uses the uploaded cover when the edit is saved", async () => {
    const { cookie } = await signInAdmin();
    const item = await stored("Covered later");
    const response = await edit(item.id, [...article("Covered later", item.slug), ["version", "1"], await cover("later.png")], cookie);
    expect(response.status).toBe(302);
    const saved = await db().selectFrom("news").select("cover_image_id").where("id", "=", item.id).executeTakeFirstOrThrow();
    const image = await db().selectFrom("media").select("original_name").where("id", "=", saved.cover_image_id!).executeTakeFirstOrThrow();
    expect(image.original_name).toBe("later.png");
  });

  it("keeps no image when the edit is refused as stale", async () => {
    const { cookie } = await signInAdmin();
    const item = await stored("Edited twice");
    const before = await mediaCount();
    const response = await edit(item.id, [...article("Edited twice", item.slug), ["version", "7"], await cover("stale.png")], cookie);
    expect(response.status).toBe(409);
    expect(await mediaCount()).toBe(before);
  });

  it("keeps no image when the edit fails, and passes the failure on", async () => {
    const { cookie } = await signInAdmin();
    const item = await stored("Failing edit");
    const before = await mediaCount();
    const restore = await failWritesTo("news");
    try {
      await expect(edit(item.id, [...article("Failing edit", item.slug), ["version", "1"], await cover("lost.png")], cookie)).rejects.toThrow(
        "the news write failed",
      );
    } finally {
      await restore();
    }
    expect(await mediaCount()).toBe(before);
    expect(await db().selectFrom("news").select("cover_image_id").where("id", "=", item.id).executeTakeFirstOrThrow()).toEqual({ cover_image_id: null });
  });
});

describe("/admin/create-blog with a publish date", () => {
  it("refuses a date outside the years 1900 to 9999 beside its field, and stores nothing", async () => {
    const { cookie } = await signInAdmin();
    for (const [n, date] of ["1 Jan 1066, 09:00", "0001-01-01T00:00", "31 Dec 1899"].entries()) {
      const title = `Out of its time ${n}`;
      const entries = article(title).map((entry): FormEntry => (entry[0] === "published_at" ? ["published_at", date] : entry));
      const response = await post(entries, cookie);
      expect(response.status, date).toBe(422);
      const body = await response.json();
      expect(body.fieldErrors.published_at, date).toEqual(["Publish date must be between the years 1900 and 9999"]);
      expect(await db().selectFrom("news").select("id").where("title", "=", title).executeTakeFirst()).toBeUndefined();
    }
  });
});

describe("/admin/create-blog with the cover's alt text and focal point", () => {
  const withCover = (title: string, entries: FormEntry[]): FormEntry[] => [
    ...article(title).filter(([name]) => name !== "cover_image_id"),
    ...entries,
  ];

  it("stores them on the uploaded image, so content health has nothing to flag", async () => {
    const { cookie } = await signInAdmin();
    const response = await post(
      withCover("Quay at dawn", [
        ["cover_image_id", ""],
        ["cover_image_file", { bytes: await pngBytes(), name: "quay.png", type: "image/png" }],
        ["cover_image_alt", "  The quay at dawn, cranes against the sky "],
        ["cover_image_focal_x", "20"],
        ["cover_image_focal_y", "75.5"],
        ["cover_image_details_for", ""],
      ]),
      cookie,
    );
    expect(response.status).toBe(302);
    const saved = await db().selectFrom("news").select("cover_image_id").where("slug", "=", "quay-at-dawn").executeTakeFirstOrThrow();
    const image = await db().selectFrom("media").select(["alt", "focal_x", "focal_y"]).where("id", "=", saved.cover_image_id!).executeTakeFirstOrThrow();
    expect(image.alt).toBe("The quay at dawn, cranes against the sky");
    expect(image.focal_x).toBeCloseTo(0.2, 5);
    expect(image.focal_y).toBeCloseTo(0.755, 5);
    const health = await contentHealth(db());
    expect(health.media_without_alt.map((issue) => issue.title)).not.toContain("quay.png");
  });

  it("updates the library image chosen, and leaves another's alone when they were shown for that other", async () => {
    const { cookie } = await signInAdmin();
    const library = await db()
      .insertInto("media")
      .values([1, 2].map((n) => ({ kind: "image" as const, original_name: `pier-${n}.png`, mime: "image/png", size_bytes: 10, storage_key: `pier-${n}.png`, sha256: `pier${n}` })))
      .returning("id")
      .execute();
    const [first, second] = library.map((row) => String(row.id));
    const chosen = (title: string, id: string, detailsFor: string) =>
      post(
        withCover(title, [
          ["cover_image_id", id],
          ["cover_image_alt", "The old pier"],
          ["cover_image_focal_x", "90"],
          ["cover_image_focal_y", "10"],
          ["cover_image_details_for", detailsFor],
        ]),
        cookie,
      );
    expect((await chosen("Old pier", first, first)).status).toBe(302);
    expect(await db().selectFrom("media").select(["alt", "focal_x", "focal_y"]).where("id", "=", Number(first)).executeTakeFirstOrThrow()).toMatchObject({
      alt: "The old pier",
      focal_x: expect.closeTo(0.9, 5),
      focal_y: expect.closeTo(0.1, 5),
    });
    expect((await chosen("Other pier", second, first)).status).toBe(302);
    expect(await db().selectFrom("media").select(["alt", "focal_x", "focal_y"]).where("id", "=", Number(second)).executeTakeFirstOrThrow()).toEqual({ alt: "", focal_x: 0.5, focal_y: 0.5 });
  });

  it("refuses alt text too long and a focal point out of range, naming the field, keeping what was typed, and stores nothing", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const cases: Array<[FormEntry[], string]> = [
      [[["cover_image_alt", "x".repeat(301)]], "Alt text must be at most 300 characters"],
      [[["cover_image_alt", "Fine"], ["cover_image_focal_x", "140"]], "Focal point X must be a number from 0 to 100"],
      [[["cover_image_alt", "Fine"], ["cover_image_focal_x", "50"], ["cover_image_focal_y", "up"]], "Focal point Y must be a number from 0 to 100"],
    ];
    for (const [fields, message] of cases) {
      const response = await post(
        withCover("Refused cover", [["cover_image_id", ""], ["cover_image_file", { bytes: await pngBytes(), name: "refused.png", type: "image/png" }], ...fields]),
        cookie,
      );
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.fieldErrors.cover_image_id).toEqual([message]);
      expect(body.values.title).toBe("Refused cover");
      expect(body.values[fields[fields.length - 1][0]]).toBe(fields[fields.length - 1][1]);
    }
    expect(await mediaCount()).toBe(before);
  });
});
