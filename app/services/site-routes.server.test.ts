import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/node";
import { remixBuild, type TestRoute } from "../../tests/helpers/remix-build";
import { needsWholeBuild, siteBuild } from "./site-routes.server";

// The shapes of the app's tree: pathless layouts, nested and absolute admin and
// API routes, a route whose first segment is a parameter, splats, an optional segment.
const page = { default: () => null };
const ROUTES: TestRoute[] = [
  { id: "routes/_public", module: page },
  { id: "routes/_public._index", parentId: "routes/_public", index: true, module: page },
  { id: "routes/_public.news._index", parentId: "routes/_public", path: "news", index: true, module: page },
  { id: "routes/_public.$slug", parentId: "routes/_public", path: ":slug", module: page },
  { id: "routes/_public.$", parentId: "routes/_public", path: "*", module: page },
  { id: "routes/admin", path: "admin", module: page },
  { id: "routes/admin._index", parentId: "routes/admin", index: true, module: page },
  { id: "routes/admin.blog", parentId: "routes/admin", path: "blog", module: page },
  { id: "routes/admin_.login", path: "admin/login", module: page },
  { id: "routes/api.admin.users", path: "api/admin/users", module: {} },
  { id: "routes/api.admin.users.$id", parentId: "routes/api.admin.users", path: ":id", module: {} },
  { id: "routes/api.$", path: "api/*", module: {} },
  { id: "routes/($lang).about", path: ":lang?/about", module: page },
  { id: "routes/(admin).help", path: "admin?/help", module: page },
  { id: "routes/sitemap[.]xml", path: "sitemap.xml", module: {} },
];

function routeTree(build: ServerBuild, parentId?: string): AgnosticRouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => ({ id: route.id, path: route.path, index: route.index, children: routeTree(build, route.id) }) as AgnosticRouteObject);
}

function matchedIds(build: ServerBuild, pathname: string): string[] | undefined {
  return matchRoutes(routeTree(build), pathname)?.map((match) => match.route.id!);
}

describe("site routes", () => {
  it("leaves out the routes under /admin and /api, with their children, and keeps the rest", async () => {
    const site = siteBuild(await remixBuild(ROUTES));
    expect(Object.keys(site.routes)).toEqual([
      "root",
      "routes/_public",
      "routes/_public._index",
      "routes/_public.news._index",
      "routes/_public.$slug",
      "routes/_public.$",
      "routes/($lang).about",
      "routes/(admin).help",
      "routes/sitemap[.]xml",
    ]);
    expect(Object.keys(site.assets.routes)).toEqual(Object.keys(site.routes));
  });

  it("matches every URL it is given to the same routes as the whole build", async () => {
    const whole = await remixBuild(ROUTES);
    const site = siteBuild(whole);
    const urls = [
      "/", "/news", "/news/", "/NEWS", "/about-us", "/en/about", "/about", "/help", "/sitemap.xml",
      "/x/y/z", "/%61bout", "//", "/news%2Fx",
    ];
    for (const url of urls) {
      expect(needsWholeBuild(url), url).toBe(false);
      expect(matchedIds(site, url), url).toEqual(matchedIds(whole, url));
    }
  });

  it("sends the admin, the API and route discovery to the whole build, in any case or spelling", () => {
    for (const url of ["/admin", "/admin/", "/Admin/Blog", "/%61dmin/login", "//admin", "/api/admin/users/1", "/API", "/admin/help", "/apis", "/administrator", "/__manifest", "/%E0%A4%A"]) {
      expect(needsWholeBuild(url), url).toBe(true);
    }
  });
});
