import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getHeroContentById, listHeroContents, listPublicHeroContents } from "~/models/hero-content.server";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, insertMedia, TEST_IP } from "./fixtures.test-support";
import { heroContents } from "./hero-contents.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

beforeEach(async () => {
  await sql`truncate hero_content, media restart identity cascade`.execute(db());
});

describe("hero contents", () => {
  it("creates one with an icon or an image", async () => {
    const withIcon = expectOk(await heroContents.create(db(), { ...context, input: { title: "Support", body: "24/7", icon: "bi-headset" } })).row;
    expect(withIcon).toMatchObject({ title: "Support", body: "24/7", icon: "bi-headset", image_id: null, link_url: "" });
    const imageId = await insertMedia(db());
    const withImage = expectOk(await heroContents.create(db(), { ...context, input: { title: "Cloud", image_id: imageId, link_url: "/solutions/cloud" } })).row;
    expect(withImage).toMatchObject({ image_id: imageId, link_url: "/solutions/cloud" });
  });

  it("refuses a missing image", async () => {
    expect(await heroContents.create(db(), { ...context, input: { title: "X", image_id: 77 } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { image_id: ["Image was not found in the media library"] },
    });
  });

  it("lists, updates with a version check and deletes", async () => {
    const a = expectOk(await heroContents.create(db(), { ...context, input: { title: "A", sort_order: 2 } })).row;
    await heroContents.create(db(), { ...context, input: { title: "B", sort_order: 1, is_published: false } });
    expect((await listHeroContents(db())).items.map((row) => row.title)).toEqual(["B", "A"]);
    expect((await listPublicHeroContents(db())).map((row) => row.title)).toEqual(["A"]);

    expectOk(await heroContents.update(db(), { ...context, id: a.id, version: 1, input: { title: "A2", image_id: null } }));
    expect(await heroContents.update(db(), { ...context, id: a.id, version: 1, input: { title: "Stale" } })).toMatchObject({ ok: false, status: 409, reason: "conflict" });
    expect(await getHeroContentById(db(), a.id)).toMatchObject({ title: "A2", version: 2 });
    expect(await heroContents.remove(db(), { ...context, id: a.id })).toEqual({ ok: true });
    expect(await heroContents.remove(db(), { ...context, id: a.id })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
  });
});
