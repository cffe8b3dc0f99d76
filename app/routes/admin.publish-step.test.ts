import { db } from "~/db/db.server";
import { resetEnvCache } from "~/env.server";
import { adminGet, adminMultipart, adminPost, context, settle, signInAdmin, toastOf } from "../../tests/helpers/admin-content";
import { adminScreens } from "../../tests/helpers/admin-render";
import { setDetailsRequireLogin } from "../../tests/helpers/public-site";
import { multipartForm, pngBytes, type FormEntry } from "../../tests/helpers/upload-files";
import * as list from "./admin.blog";
import * as create from "./admin.create-blog";
import * as edit from "./admin.edit-blog.$id";
import * as createStory from "./admin.create-customer-stories";

/**
 * The publish confirmation as the server gives it, for browsers without JavaScript: a valid
 * Publish or Schedule of a new item or a draft is answered with the step (its question, the URL,
 * every field carried), a new file stored first; the step's button saves, "Back to editing" shows
 * the form as typed. Drafts, refusals and updates of live items never ask.
 */

type Step = { text: string; button: string; url: string | null; fields: Array<[string, string]> };

const ARTICLE = { title: "", slug: "", excerpt: "", body: "<p>Body</p>", cover_image_id: "", status: "published", published_at: "", seo_title: "", seo_description: "" };

async function mediaCount(): Promise<number> {
  const row = await db().selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

const newsTitled = (title: string) => db().selectFrom("news").selectAll().where("title", "=", title).executeTakeFirst();

function postArticle(fields: Record<string, string> | Array<[string, string]>, cookie: string) {
  return settle(create.action({ request: adminPost("/admin/create-blog", fields, cookie), context, params: {} }));
}

beforeEach(async () => {
  await db().deleteFrom("news").execute();
});

describe("the publish step without JavaScript", () => {
  afterEach(() => {
    delete process.env.SITE_TIME_ZONE;
    resetEnvCache();
  });

  it("asks before publishing a new article with a new cover: the file is stored, the step carries its id and every field, and its button publishes", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const entries: FormEntry[] = [
      ...Object.entries({ ...ARTICLE, title: "Quay reopens" }),
      ["cover_image_file", { bytes: await pngBytes(), name: "quay.png", type: "image/png" }],
      ["cover_image_alt", "The quay at dawn"],
      ["cover_image_focal_x", "30"],
      ["cover_image_focal_y", "60"],
      ["cover_image_details_for", ""],
    ];
    const asked = await settle(create.action({ request: adminMultipart("/admin/create-blog", multipartForm(entries), cookie), context, params: {} }));
    expect(asked.status).toBe(200);
    const step = (await asked.json()).publishStep as Step;
    expect(step).toMatchObject({ text: "Publish now", button: "Publish now", url: "/news-details/quay-reopens" });
    expect(await newsTitled("Quay reopens")).toBeUndefined();
    // The file is in the library, and the step names it by id in place of the file.
    expect(await mediaCount()).toBe(before + 1);
    const fields = new Map(step.fields);
    const coverId = Number(fields.get("cover_image_id"));
    const cover = await db().selectFrom("media").selectAll().where("id", "=", coverId).executeTakeFirstOrThrow();
    expect(cover.original_name).toBe("quay.png");
    expect(fields.get("cover_image_details_for")).toBe(String(coverId));
    expect(step.fields.map(([name]) => name)).not.toContain("cover_image_file");
    expect([fields.get("title"), fields.get("cover_image_alt"), fields.get("status")]).toEqual(["Quay reopens", "The quay at dawn", "published"]);

    const published = await postArticle([...step.fields, ["confirm", "1"]], cookie);
    expect(published.status).toBe(302);
    expect(await toastOf(published)).toMatchObject({ message: "Published “Quay reopens”" });
    expect(await newsTitled("Quay reopens")).toMatchObject({ status: "published", cover_image_id: coverId });
    expect(await db().selectFrom("media").select(["alt", "focal_x", "focal_y"]).where("id", "=", coverId).executeTakeFirstOrThrow()).toEqual({ alt: "The quay at dawn", focal_x: 0.3, focal_y: 0.6 });
    expect(await mediaCount()).toBe(before + 1);
  });

  it("says what is worth adding first: a new cover without alternative text, an empty search description, a missing cover", async () => {
    const { cookie } = await signInAdmin();
    const entries: FormEntry[] = [
      ...Object.entries({ ...ARTICLE, title: "Quay lights" }),
      ["cover_image_file", { bytes: await pngBytes(), name: "lights.png", type: "image/png" }],
      ["cover_image_alt", ""],
      ["cover_image_details_for", ""],
    ];
    const asked = await settle(create.action({ request: adminMultipart("/admin/create-blog", multipartForm(entries), cookie), context, params: {} }));
    const { notes } = (await asked.json()).publishStep as Step & { notes: string[] };
    expect(notes).toEqual([expect.stringMatching(/^It has no search description/), expect.stringMatching(/^A picture has no alternative text/)]);
    const described = await postArticle({ ...ARTICLE, title: "Quay lights described", seo_description: "The quay's new lights." }, cookie);
    // Described, it only says the article has no picture of its own yet.
    expect(((await described.json()).publishStep as Step & { notes: string[] }).notes).toEqual([expect.stringMatching(/^It has no picture/)]);
  });

  it("names the date and zone when scheduling, in the site's words", async () => {
    process.env.SITE_TIME_ZONE = "Europe/Berlin";
    resetEnvCache();
    const { cookie } = await signInAdmin();
    const asked = await postArticle({ ...ARTICLE, title: "Open day", published_at: "2027-01-15T09:00" }, cookie);
    expect(asked.status).toBe(200);
    expect((await asked.json()).publishStep).toMatchObject({ text: "Schedule for 15 Jan 2027, 09:00 Europe/Berlin", button: "Schedule" });
    expect(await newsTitled("Open day")).toBeUndefined();
  });

  it("goes back to editing with everything typed, saving nothing", async () => {
    const { cookie } = await signInAdmin();
    const asked = await postArticle({ ...ARTICLE, title: "Second thoughts", excerpt: "Typed before the step" }, cookie);
    const step = (await asked.json()).publishStep as Step;
    const back = await postArticle([...step.fields, ["back_to_editing", "1"]], cookie);
    expect(back.status).toBe(200);
    const body = await back.json();
    expect(body.publishStep).toBeUndefined();
    expect(body.fieldErrors).toEqual({});
    expect(body.values).toMatchObject({ title: "Second thoughts", excerpt: "Typed before the step" });
    expect(await newsTitled("Second thoughts")).toBeUndefined();
  });

  it("refuses an invalid publish with its errors, never asking, and stores no file", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const entries: FormEntry[] = [
      ...Object.entries({ ...ARTICLE, title: "" }),
      ["cover_image_file", { bytes: await pngBytes(), name: "orphan.png", type: "image/png" }],
      ["cover_image_alt", "Kept alt"],
      ["cover_image_focal_x", "20"],
      ["cover_image_focal_y", "80"],
    ];
    const refused = await settle(create.action({ request: adminMultipart("/admin/create-blog", multipartForm(entries), cookie), context, params: {} }));
    expect(refused.status).toBe(422);
    const body = await refused.json();
    expect(body.publishStep).toBeUndefined();
    expect(body.fieldErrors.title).toEqual(["Title is required"]);
    // The image field's alt text and focal point come back for the form to show again.
    expect(body.values).toMatchObject({ cover_image_alt: "Kept alt", cover_image_focal_x: "20", cover_image_focal_y: "80" });
    expect(await mediaCount()).toBe(before);
  });

  it("does not ask for a draft, nor for an update of a live article; it asks when a draft is published", async () => {
    const { cookie } = await signInAdmin();
    const draft = await postArticle({ ...ARTICLE, title: "Just a draft", status: "draft" }, cookie);
    expect(draft.status).toBe(302);
    const row = (await newsTitled("Just a draft"))!;
    const editPost = (fields: Record<string, string>) =>
      settle(edit.action({ request: adminPost(`/admin/edit-blog/${row.id}`, { ...ARTICLE, intent: "update", title: "Just a draft", slug: row.slug, ...fields }, cookie), context, params: { id: String(row.id) } }));

    const asked = await editPost({ version: "1" });
    expect(asked.status).toBe(200);
    expect((await asked.json()).publishStep).toMatchObject({ text: "Publish now", url: `/news-details/${row.slug}` });
    expect(await newsTitled("Just a draft")).toMatchObject({ status: "draft", version: 1 });

    expect((await editPost({ version: "1", confirm: "1" })).status).toBe(302);
    expect(await newsTitled("Just a draft")).toMatchObject({ status: "published", version: 2 });
    // Live already: Update saves at once.
    expect((await editPost({ version: "2", excerpt: "Updated" })).status).toBe(302);
    expect(await newsTitled("Just a draft")).toMatchObject({ excerpt: "Updated", version: 3 });
  });

  it("renders the step as a page: the question, the URL, the buttons and every field hidden", async () => {
    const handle = await adminScreens([
      { file: "admin.blog", path: "blog", module: list },
      { file: "admin.create-blog", path: "create-blog", module: create },
    ]);
    const { cookie } = await signInAdmin();
    const response = await handle(adminPost("/admin/create-blog", { ...ARTICLE, title: "Rendered step", excerpt: "Quoted \"words\" & more" }, cookie));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h2 id="publish-confirmation-question" class="publish-question">Publish now</h2>');
    expect(html).toMatch(/<button[^>]*name="confirm"[^>]*value="1"[^>]*>.*Publish now/s);
    expect(html).toMatch(/<button[^>]*name="back_to_editing"[^>]*value="1"[^>]*>.*Back to editing/s);
    expect(html).toContain("Registered customers will find it at<!-- --> <span class=\"publish-address\">/news-details/rendered-step</span>");
    expect(html).toContain('<input type="hidden" name="excerpt" value="Quoted &quot;words&quot; &amp; more"/>');
    expect(html).toContain('<input type="hidden" name="title" value="Rendered step"/>');
    // The editing form is out of sight meanwhile.
    expect(html).toMatch(/<form[^>]*hidden=""[^>]*class="admin-form|<form[^>]*class="admin-form[^"]*"[^>]*hidden=""/);
    expect((await handle(adminGet("/admin/create-blog", cookie))).status).toBe(200);
  });

  it("shows the address the save will give: a title another article has is numbered, as the save numbers it", async () => {
    const handle = await adminScreens([{ file: "admin.create-blog", path: "create-blog", module: create }]);
    const { cookie } = await signInAdmin();
    await db().insertInto("news").values({ title: "Twin title", slug: "twin-title", status: "draft" }).execute();
    const html = await (await handle(adminPost("/admin/create-blog", { ...ARTICLE, title: "Twin title" }, cookie))).text();
    expect(html).toContain('<span class="publish-address">/news-details/twin-title-2</span>');
    const confirmed = await handle(adminPost("/admin/create-blog", { ...ARTICLE, title: "Twin title", confirm: "1" }, cookie));
    expect(confirmed.status).toBe(302);
    expect(await db().selectFrom("news").select("slug").where("title", "=", "Twin title").orderBy("id").execute()).toEqual([{ slug: "twin-title" }, { slug: "twin-title-2" }]);
  });

  it("says everyone reads it while the site lets visitors in without signing in", async () => {
    const handle = await adminScreens([{ file: "admin.create-blog", path: "create-blog", module: create }]);
    const { cookie } = await signInAdmin();
    await setDetailsRequireLogin(false);
    try {
      const html = await (await handle(adminPost("/admin/create-blog", { ...ARTICLE, title: "Open step" }, cookie))).text();
      expect(html).toContain("Readers will find it at<!-- --> <span class=\"publish-address\">/news-details/open-step</span>");
    } finally {
      await setDetailsRequireLogin(true);
    }
  });
});

describe("the publish step for a customer story", () => {
  it("stores a new cover and a new logo first, carrying both ids, and publishes with them", async () => {
    const { cookie } = await signInAdmin();
    const before = await mediaCount();
    const entries: FormEntry[] = [
      ["title", "Port of Hamm"],
      ["slug", ""],
      ["customer_name", "Hamm Logistics"],
      ["industry", ""],
      ["summary", ""],
      ["body", "<p>Story</p>"],
      ["cover_image_id", ""],
      ["cover_image_file", { bytes: await pngBytes(800, 400), name: "port.png", type: "image/png" }],
      ["cover_image_alt", "Cranes at the port"],
      ["cover_image_focal_x", "40"],
      ["cover_image_focal_y", "50"],
      ["logo_id", ""],
      ["logo_file", { bytes: await pngBytes(200, 200, "#112233"), name: "hamm.png", type: "image/png" }],
      ["logo_alt", "Hamm Logistics"],
      ["logo_focal_x", "50"],
      ["logo_focal_y", "50"],
      ["solution_ids", ""],
      ["product_ids", ""],
      ["status", "published"],
      ["published_at", ""],
      ["seo_title", ""],
      ["seo_description", ""],
    ];
    const post = (form: FormData) => settle(createStory.action({ request: adminMultipart("/admin/create-customer-stories", form, cookie), context, params: {} }));
    const asked = await post(multipartForm(entries));
    expect(asked.status).toBe(200);
    const step = (await asked.json()).publishStep as Step;
    expect(step.url).toBe("/customer-stories/port-of-hamm");
    expect(await mediaCount()).toBe(before + 2);
    const fields = new Map(step.fields);
    const coverId = Number(fields.get("cover_image_id"));
    const logoId = Number(fields.get("logo_id"));
    expect(coverId).not.toBe(logoId);

    const saved = await settle(createStory.action({ request: adminPost("/admin/create-customer-stories", [...step.fields, ["confirm", "1"]], cookie), context, params: {} }));
    expect(saved.status).toBe(302);
    const story = await db().selectFrom("customer_story").selectAll().where("title", "=", "Port of Hamm").executeTakeFirstOrThrow();
    expect(story).toMatchObject({ status: "published", cover_image_id: coverId, logo_id: logoId });
    expect(await db().selectFrom("media").select("alt").where("id", "=", coverId).executeTakeFirstOrThrow()).toEqual({ alt: "Cranes at the port" });
  });
});
