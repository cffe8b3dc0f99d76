import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { insertCategory, insertItem } from "../../tests/helpers/admin-catalog";
import {
  adminGet, adminMultipart, adminPost, context, expectAdminOnly, failWritesTo, latestAudit, settle, signInAdmin, toastOf,
} from "../../tests/helpers/admin-content";
import { multipartForm, pdfBytes, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import { action, loader } from "./admin.create-service";

/** /admin/create-service: a new solution. */

const create = (fields: Record<string, string>, cookie: string) =>
  settle(action({ request: adminPost("/admin/create-service", fields, cookie), context, params: {} }));

describe("/admin/create-service", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/create-service", (cookie) => loader({ request: adminGet("/admin/create-service", cookie), context, params: {} }));
    await expectAdminOnly("/admin/create-service", (cookie) =>
      action({ request: adminPost("/admin/create-service", { title: "X" }, cookie), context, params: {} }),
    );
  });

  it("offers the categories and the library's images", async () => {
    const { cookie } = await signInAdmin();
    const cloud = await insertCategory("solution", "Cloud");
    const image = await insertMedia(db());
    await insertMedia(db(), "pdf");
    const response = await settle(loader({ request: adminGet("/admin/create-service", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    expect(data.categories).toEqual([{ value: String(cloud.id), label: "Cloud" }]);
    expect(data.images.map((option: { value: string }) => option.value)).toEqual([String(image)]);
  });

  it("refuses invalid input with 422, the errors by field and what was typed", async () => {
    const { cookie } = await signInAdmin();
    const response = await create(
      { category_id: "", title: "", slug: "Not A Slug", summary: "kept", seo_title: "x".repeat(71), status: "draft", published_at: "soon" },
      cookie,
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors).toMatchObject({
      category_id: ["Category is required"],
      title: ["Title is required"],
      slug: ["Slug may contain only lowercase letters, numbers and single dashes"],
      seo_title: ["SEO title must be at most 70 characters"],
      published_at: ["Publish date must be a valid date and time"],
    });
    expect(body.values).toMatchObject({ summary: "kept", slug: "Not A Slug" });
    expect(await db().selectFrom("solution").select("id").execute()).toEqual([]);
  });

  it("refuses a slug another solution has, and an image that is not in the library", async () => {
    const { cookie } = await signInAdmin();
    const cloud = await insertCategory("solution", "Cloud");
    const taken = await insertItem("solution", { category_id: cloud.id, title: "Taken" });
    const response = await create({ category_id: String(cloud.id), title: "New", slug: taken.slug, image_id: "999999", status: "draft" }, cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.slug).toEqual(["Slug is already used by another solution"]);
    expect(body.fieldErrors.image_id?.[0]).toMatch(/Image/);
    expect(body.values.title).toBe("New");
  });

  it("creates a solution with a slug from its title, sanitised body and schedule, audits it, and opens it in its editor", async () => {
    const { admin, cookie } = await signInAdmin();
    const cloud = await insertCategory("solution", "Cloud");
    const image = await insertMedia(db());
    const response = await create(
      {
        category_id: String(cloud.id),
        title: "Cloud Migration",
        slug: "",
        summary: "Move to the cloud",
        body: '<p>Plan <strong>well</strong><script>alert(1)</script></p>',
        image_id: String(image),
        sort_order: "3",
        status: "published",
        confirm: "1",
        published_at: "2099-01-01T09:30",
        seo_title: "Cloud migration services",
        seo_description: "We move you.",
      },
      cookie,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/admin\/edit-service\/\d+$/);
    expect(await toastOf(response)).toMatchObject({ type: "success", message: "Scheduled for 1 Jan 2099, 09:30 (UTC)" });

    const row = await db().selectFrom("solution").selectAll().where("title", "=", "Cloud Migration").executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      category_id: cloud.id,
      slug: "cloud-migration",
      summary: "Move to the cloud",
      body: "<p>Plan <strong>well</strong></p>",
      image_id: image,
      sort_order: 3,
      status: "published",
      seo_title: "Cloud migration services",
      version: 1,
    });
    expect(row.published_at?.toISOString()).toBe("2099-01-01T09:30:00.000Z");
    expect(await latestAudit("solution")).toMatchObject({
      action: "create",
      entity_id: String(row.id),
      actor_id: admin.id,
      summary: "Created solution “Cloud Migration”",
    });
  });
});

describe("/admin/create-service as the browser gets it", () => {
  it("renders every field as a native control, and after a refused post the errors beside the fields with the input kept", async () => {
    const { remixHandler } = await import("../../tests/helpers/remix-build");
    const handle = await remixHandler([
      { id: "routes/admin", path: "admin", module: await import("./admin") },
      { id: "routes/admin.create-service", path: "create-service", parentId: "routes/admin", module: await import("./admin.create-service") },
    ]);
    const { cookie } = await signInAdmin();
    const cloud = await insertCategory("solution", "Cloud");

    const page = await (await handle(adminGet("/admin/create-service", cookie))).text();
    expect(page).toContain("<h1>Add solution</h1>");
    expect(page).toMatch(/<form method="post" action="\/admin\/create-service" encType="multipart\/form-data" class="admin-form edit-form" novalidate=""[^>]*>/);
    // The image field takes a new file too.
    expect(page).toMatch(/<input id="field-image_file" name="image_file" type="file"/);
    expect(page).toContain(`<option value="${cloud.id}">Cloud</option>`);
    for (const name of ["slug", "sort_order", "seo_title"]) expect(page).toMatch(new RegExp(`<input id="field-${name}" name="${name}"`));
    // The title is a textarea that wraps a long title instead of scrolling it out of view.
    for (const name of ["title", "summary", "body", "seo_description"]) expect(page).toMatch(new RegExp(`<textarea id="field-${name}" name="${name}"`));
    // The status is the publishing bar's buttons: Save draft first (what Enter presses), then Publish.
    expect(page).toMatch(/<button type="submit"[^>]*name="status" value="draft"[^>]*>.*?<span>Save draft<\/span><\/button><button type="submit"[^>]*name="status" value="published"[^>]*>.*?<span>Publish<\/span>/);
    // The publish date is written in the site's format, its label naming the site's zone.
    expect(page).toMatch(/<label for="field-published_at">Publish date \(UTC\)<\/label><div class="date-text-control"><input id="field-published_at" name="published_at" type="text" class="date-text"/);
    expect(page).toMatch(/<select id="field-image_id" name="image_id"/);

    const response = await handle(
      adminPost("/admin/create-service", { category_id: String(cloud.id), title: "", summary: "Kept <b>as typed</b>", body: "<p>Draft body</p>", status: "draft" }, cookie),
    );
    expect(response.status).toBe(422);
    const refused = await response.text();
    expect(refused).toMatch(/<textarea id="field-title" name="title" rows="1" aria-invalid="true" aria-describedby="field-title-error"/);
    expect(refused).toContain('<p id="field-title-error" class="field-error">Title is required</p>');
    expect(refused).toContain("Kept &lt;b&gt;as typed&lt;/b&gt;</textarea>");
    expect(refused).toContain("&lt;p&gt;Draft body&lt;/p&gt;</textarea>");
    expect(refused).toContain(`<option value="${cloud.id}" selected="">Cloud</option>`);
  });
});

describe("/admin/create-service with a new image from the image field", () => {
  async function mediaCount(): Promise<number> {
    const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  const post = (entries: FormEntry[], cookie: string) =>
    settle(action({ request: adminMultipart("/admin/create-service", multipartForm(entries), cookie), context, params: {} }));

  const solution = (categoryId: number, title: string, slug = ""): FormEntry[] => [
    ["category_id", String(categoryId)],
    ["title", title],
    ["slug", slug],
    ["summary", "Uploaded with its picture"],
    ["body", "<p>Body</p>"],
    ["image_id", ""],
    ["sort_order", "0"],
    ["status", "published"],
    ["confirm", "1"],
    ["published_at", ""],
    ["seo_title", ""],
    ["seo_description", ""],
  ];

  it("stores the uploaded image in the library and uses it as the solution's image", async () => {
    const { cookie } = await signInAdmin();
    const category = await insertCategory("solution", "Imaging");
    const before = await mediaCount();
    const response = await post([...solution(category.id, "Dock cameras"), ["image_file", { bytes: await pngBytes(), name: "dock.png", type: "image/png" }]], cookie);
    expect(response.status).toBe(302);
    expect(await toastOf(response)).toMatchObject({ message: "Published “Dock cameras”" });
    expect(await mediaCount()).toBe(before + 1);
    const saved = await db().selectFrom("solution").select("image_id").where("slug", "=", "dock-cameras").executeTakeFirstOrThrow();
    const image = await db().selectFrom("media").select("original_name").where("id", "=", saved.image_id!).executeTakeFirstOrThrow();
    expect(image.original_name).toBe("dock.png");
  });

  it("refuses a file that is not an image, naming the image field, and stores nothing", async () => {
    const { cookie } = await signInAdmin();
    const category = await insertCategory("solution", "Sheets");
    const before = await mediaCount();
    const response = await post([...solution(category.id, "Not a picture"), ["image_file", { bytes: pdfBytes(), name: "sheet.pdf", type: "application/pdf" }]], cookie);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.fieldErrors.image_id).toEqual(["Image must be an image"]);
    expect(body.values.title).toBe("Not a picture");
    expect(await mediaCount()).toBe(before);
    expect(await db().selectFrom("solution").select("id").where("title", "=", "Not a picture").executeTakeFirst()).toBeUndefined();
  });

  it("stores no file while another field is wrong, and takes the file back when the save is refused", async () => {
    const { cookie } = await signInAdmin();
    const category = await insertCategory("solution", "Slugs");
    const file: FormEntry = ["image_file", { bytes: await pngBytes(), name: "kept-out.png", type: "image/png" }];
    const before = await mediaCount();
    const untitled = await post([...solution(category.id, ""), file], cookie);
    expect(untitled.status).toBe(422);
    expect(await mediaCount()).toBe(before);

    expect((await post(solution(category.id, "First", "taken-solution-slug"), cookie)).status).toBe(302);
    const taken = await post([...solution(category.id, "Second", "taken-solution-slug"), file], cookie);
    expect(taken.status).toBe(422);
    expect((await taken.json()).fieldErrors.slug).toEqual(["Slug is already used by another solution"]);
    expect(await mediaCount()).toBe(before);
  });

  it("takes the file back when the save fails, and passes the failure on", async () => {
    const { cookie } = await signInAdmin();
    const category = await insertCategory("solution", "Failures");
    const before = await mediaCount();
    const restore = await failWritesTo("solution");
    try {
      const saving = post([...solution(category.id, "Lost write"), ["image_file", { bytes: await pngBytes(), name: "lost.png", type: "image/png" }]], cookie);
      await expect(saving).rejects.toThrow("the solution write failed");
    } finally {
      await restore();
    }
    expect(await mediaCount()).toBe(before);
  });
});
