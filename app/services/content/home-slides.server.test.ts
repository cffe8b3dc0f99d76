import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getHomeSlideById, listHomeSlides, listPublicHomeSlides } from "~/models/home-slide.server";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP } from "./fixtures.test-support";
import { homeSlides } from "./home-slides.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

let imageId: number;

beforeEach(async () => {
  await sql`truncate home_slide, media restart identity cascade`.execute(db());
  imageId = await insertMedia(db());
});

describe("home slides", () => {
  it("creates a slide with a button", async () => {
    const row = expectOk(await homeSlides.create(db(), { ...context, input: { title: "Welcome", subtitle: "Hi", image_id: imageId, button_label: "Go", button_url: "/news" } })).row;
    expect(row).toMatchObject({ title: "Welcome", subtitle: "Hi", image_id: imageId, button_label: "Go", button_url: "/news", version: 1 });
  });

  it("requires an existing image", async () => {
    const video = await insertMedia(db(), "video");
    expect(await homeSlides.create(db(), { ...context, input: { title: "X", image_id: video } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { image_id: ["Image must be an image"] },
    });
  });

  it("lists all for admins and published ones publicly", async () => {
    await homeSlides.create(db(), { ...context, input: { title: "Two", image_id: imageId, sort_order: 2 } });
    await homeSlides.create(db(), { ...context, input: { title: "One", image_id: imageId, sort_order: 1 } });
    await homeSlides.create(db(), { ...context, input: { title: "Off", image_id: imageId, is_published: false, sort_order: 3 } });
    expect((await listHomeSlides(db())).items.map((row) => row.title)).toEqual(["One", "Two", "Off"]);
    expect((await listHomeSlides(db(), { q: "tw" })).total).toBe(1);
    expect((await listPublicHomeSlides(db())).map((row) => row.title)).toEqual(["One", "Two"]);
  });

  it("updates with a version check and deletes", async () => {
    const row = expectOk(await homeSlides.create(db(), { ...context, input: { title: "One", image_id: imageId } })).row;
    expectOk(await homeSlides.update(db(), { ...context, id: row.id, version: 1, input: { is_published: false } }));
    expect(await homeSlides.update(db(), { ...context, id: row.id, version: 1, input: { title: "Stale" } })).toMatchObject({ ok: false, status: 409, reason: "conflict" });
    expect((await getHomeSlideById(db(), row.id))).toMatchObject({ is_published: false, version: 2 });
    expect(await homeSlides.remove(db(), { ...context, id: row.id })).toEqual({ ok: true });
    expect(await homeSlides.update(db(), { ...context, id: row.id, version: 2, input: {} })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
  });
});
