import { sql } from "kysely";
import { db } from "~/db/db.server";
import { expectStatus, insertMedia } from "./fixtures.test-support";
import {
  createHomeSlide, deleteHomeSlide, getHomeSlideById, listHomeSlides, listPublicHomeSlides, updateHomeSlide,
} from "./home-slide.server";

let imageId: number;

beforeEach(async () => {
  await sql`truncate home_slide, media restart identity cascade`.execute(db());
  imageId = await insertMedia(db());
});

describe("home slides", () => {
  it("creates a slide with a button", async () => {
    const row = expectStatus(
      await createHomeSlide(db(), { title: "Welcome", subtitle: "Hi", image_id: imageId, button_label: "Go", button_url: "/news" }),
      "created",
    ).row;
    expect(row).toMatchObject({ title: "Welcome", subtitle: "Hi", image_id: imageId, button_label: "Go", button_url: "/news", version: 1 });
  });

  it("requires an existing image", async () => {
    const video = await insertMedia(db(), "video");
    expect(await createHomeSlide(db(), { title: "X", image_id: video })).toEqual({
      status: "invalid",
      fieldErrors: { image_id: ["Image must be an image"] },
    });
  });

  it("lists all for admins and published ones publicly", async () => {
    await createHomeSlide(db(), { title: "Two", image_id: imageId, sort_order: 2 });
    await createHomeSlide(db(), { title: "One", image_id: imageId, sort_order: 1 });
    await createHomeSlide(db(), { title: "Off", image_id: imageId, is_published: false, sort_order: 3 });
    expect((await listHomeSlides(db())).items.map((row) => row.title)).toEqual(["One", "Two", "Off"]);
    expect((await listHomeSlides(db(), { q: "tw" })).total).toBe(1);
    expect((await listPublicHomeSlides(db())).map((row) => row.title)).toEqual(["One", "Two"]);
  });

  it("updates with a version check and deletes", async () => {
    const row = expectStatus(await createHomeSlide(db(), { title: "One", image_id: imageId }), "created").row;
    expectStatus(await updateHomeSlide(db(), { id: row.id, version: 1, values: { is_published: false } }), "updated");
    expect(await updateHomeSlide(db(), { id: row.id, version: 1, values: { title: "Stale" } })).toEqual({ status: "conflict" });
    expect((await getHomeSlideById(db(), row.id))).toMatchObject({ is_published: false, version: 2 });
    expect(await deleteHomeSlide(db(), row.id)).toEqual({ status: "deleted" });
    expect(await updateHomeSlide(db(), { id: row.id, version: 2, values: {} })).toEqual({ status: "not-found" });
  });
});
