import { db } from "~/db/db.server";
import { adminMultipart, context, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { multipartForm, pdfBytes, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { action } from "./admin.create-blog";

/** The news form's cover can be uploaded with the article, from the cover field itself. */

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
      message: "News article “Harbour office opens” created",
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
});
