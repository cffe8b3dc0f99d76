import { resetEnvCache } from "~/env.server";
import { db } from "~/db/db.server";
import { getRedirectFrom } from "~/models/redirect.server";
import { redirectSchema } from "~/schemas/redirect";
import { pages } from "./pages.server";
import { createActor, TEST_IP, withAudit } from "./fixtures.test-support";
import { normalizeFromPath, redirects } from "./redirects.server";
import { addContent, editContent } from "../../../tests/helpers/content";
import type { Actor } from "./command.server";

/** Managed redirects: chains collapse, loops and live pages are refused, automatic ones join in. */

let actor: Actor;
beforeAll(async () => {
  actor = await createActor();
});

async function add(from_path: string, to: string, status: 301 | 302 = 301) {
  return redirects.create(db(), { actor, ip: TEST_IP, input: redirectSchema.parse({ from_path, to, status }) });
}

async function target(from: string) {
  return (await getRedirectFrom(db(), from))?.to_path;
}

describe("redirects", () => {
  it("stores a manual redirect, normalised, with an audit event", async () => {
    const { result, events } = await withAudit(() => add("/2019/05/old-post/#top", "/news", 302));
    expect(result).toMatchObject({ ok: true, row: { from_path: "/2019/05/old-post", to_path: "/news", status: 302, automatic: false, hits: 0 } });
    expect(events.map((event) => [event.action, event.entity, event.summary])).toEqual([
      ["create", "redirect", "Created redirect /2019/05/old-post → /news"],
    ]);
    expect(normalizeFromPath("/a%20b/?x=1")).toBe("/a b?x=1");
  });

  it("collapses chains both ways: A→B then B→C makes A→C", async () => {
    expect((await add("/chain-a", "/chain-b")).ok).toBe(true);
    expect((await add("/chain-b", "/chain-c")).ok).toBe(true);
    expect(await target("/chain-a")).toBe("/chain-c");
    expect((await add("/chain-z", "/chain-a")).ok).toBe(true);
    expect(await target("/chain-z")).toBe("/chain-c");
  });

  it("refuses a loop, naming it", async () => {
    await add("/loop-a", "/loop-b");
    const result = await add("/loop-b", "/loop-a/");
    expect(result).toMatchObject({ ok: false, status: 422, fieldErrors: { to: ["This redirect would loop: /loop-b → /loop-a/ → /loop-b"] } });
    expect(await add("/loop-self", "/loop-self/")).toMatchObject({ ok: false, fieldErrors: { to: ["This redirect would loop: /loop-self → /loop-self"] } });
  });

  it("refuses a loop through a query string, with the query or without it, naming it", async () => {
    expect((await add("/qa", "/qb")).ok).toBe(true);
    expect(await add("/qb?x=1", "/qa?x=1")).toMatchObject({ ok: false, status: 422, fieldErrors: { to: ["This redirect would loop: /qb?x=1 → /qa?x=1 → /qb?x=1"] } });
    // The other order: the bare redirect is the one that closes it.
    expect((await add("/qc?x=1", "/qd?x=1")).ok).toBe(true);
    expect(await add("/qd", "/qc")).toMatchObject({ ok: false, fieldErrors: { to: ["This redirect would loop: /qd?x=1 → /qc?x=1 → /qd?x=1"] } });
    // Both with the query.
    expect((await add("/qe?x=1", "/qf?x=1")).ok).toBe(true);
    expect(await add("/qf?x=1", "/qe?x=1")).toMatchObject({ ok: false, fieldErrors: { to: ["This redirect would loop: /qf?x=1 → /qe?x=1 → /qf?x=1"] } });
    // A bare target whose path redirects only for another query is no loop.
    expect((await add("/qg", "/qh")).ok).toBe(true);
    expect((await add("/qh?x=1", "/qg?y=2")).ok).toBe(true);
    // An edit is judged without the redirect it replaces.
    const saved = await add("/qi", "/qj");
    expect((await add("/qj?x=1", "/elsewhere")).ok).toBe(true);
    if (!saved.ok) throw new Error("not saved");
    const edited = await redirects.update(db(), { actor, ip: TEST_IP, id: saved.row.id, input: redirectSchema.parse({ from_path: "/qelsewhere", to: "/qj", status: 301 }) });
    expect(edited.ok).toBe(true);
  });

  it("refuses a redirect from a path that serves a live page, or from outside the public site", async () => {
    await addContent(pages, { title: "About the firm", status: "published" });
    expect(await add("/about-the-firm/", "/news")).toMatchObject({
      ok: false,
      fieldErrors: { from_path: ["/about-the-firm shows the page “About the firm”: a redirect from it would never be used"] },
    });
    expect(await add("/news", "/")).toMatchObject({ ok: false, fieldErrors: { from_path: [expect.stringContaining("the news list")] } });
    expect(await add("/admin/old", "/")).toMatchObject({ ok: false, fieldErrors: { from_path: [expect.stringContaining("/admin")] } });
    // A draft page does not answer: its path may redirect.
    await addContent(pages, { title: "Unfinished", status: "draft" });
    expect((await add("/unfinished", "/news")).ok).toBe(true);
  });

  it("on a site in two languages, refuses one from a live German address and takes one from a German address that answers 404", async () => {
    process.env.SITE_LOCALES = "en,de";
    resetEnvCache();
    onTestFinished(() => {
      delete process.env.SITE_LOCALES;
      resetEnvCache();
    });
    const page = await addContent(pages, { title: "Our story", status: "published" });
    await db().insertInto("page_translation").values({ page_id: page.id, locale: "de", title: "Unsere Geschichte", slug: "unsere-geschichte", source_version: 1, status: "published" }).execute();
    expect(await add("/de/unsere-geschichte", "/de")).toMatchObject({
      ok: false,
      fieldErrors: { from_path: ["/de/unsere-geschichte shows the page “Unsere Geschichte” in German: a redirect from it would never be used"] },
    });
    expect(await add("/de/news", "/de")).toMatchObject({ ok: false, fieldErrors: { from_path: ["/de/news shows the news list in German: a redirect from it would never be used"] } });
    // The English slug under /de is not the page there.
    expect((await add("/de/our-story", "/de/unsere-geschichte")).ok).toBe(true);
  });

  it("refuses a second redirect from the same path, and takes https addresses only", async () => {
    await add("/twice", "/news");
    expect(await add("/twice/", "/")).toMatchObject({ ok: false, fieldErrors: { from_path: ["A redirect from /twice already exists"] } });
    expect(redirectSchema.safeParse({ from_path: "/x", to: "http://example.com" }).success).toBe(false);
    expect(redirectSchema.safeParse({ from_path: "/x", to: "javascript:alert(1)" }).success).toBe(false);
    expect(redirectSchema.safeParse({ from_path: "x", to: "/" }).success).toBe(false);
    expect(redirectSchema.safeParse({ from_path: "//evil.example", to: "/" }).success).toBe(false);
    expect(redirectSchema.parse({ from_path: "/x", to: "https://example.com/new" })).toEqual({ from_path: "/x", to: "https://example.com/new", status: 301 });
  });

  it("edits and deletes; an edited automatic redirect becomes manual", async () => {
    const page = await addContent(pages, { title: "Moving page", status: "published" });
    await editContent(pages, page, { slug: "moved-page" });
    const automatic = await getRedirectFrom(db(), "/moving-page");
    expect(automatic).toMatchObject({ to_path: "/moved-page", automatic: true, status: 301 });
    const edited = await redirects.update(db(), {
      actor, ip: TEST_IP, id: automatic!.id, input: redirectSchema.parse({ from_path: "/moving-page", to: "/moved-page", status: 302 }),
    });
    expect(edited).toMatchObject({ ok: true, row: { automatic: false, status: 302 } });
    expect(await redirects.remove(db(), { actor, ip: TEST_IP, id: automatic!.id })).toEqual({ ok: true });
    expect(await redirects.remove(db(), { actor, ip: TEST_IP, id: automatic!.id })).toMatchObject({ ok: false, status: 404 });
  });

  it("a manual redirect to a page whose slug then changes follows it", async () => {
    const page = await addContent(pages, { title: "Target page", status: "published" });
    await add("/old-target", "/target-page");
    await editContent(pages, page, { slug: "target-page-renamed" });
    expect(await target("/old-target")).toBe("/target-page-renamed");
  });
});
