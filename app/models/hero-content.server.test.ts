import { sql } from "kysely";
import { db } from "~/db/db.server";
import { expectStatus, insertMedia } from "./fixtures.test-support";
import {
  createHeroContent, deleteHeroContent, getHeroContentById, listHeroContents, listPublicHeroContents, updateHeroContent,
} from "./hero-content.server";

beforeEach(async () => {
  await sql`truncate hero_content, media restart identity cascade`.execute(db());
});

describe("hero contents", () => {
  it("creates one with an icon or an image", async () => {
    const withIcon = expectStatus(await createHeroContent(db(), { title: "Support", body: "24/7", icon: "bi-headset" }), "created").row;
    expect(withIcon).toMatchObject({ title: "Support", body: "24/7", icon: "bi-headset", image_id: null, link_url: "" });
    const imageId = await insertMedia(db());
    const withImage = expectStatus(await createHeroContent(db(), { title: "Cloud", image_id: imageId, link_url: "/solutions/cloud" }), "created").row;
    expect(withImage).toMatchObject({ image_id: imageId, link_url: "/solutions/cloud" });
  });

  it("refuses a missing image", async () => {
    expect(await createHeroContent(db(), { title: "X", image_id: 77 })).toEqual({
      status: "invalid",
      fieldErrors: { image_id: ["Image was not found in the media library"] },
    });
  });

  it("lists, updates with a version check and deletes", async () => {
    const a = expectStatus(await createHeroContent(db(), { title: "A", sort_order: 2 }), "created").row;
    await createHeroContent(db(), { title: "B", sort_order: 1, is_published: false });
    expect((await listHeroContents(db())).items.map((row) => row.title)).toEqual(["B", "A"]);
    expect((await listPublicHeroContents(db())).map((row) => row.title)).toEqual(["A"]);

    expectStatus(await updateHeroContent(db(), { id: a.id, version: 1, values: { title: "A2", image_id: null } }), "updated");
    expect(await updateHeroContent(db(), { id: a.id, version: 1, values: { title: "Stale" } })).toEqual({ status: "conflict" });
    expect(await getHeroContentById(db(), a.id)).toMatchObject({ title: "A2", version: 2 });
    expect(await deleteHeroContent(db(), a.id)).toEqual({ status: "deleted" });
    expect(await deleteHeroContent(db(), a.id)).toEqual({ status: "not-found" });
  });
});
