import { db } from "~/db/db.server";
import { apiRequest, args } from "../../tests/helpers/api";
import { action, loader } from "./api.lanex";

let mediaId = 0;

beforeAll(async () => {
  await db()
    .insertInto("setting")
    .values([
      { name: "profile", value: JSON.stringify({ company_name: "Acme Ltd" }) },
      { name: "site", value: JSON.stringify({ require_login_for_details: true, internal_note: "hidden" }) },
    ])
    .execute();
  const photo = await db()
    .insertInto("media")
    .values({
      kind: "image",
      original_name: "Cloud Photo.JPG",
      mime: "image/jpeg",
      size_bytes: 100,
      storage_key: "test/cloud.jpg",
      sha256: "0".repeat(64),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  mediaId = photo.id;
  await db()
    .insertInto("solution_category")
    .values([
      { name: "Cloud", slug: "cloud", sort_order: 2, image_id: photo.id },
      { name: "Advisory", slug: "advisory", sort_order: 1 },
      { name: "Hidden", slug: "hidden", is_published: false },
    ])
    .execute();
  await db().insertInto("product_category").values([{ name: "Hardware", slug: "hardware", description: "Boxes" }]).execute();
  const day = 86_400_000;
  await db()
    .insertInto("page")
    .values([
      { title: "About", slug: "about", status: "published", published_at: new Date(Date.now() - day), show_in_menu: true, sort_order: 1 },
      { title: "Careers", slug: "careers", status: "published", published_at: null, show_in_menu: true, sort_order: 2 },
      { title: "Imprint", slug: "imprint", status: "published", published_at: new Date(Date.now() - day), show_in_menu: false },
      { title: "Draft", slug: "draft", status: "draft", show_in_menu: true },
      { title: "Soon", slug: "soon", status: "published", published_at: new Date(Date.now() + day), show_in_menu: true },
    ])
    .execute();
});

describe("GET /api/lanex", () => {
  it("answers the public bootstrap: settings, published categories in order, menu pages", async () => {
    const response = await loader(args(apiRequest("/api/lanex")));
    expect(response.status).toBe(200);
    const text = await response.text();
    const { data } = JSON.parse(text);
    expect(Object.keys(data).sort()).toEqual(["menu_pages", "product_categories", "settings", "solution_categories"]);
    expect(data.settings.profile.company_name).toBe("Acme Ltd");
    expect(data.settings.site).toEqual({ require_login_for_details: true, default_seo_description: "" });
    expect(text).not.toContain("hidden");
    expect(data.solution_categories.map((category: { slug: string }) => category.slug)).toEqual(["advisory", "cloud"]);
    expect(data.solution_categories[1]).toMatchObject({ image_id: mediaId, image_url: `/media/${mediaId}/cloud-photo.jpg` });
    expect(data.product_categories).toEqual([
      {
        id: expect.any(Number),
        name: "Hardware",
        slug: "hardware",
        description: "Boxes",
        image_id: null,
        image_url: null,
        sort_order: 0,
      },
    ]);
    expect(data.menu_pages.map((page: { slug: string }) => page.slug)).toEqual(["about", "careers"]);
  });

  it("needs no credentials and answers 405 to POST", async () => {
    expect((await action(args(apiRequest("/api/lanex", { json: {} })))).status).toBe(405);
  });
});
