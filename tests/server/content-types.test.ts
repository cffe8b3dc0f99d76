import path from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { matchRoutes } from "@remix-run/router";
import { CONTENT_TYPES, tagOf, type ContentType } from "~/content-types";
import { db } from "~/db/db.server";
import { addItemOf } from "~/models/declared-items.test-support";
import { insertMedia } from "~/models/fixtures.test-support";
import { searchPublished } from "~/models/search.server";
import { getSitemapEntries } from "~/models/public-sitemap.server";
import { cachedForVisitors, configureCaches } from "~/services/cache/tagged-cache.server";
import { getResource } from "~/services/content/registry.server";
import { revisionCount } from "~/services/content/revisions.server";
import remixConfig from "../../remix.config.js";
import { createTestUser, sessionCookieFor } from "../helpers/auth";
import { fixtureContext } from "../helpers/content";

/**
 * Every declared content type, walked through what its declaration promises:
 * its admin screens and public page answer at the paths it declares, a write
 * drops what was cached under its tag, and it is in revisions, the trash, the
 * site search and the sitemap exactly as its flags say. A new type is checked
 * here without a line of its own.
 */

const APP_DIRECTORY = path.resolve(__dirname, "../../app");
type Manifest = ReturnType<typeof flatRoutes>;
type RouteObject = Parameters<typeof matchRoutes>[0][number];
type Loader = (args: { request: Request; params: object; context: object }) => unknown;

const manifest: Manifest = flatRoutes(APP_DIRECTORY, remixConfig.ignoredRouteFiles ?? []);

function childrenOf(parentId: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => (route.parentId ?? "root") === parentId)
    .map((route): RouteObject => (route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: childrenOf(route.id) }));
}
const tree: RouteObject[] = [{ id: "root", path: "", children: childrenOf("root") }];

/** The status of what the route Remix would pick for `url` answers to a GET, as its loader gives it. */
async function statusAt(url: string, cookie?: string): Promise<number> {
  const { pathname } = new URL(url, "http://localhost");
  const matches = matchRoutes(tree, pathname) ?? [];
  const leaf = matches[matches.length - 1];
  if (!leaf || leaf.route.id === "root" || leaf.route.path === "*") return 404;
  const module = (await import(/* @vite-ignore */ path.join(APP_DIRECTORY, manifest[leaf.route.id!].file))) as { loader?: Loader };
  const request = new Request(new URL(url, "http://localhost"), { headers: cookie ? { Cookie: cookie } : {} });
  try {
    const answer = await module.loader?.({ request, params: leaf.params, context: { clientIp: "127.0.0.1" } });
    return answer instanceof Response ? answer.status : 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

/** What an item of the type needs besides its title: a required picture, and a live state. */
async function liveValues(type: ContentType): Promise<Record<string, unknown>> {
  const pictures = Object.fromEntries(await Promise.all(type.media.filter((column) => column.required).map(async (column) => [column.column, await insertMedia(db())])));
  const live = type.publishing === "status" ? { status: "published" } : type.publishing === "is_published" ? { is_published: true } : {};
  return { ...pictures, ...live };
}

/** Types whose items are made with a create command; media arrive as uploads and messages from the contact form. */
const CREATED = CONTENT_TYPES.filter((type) => getResource(type.resource)?.create && type.resource !== "media");

let adminCookie: string;
beforeAll(async () => {
  const admin = await createTestUser("admin");
  adminCookie = await sessionCookieFor(admin.id, "admin");
});

describe.each(CREATED.map((type) => [type.resource, type] as const))("the content type %s", (_, type) => {
  it("answers at the admin and public paths its declaration gives", async () => {
    const item = await addItemOf(type, await liveValues(type));
    const screens = [type.admin.list, type.admin.edit(item.id), ...("create" in type.admin ? [type.admin.create] : [])];
    for (const screen of screens) expect([screen, await statusAt(screen, adminCookie)]).toEqual([screen, 200]);
    if ("public" in type) {
      const page = type.public.path(String(item.slug));
      // Behind the details guard a visitor is sent to sign in; an admin sees the page.
      expect([page, await statusAt(page, adminCookie)]).toEqual([page, 200]);
    }
  });

  it("drops what was cached under its tag when one of its items is written", async () => {
    configureCaches({ enabled: true, clock: Date.now, db: db() });
    try {
      const item = await addItemOf(type, await liveValues(type));
      let loads = 0;
      const load = async () => ++loads;
      const visitor = () => new Request("http://localhost/");
      await cachedForVisitors(visitor(), `walk:${type.resource}`, [tagOf(type)], load);
      await cachedForVisitors(visitor(), `walk:${type.resource}`, [tagOf(type)], load);
      expect(loads).toBe(1);
      const renamed = await getResource(type.resource)!.update!(db(), {
        ...(await fixtureContext()),
        id: item.id,
        version: Number(item.version),
        input: { [type.titleColumn]: "Renamed" },
      });
      expect(renamed.ok).toBe(true);
      await cachedForVisitors(visitor(), `walk:${type.resource}`, [tagOf(type)], load);
      expect(loads).toBe(2);
    } finally {
      configureCaches({ enabled: false, clock: Date.now });
    }
  });

  it("keeps revisions and goes to the trash as its flags say", async () => {
    const item = await addItemOf(type, await liveValues(type));
    const ref = { resource: type.resource, recordId: String(item.id) };
    expect(await revisionCount(db(), ref) > 0).toBe(type.revisioned);
    const removed = await getResource(type.resource)!.remove(db(), { ...(await fixtureContext()), id: item.id });
    expect(removed.ok).toBe(true);
    const trashed = await db().selectFrom("trash").select("id").where("resource", "=", type.resource).where("record_id", "=", item.id).executeTakeFirst();
    expect(trashed !== undefined).toBe(type.trashable);
  });

  it("is found by the site search and listed in the sitemap as its flags say", async () => {
    const word = `walk${type.table.replaceAll("_", "")}word`;
    const item = await addItemOf(type, { ...(await liveValues(type)), [type.titleColumn]: `The ${word}` });
    const hits = await searchPublished(db(), { q: word, page: 1, guardOn: true });
    expect(hits.items.some((hit) => hit.title === `The ${word}`)).toBe("search" in type);
    const entries = await getSitemapEntries(db(), { detailsGuarded: false });
    const listed = "public" in type && entries.some((entry) => entry.path === type.public.path(String(item.slug)));
    expect(listed).toBe(type.sitemap);
  });
});

it("walks every type the list declares that a command can create", () => {
  expect(CREATED.map((type) => type.resource)).toEqual(CONTENT_TYPES.map((type) => type.resource).filter((name) => name !== "media" && name !== "contact-messages"));
});
