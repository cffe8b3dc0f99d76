import { sql } from "kysely";
import { db } from "~/db/db.server";
import {
  availableSlug, containsPattern, expiryErrors, isUniqueViolation, publishedAtOnSave, rowIsLive, searchTerm,
} from "./crud.server";

beforeEach(async () => {
  await sql`truncate news restart identity cascade`.execute(db());
});

async function addNews(slug: string) {
  await db().insertInto("news").values({ title: slug, slug }).execute();
}

describe("availableSlug", () => {
  it("gives the base when free, else the lowest free number", async () => {
    expect(await availableSlug(db(), "news", { base: "launch" })).toBe("launch");
    await addNews("launch");
    await addNews("launch-2");
    await addNews("launch-pad");
    expect(await availableSlug(db(), "news", { base: "launch" })).toBe("launch-3");
  });

  it("does not count the row being edited, and avoids the given slugs", async () => {
    await addNews("launch");
    const { id } = await db().selectFrom("news").select("id").where("slug", "=", "launch").executeTakeFirstOrThrow();
    expect(await availableSlug(db(), "news", { base: "launch", excludeId: id })).toBe("launch");
    expect(await availableSlug(db(), "news", { base: "admin", avoid: ["admin"] })).toBe("admin-2");
  });

  it("stays within 120 characters", async () => {
    const base = "a".repeat(120);
    await addNews(base);
    const slug = await availableSlug(db(), "news", { base });
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith("-2")).toBe(true);
  });
});

describe("search helpers", () => {
  it("escapes LIKE wildcards", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  it("ignores blank searches and bounds long ones", () => {
    expect(searchTerm("   ")).toBeUndefined();
    expect(searchTerm(undefined)).toBeUndefined();
    expect(searchTerm(" a ")).toBe("a");
    expect(searchTerm("x".repeat(500))).toHaveLength(200);
  });
});

describe("publishing helpers", () => {
  it("decides the date to store", () => {
    const date = new Date("2026-01-01T00:00:00Z");
    expect(publishedAtOnSave({ status: "draft" })).toBeUndefined();
    expect(publishedAtOnSave({ status: "published", published_at: date })).toBe(date);
    expect(publishedAtOnSave({ status: "published", published_at: null }, { status: "published", published_at: date })).toBe(date);
    // Without a date, publishing means now (an SQL expression, the database's clock).
    expect(publishedAtOnSave({ status: "published" })).not.toBeInstanceOf(Date);
    expect(publishedAtOnSave({ status: "published" })).toBeDefined();
  });

  it("keeps the stored date when the picker sends back its minute, seconds and all", () => {
    const stored = { status: "published", published_at: new Date("2026-01-01T09:00:42.250Z") };
    expect(publishedAtOnSave({ status: "published", published_at: new Date("2026-01-01T09:00:00Z") }, stored)).toBe(stored.published_at);
    const nextMinute = new Date("2026-01-01T09:01:00Z");
    expect(publishedAtOnSave({ status: "published", published_at: nextMinute }, stored)).toBe(nextMinute);
    // A date with seconds of its own (from the API) is what the client meant.
    const withSeconds = new Date("2026-01-01T09:00:10Z");
    expect(publishedAtOnSave({ status: "published", published_at: withSeconds }, stored)).toBe(withSeconds);
  });

  it("tells whether a row is live", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(rowIsLive({ status: "published", published_at: new Date("2026-05-01T00:00:00Z") }, now)).toBe(true);
    expect(rowIsLive({ status: "published", published_at: new Date("2026-07-01T00:00:00Z") }, now)).toBe(false);
    expect(rowIsLive({ status: "draft", published_at: new Date("2026-05-01T00:00:00Z") }, now)).toBe(false);
    expect(rowIsLive({ status: "published", published_at: null }, now)).toBe(true);
    expect(rowIsLive({ status: "published", published_at: null, unpublish_at: new Date("2026-06-01T00:00:00Z") }, now)).toBe(false);
    expect(rowIsLive({ status: "published", published_at: null, unpublish_at: new Date("2026-06-01T00:00:01Z") }, now)).toBe(true);
  });

  it("wants an expiry after the publication, by the values the save will store", () => {
    const refused = { unpublish_at: ["Unpublish at must be after the publish date"] };
    const june = new Date("2026-06-01T00:00:00Z");
    const july = new Date("2026-07-01T00:00:00Z");
    expect(expiryErrors({ published_at: june, unpublish_at: july })).toEqual({});
    expect(expiryErrors({ published_at: july, unpublish_at: june })).toEqual(refused);
    expect(expiryErrors({ published_at: june, unpublish_at: june })).toEqual(refused);
    expect(expiryErrors({ unpublish_at: june })).toEqual({});
    expect(expiryErrors({ unpublish_at: june }, { published_at: july, unpublish_at: null })).toEqual(refused);
    expect(expiryErrors({ published_at: july }, { published_at: null, unpublish_at: june })).toEqual(refused);
    expect(expiryErrors({ unpublish_at: null }, { published_at: july, unpublish_at: june })).toEqual({});
  });
});

describe("unique violations", () => {
  it("are recognised from the database's error", async () => {
    await addNews("dup");
    const error = await addNews("dup").catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error("other"))).toBe(false);
  });

});
