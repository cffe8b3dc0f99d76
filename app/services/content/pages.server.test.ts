import { sql } from "kysely";
import { db } from "~/db/db.server";
import { getPageById, getPageBySlug, getPublicPageBySlug, isPageSlugTaken, listMenuPages, listPages, listPublicPages } from "~/models/page.server";
import { findRedirect } from "~/models/redirect.server";
import type { PageValues } from "~/schemas/page";
import type { CommandContext } from "./command.server";
import { createActor, expectOk, TEST_IP } from "./fixtures.test-support";
import { pages } from "./pages.server";

let context: CommandContext;
beforeAll(async () => {
  context = { actor: await createActor(), ip: TEST_IP };
});

async function create(values: PageValues) {
  return expectOk(await pages.create(db(), { ...context, input: values })).row;
}

beforeEach(async () => {
  await sql`truncate page, redirect restart identity cascade`.execute(db());
});

describe("custom pages", () => {
  it("creates a page with a slug from its title", async () => {
    const row = await create({ title: "About Us", body: "<p>Hello<script>x</script></p>", show_in_menu: true });
    expect(row).toMatchObject({ title: "About Us", slug: "about-us", body: "<p>Hello</p>", show_in_menu: true, status: "draft" });
  });

  it("never generates a reserved slug", async () => {
    expect((await create({ title: "News" })).slug).toBe("news-2");
    expect((await create({ title: "Admin" })).slug).toBe("admin-2");
  });

  it("refuses a reserved or taken slug typed in", async () => {
    await create({ title: "About", slug: "about" });
    expect(await pages.create(db(), { ...context, input: { title: "X", slug: "login" } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { slug: ["This slug is reserved"] },
    });
    expect(await pages.create(db(), { ...context, input: { title: "X", slug: "about" } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { slug: ["Slug is already used by another page"] },
    });
    expect(await isPageSlugTaken(db(), { slug: "about" })).toBe(true);
  });

  it("shows live pages publicly and menu pages in order", async () => {
    await create({ title: "Terms", status: "published", show_in_menu: false });
    await create({ title: "Careers", status: "published", show_in_menu: true, sort_order: 2 });
    await create({ title: "About", status: "published", show_in_menu: true, sort_order: 1 });
    await create({ title: "Draft", show_in_menu: true });
    await create({ title: "Soon", status: "published", show_in_menu: true, published_at: new Date(Date.now() + 3_600_000) });

    expect((await listMenuPages(db())).map((row) => row.title)).toEqual(["About", "Careers"]);
    expect((await listPublicPages(db())).map((row) => row.title)).toEqual(["Terms", "About", "Careers"]);
    expect(await getPublicPageBySlug(db(), "draft")).toBeUndefined();
    expect(await getPublicPageBySlug(db(), "soon")).toBeUndefined();
    expect((await getPublicPageBySlug(db(), "terms"))?.title).toBe("Terms");
    expect((await getPageBySlug(db(), "draft"))?.title).toBe("Draft");

    expect((await listPages(db())).total).toBe(5);
    expect((await listPages(db(), { q: "ABO" })).items.map((row) => row.title)).toEqual(["About"]);
    expect((await listPages(db(), { status: "scheduled" })).items.map((row) => row.title)).toEqual(["Soon"]);
  });

  it("updates with a version check and redirects /old to /new for a live page", async () => {
    const row = await create({ title: "About", status: "published" });
    expectOk(await pages.update(db(), { ...context, id: row.id, version: 1, input: { slug: "about-us" } }));
    expect(await findRedirect(db(), "/about")).toMatchObject({ to_path: "/about-us" });
    expect(await pages.update(db(), { ...context, id: row.id, version: 1, input: { title: "Stale" } })).toMatchObject({ ok: false, status: 409, reason: "conflict" });
    expect(await pages.update(db(), { ...context, id: row.id, version: 2, input: { slug: "admin" } })).toEqual({
      ok: false, status: 422, reason: "invalid", message: expect.any(String),
      fieldErrors: { slug: ["This slug is reserved"] },
    });
    expect((await getPageById(db(), row.id))?.slug).toBe("about-us");
  });

  it("deletes a page and the redirects to it", async () => {
    const row = await create({ title: "About", status: "published" });
    expectOk(await pages.update(db(), { ...context, id: row.id, version: 1, input: { slug: "about-us" } }));
    expect(await pages.remove(db(), { ...context, id: row.id })).toEqual({ ok: true });
    expect(await findRedirect(db(), "/about")).toBeUndefined();
    expect(await pages.remove(db(), { ...context, id: row.id })).toMatchObject({ ok: false, status: 404, reason: "not-found" });
  });
});
