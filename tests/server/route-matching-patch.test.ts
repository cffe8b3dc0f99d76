import { createRequire } from "node:module";
import fc from "fast-check";

// The server loads the router's CommonJS build, which patches/ changes so that a route
// tree is ranked once, each pattern compiled once and the matches of recent paths kept (patches/README.md). The UMD build
// in the same package is the router as published: both must match every path alike.
type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route };
type Router = { matchRoutes: (routes: Route[], pathname: string, basename?: string) => Match[] | null };

const require = createRequire(import.meta.url);
const patched = require("@remix-run/router") as Router;
const published = require("@remix-run/router/dist/router.umd.js") as Router;

const SEGMENTS = ["news", "News", "admin", "a", "b", "en", ":slug", ":id", ":lang?", "*", "files/*", "a/:id", "café", "x-y"];

function routeTree(): fc.Arbitrary<Route[]> {
  const route: fc.Memo<Route> = fc.memo((depth) =>
    fc
      .record({
        kind: fc.constantFrom("path", "path", "index", "layout"),
        path: fc.constantFrom(...SEGMENTS),
        caseSensitive: fc.boolean(),
        children: depth > 1 ? fc.array(route(depth - 1), { maxLength: 4 }) : fc.constant<Route[]>([]),
      })
      .map(({ kind, path, caseSensitive, children }): Route => {
        if (kind === "index") return { id: "", index: true };
        return { id: "", caseSensitive, ...(kind === "path" ? { path } : {}), children };
      }),
  );
  return fc.array(route(3), { minLength: 1, maxLength: 6 }).map((routes) => numbered(routes, "r"));
}

/** Gives each route a unique id, so that matches can be compared by id. */
function numbered(routes: Route[], prefix: string): Route[] {
  return routes.map((route, index) => {
    const id = `${prefix}${index}`;
    return { ...route, id, children: route.children ? numbered(route.children, `${id}.`) : undefined };
  });
}

const pathname = fc
  .array(fc.constantFrom("news", "NEWS", "admin", "a", "b", "en", "42", "caf%C3%A9", "café", "x-y", "files", "", "a%2Fb"), {
    maxLength: 5,
  })
  .map((segments) => "/" + segments.join("/"));

/** What a match says, with routes named by id. */
function described(matches: Match[] | null) {
  return matches?.map((match) => ({ ...match, route: match.route.id })) ?? null;
}

describe("route matching on the server", () => {
  it("matches every path as the published router does, also when the tree is matched again", () => {
    fc.assert(
      fc.property(routeTree(), fc.array(pathname, { minLength: 1, maxLength: 4 }), (routes, pathnames) => {
        for (const path of [...pathnames, ...pathnames]) {
          expect(described(patched.matchRoutes(routes, path))).toEqual(described(published.matchRoutes(routes, path)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("ranks a tree once: a route added to it afterwards is not seen, as the server never changes its routes", () => {
    const routes: Route[] = [{ id: "root", path: "/", children: [{ id: "news", path: "news" }] }];
    expect(patched.matchRoutes(routes, "/news")?.map((match) => match.route.id)).toEqual(["root", "news"]);

    routes[0].children!.push({ id: "about", path: "about" });
    expect(patched.matchRoutes(routes, "/about")).toBeNull();
    expect(published.matchRoutes(routes, "/about")?.map((match) => match.route.id)).toEqual(["root", "about"]);
  });

  it("gives each caller matches of its own, sharing one params object as the published router does", () => {
    const routes: Route[] = [{ id: "root", path: "/", children: [{ id: "news", path: "news/:slug" }] }];
    // Matched, then matched again: each caller changes what it was given.
    for (const given of [patched.matchRoutes(routes, "/news/hello")!, patched.matchRoutes(routes, "/news/hello")!]) {
      expect(given[0].params).toBe(given[1].params);
      given[1].params.slug = "changed";
      given[1].pathname = "/changed";
    }

    const second = patched.matchRoutes(routes, "/news/hello")!;
    expect(second.map((match) => [match.pathname, match.params.slug])).toEqual([["/", "hello"], ["/news/hello", "hello"]]);
    expect(second[0].params).toBe(second[1].params);
  });

  it("keeps matches per path after the basename is taken off", () => {
    const routes: Route[] = [{ id: "root", path: "/", children: [{ id: "news", path: "news" }] }];
    expect(patched.matchRoutes(routes, "/site/news", "/site")?.map((match) => match.route.id)).toEqual(["root", "news"]);
    expect(patched.matchRoutes(routes, "/site/news")).toBeNull();
    expect(patched.matchRoutes(routes, "/news")?.map((match) => match.route.id)).toEqual(["root", "news"]);
  });
});
