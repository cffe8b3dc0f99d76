import { sql } from "kysely";
import { sluggedTypes } from "~/content-types";
import { db } from "~/db/db.server";
import {
  clearRedirectFrom, findRedirect, listRedirects, publicPathOf, recordMove, removeRedirectsTo, trackSlugChange,
} from "./redirect.server";

beforeEach(async () => {
  await sql`truncate redirect restart identity`.execute(db());
});

describe("public paths", () => {
  it("follow the public routes", () => {
    expect(publicPathOf("solution", "a")).toBe("/solution-details/a");
    expect(publicPathOf("product", "a")).toBe("/product-details/a");
    expect(publicPathOf("news", "a")).toBe("/news-details/a");
    expect(publicPathOf("page", "a")).toBe("/a");
    expect(publicPathOf("solution_category", "a")).toBe("/solutions/a");
    expect(publicPathOf("product_category", "a")).toBe("/products/a");
  });

  it("are the ones every type with public pages declares", () => {
    for (const type of sluggedTypes()) expect(publicPathOf(type.table, "a")).toBe(type.public.path("a"));
  });
});

describe("redirects", () => {
  it("finds a recorded move, also with a trailing slash", async () => {
    await recordMove(db(), { from: "/a", to: "/b" });
    expect(await findRedirect(db(), "/a")).toMatchObject({ from_path: "/a", to_path: "/b" });
    expect(await findRedirect(db(), "/a/")).toMatchObject({ from_path: "/a", to_path: "/b" });
    expect(await findRedirect(db(), "/b")).toBeUndefined();
  });

  it("moves older redirects on instead of chaining them", async () => {
    await recordMove(db(), { from: "/a", to: "/b" });
    await recordMove(db(), { from: "/b", to: "/c" });
    expect(await findRedirect(db(), "/a")).toMatchObject({ to_path: "/c" });
    expect(await findRedirect(db(), "/b")).toMatchObject({ to_path: "/c" });
  });

  it("never loops when an item moves back", async () => {
    await recordMove(db(), { from: "/a", to: "/b" });
    await recordMove(db(), { from: "/b", to: "/a" });
    expect(await findRedirect(db(), "/a")).toBeUndefined();
    expect(await findRedirect(db(), "/b")).toMatchObject({ to_path: "/a" });
    const listed = await listRedirects(db());
    expect(listed.items.map(({ from_path, to_path }) => ({ from_path, to_path }))).toEqual([{ from_path: "/b", to_path: "/a" }]);
  });

  it("replaces the target of an existing redirect from the same path", async () => {
    await recordMove(db(), { from: "/a", to: "/b" });
    await recordMove(db(), { from: "/a", to: "/c" });
    expect(await findRedirect(db(), "/a")).toMatchObject({ to_path: "/c" });
  });

  it("ignores a move to the same path", async () => {
    await recordMove(db(), { from: "/a", to: "/a" });
    expect((await listRedirects(db())).items).toEqual([]);
  });

  it("clears redirects from a live path and to a deleted one", async () => {
    await recordMove(db(), { from: "/a", to: "/b" });
    await recordMove(db(), { from: "/x", to: "/y" });
    await clearRedirectFrom(db(), "/a");
    expect(await findRedirect(db(), "/a")).toBeUndefined();
    await removeRedirectsTo(db(), "/y");
    expect(await findRedirect(db(), "/x")).toBeUndefined();
  });

  it("tracks slug changes of live items only", async () => {
    await trackSlugChange(db(), "news", { before: { slug: "a", live: false }, after: { slug: "b", live: true } });
    expect((await listRedirects(db())).items).toEqual([]);
    await trackSlugChange(db(), "news", { before: { slug: "a", live: true }, after: { slug: "b", live: true } });
    expect(await findRedirect(db(), "/news-details/a")).toMatchObject({ to_path: "/news-details/b" });
    await trackSlugChange(db(), "news", { after: { slug: "a", live: true } });
    expect(await findRedirect(db(), "/news-details/a")).toBeUndefined();
  });
});
