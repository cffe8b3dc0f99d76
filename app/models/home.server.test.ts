import { sql } from "kysely";
import { db } from "~/db/db.server";
import { countingDb, insertMedia } from "./fixtures.test-support";
import { getHomeData } from "./home.server";
import { getLocaleHomeContent } from "./locale-home.server";

beforeEach(async () => {
  await sql`truncate setting, media, home_slide, certificate restart identity cascade`.execute(db());
});

async function storeHeroVideo(value: Record<string, unknown>) {
  await sql`insert into setting (name, value) values ('hero_video', ${JSON.stringify(value)}::jsonb)`.execute(db());
}

describe("the home page's content", () => {
  it("is read with the pictures its lists show in one statement", async () => {
    const slideImage = await insertMedia(db());
    const badge = await insertMedia(db());
    const poster = await insertMedia(db());
    const unused = await insertMedia(db());
    await db()
      .insertInto("home_slide")
      .values({ title: "Slide", subtitle: "", button_label: "", button_url: "", image_id: slideImage, is_published: true, sort_order: 1 })
      .execute();
    await db().insertInto("certificate").values({ name: "ISO 9001", url: "", image_id: badge, is_published: true, sort_order: 1 }).execute();
    await storeHeroVideo({ title: "Video", caption: "", video_url: "", video_id: null, poster_id: poster });

    const { handle, counted } = countingDb();
    const home = await getHomeData(handle);

    expect(counted.statements).toBe(1);
    expect(home.slides.map((slide) => slide.image?.id)).toEqual([slideImage]);
    expect(home.certificates.map((certificate) => certificate.image?.id)).toEqual([badge]);
    expect(home.heroVideo.poster?.id).toBe(poster);
    expect(home.slides[0].image).not.toHaveProperty("mime");
    expect(JSON.stringify(home)).not.toContain(`"id":${unused},`);
  });

  it("shows no poster, rather than failing, when the stored poster id is not a whole id", async () => {
    await insertMedia(db());
    for (const posterId of [1.5, 1e30, -1, "1"]) {
      await sql`delete from setting`.execute(db());
      await storeHeroVideo({ title: "Video", caption: "", video_url: "", video_id: null, poster_id: posterId });
      expect((await getHomeData(db())).heroVideo.poster).toBeNull();
    }
  });

  it("shows no picture where a list points at a video, nor a video where the setting points at a picture", async () => {
    const video = await insertMedia(db(), "video");
    const image = await insertMedia(db());
    await db()
      .insertInto("home_slide")
      .values({ title: "Slide", subtitle: "", button_label: "", button_url: "", image_id: video, is_published: true, sort_order: 1 })
      .execute();
    await storeHeroVideo({ title: "Video", caption: "", video_url: "", video_id: image, poster_id: null });

    const home = await getHomeData(db());
    expect(home.slides[0].image).toBeNull();
    expect(home.heroVideo.player).toBeNull();
  });

  it("is read in another language's home in that home's one statement, with the same pictures", async () => {
    const slideImage = await insertMedia(db());
    const badge = await insertMedia(db());
    await db()
      .insertInto("home_slide")
      .values({ title: "Slide", subtitle: "", button_label: "", button_url: "", image_id: slideImage, is_published: true, sort_order: 1 })
      .execute();
    await db().insertInto("certificate").values({ name: "ISO 9001", url: "", image_id: badge, is_published: true, sort_order: 1 }).execute();

    const { handle, counted } = countingDb();
    const { shared } = await getLocaleHomeContent(handle, { locale: "de", locales: ["en", "de"], fallback: false });

    expect(counted.statements).toBe(1);
    const home = await getHomeData(db());
    expect(shared.slides).toEqual(home.slides);
    expect(shared.certificates).toEqual(home.certificates);
    expect(shared.certificates[0].image?.id).toBe(badge);
  });
});
