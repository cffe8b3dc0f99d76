import { db } from "~/db/db.server";
import { insertMedia } from "~/models/fixtures.test-support";
import { adminGet, context, expectAdminOnly, settle, signInAdmin } from "../../tests/helpers/admin-content";
import { loader } from "./admin.media-picker";

/** /admin/media-picker: the library's images for the rich-text editor's picker. */

describe("/admin/media-picker", () => {
  it("is for admins only", async () => {
    await expectAdminOnly("/admin/media-picker", (cookie) => loader({ request: adminGet("/admin/media-picker", cookie), context, params: {} }));
  });

  it("answers the library's images only, newest first, with their URLs and a thumbnail, searchable", async () => {
    const { cookie } = await signInAdmin();
    const older = await insertMedia(db());
    const newer = await insertMedia(db());
    await insertMedia(db(), "pdf");
    await db().updateTable("media").set({ alt: "Team photo", variants: JSON.stringify([480, 960]), original_name: "Team Photo.JPG" }).where("id", "=", newer).execute();

    const response = await settle(loader({ request: adminGet("/admin/media-picker", cookie), context, params: {} }));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { data } = await response.json();
    expect(data.map((image: { id: number }) => image.id)).toEqual([newer, older]);
    expect(data[0]).toEqual({
      id: newer,
      name: "Team Photo.JPG",
      url: `/media/${newer}/team-photo.jpg`,
      thumbnail_url: `/media/${newer}/team-photo.jpg?w=480`,
      alt: "Team photo",
      width: 800,
      height: 600,
    });
    expect(data[1].thumbnail_url).toBe(data[1].url);

    const searched = await (await settle(loader({ request: adminGet("/admin/media-picker?q=team", cookie), context, params: {} }))).json();
    expect(searched.data.map((image: { id: number }) => image.id)).toEqual([newer]);
  });
});
