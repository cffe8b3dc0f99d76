import { db } from "~/db/db.server";
import { adminMultipart, context, settle, signInAdmin } from "../../tests/helpers/admin-content";
import { multipartForm, type FormEntry } from "../../tests/helpers/upload-files";
import { action } from "./admin.create-blog";

/** The news form's Unpublish at: read in the site's time zone, and refused when it comes before the publish date. */

function post(entries: FormEntry[], cookie: string) {
  return settle(action({ request: adminMultipart("/admin/create-blog", multipartForm(entries), cookie), context, params: {} }));
}

function article(title: string, dates: { published_at: string; unpublish_at: string }): FormEntry[] {
  return [
    ["title", title],
    ["slug", ""],
    ["excerpt", ""],
    ["body", "<p>For a while.</p>"],
    ["cover_image_id", ""],
    ["status", "published"],
    ["confirm", "1"],
    ["published_at", dates.published_at],
    ["unpublish_at", dates.unpublish_at],
    ["seo_title", ""],
    ["seo_description", ""],
  ];
}

it("stores the expiry typed in the picker's format as the site's time", async () => {
  const { cookie } = await signInAdmin();
  const response = await post(article("Winter offer", { published_at: "2026-12-01T09:00", unpublish_at: "2027-01-31T18:30" }), cookie);
  expect(response.status).toBe(302);
  const saved = await db().selectFrom("news").select(["published_at", "unpublish_at"]).where("slug", "=", "winter-offer").executeTakeFirstOrThrow();
  // The tests' SITE_TIME_ZONE reads both the same way, so the difference is the one typed.
  expect(saved.unpublish_at!.getTime() - saved.published_at!.getTime()).toBe(Date.UTC(2027, 0, 31, 18, 30) - Date.UTC(2026, 11, 1, 9, 0));
});

it("refuses an expiry before the publish date under its field, keeping what was typed", async () => {
  const { cookie } = await signInAdmin();
  const response = await post(article("Backwards offer", { published_at: "2026-12-01T09:00", unpublish_at: "2026-11-30T09:00" }), cookie);
  expect(response.status).toBe(422);
  const body = await response.json();
  expect(body.fieldErrors).toEqual({ unpublish_at: ["Unpublish at must be after the publish date"] });
  // The dates come back as the moments typed (with the site's offset), which the picker shows as typed.
  expect(body.values.title).toBe("Backwards offer");
  expect(Date.parse(body.values.published_at) - Date.parse(body.values.unpublish_at)).toBe(24 * 3_600_000);
  expect(await db().selectFrom("news").select("id").where("title", "=", "Backwards offer").executeTakeFirst()).toBeUndefined();
});

it("names the field when the expiry is no date", async () => {
  const { cookie } = await signInAdmin();
  const response = await post(article("Wordy offer", { published_at: "", unpublish_at: "soon" }), cookie);
  expect(response.status).toBe(422);
  expect((await response.json()).fieldErrors.unpublish_at).toEqual(["Unpublish at must be a valid date and time"]);
});
