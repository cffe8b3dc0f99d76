import { Link as RemixLink, NavLink as RemixNavLink } from "@remix-run/react";
import fc from "fast-check";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { isPlainPath, Link, NavLink } from "./link";

/** Renders `element` on the server as a page at `url` would, inside the router. */
async function renderAt(url: string, element: ReactElement): Promise<string> {
  const routes = [{ path: "*", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />);
}

/** Written directly on the server. */
const PLAIN_PATHS = [
  "/",
  "/news",
  "/news/",
  "/news?page=2",
  "/news#latest",
  "/solutions/cloud-infrastructure",
  "/product-details/sensor-hub-s4",
  "/Über-uns",
  "/a b",
];
/** Left to Remix: relative, rewritten by the router, or on another site. */
const REWRITTEN_PATHS = [
  "/news/../contact-us",
  "./relative",
  "relative",
  "//example.com/x",
  "/x//y",
];
const PATHS = [...PLAIN_PATHS, ...REWRITTEN_PATHS];
const LOCATIONS = ["/", "/news", "/news/2026-launch", "/NEWS", "/solutions/cloud-infrastructure", "/%C3%9Cber-uns", "/a%20b"];

// React Router warns when it normalises a doubled slash; the fallback case below asks it to.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("Link written on the server", () => {
  it.each(PATHS)("is Remix's link, byte for byte: %s", async (to) => {
    for (const props of [{}, { className: "button", rel: "next" }, { "aria-label": "Read more", prefetch: "intent" as const }]) {
      const ours = await renderAt("/news", <Link to={to} {...props}>Go</Link>);
      const remix = await renderAt("/news", <RemixLink to={to} {...props}>Go</RemixLink>);
      expect(ours).toBe(remix);
    }
  });
});

describe("NavLink written on the server", () => {
  it.each(LOCATIONS)("is Remix's NavLink, active where it is, at %s", async (location) => {
    // React Router's NavLink cannot take a protocol-relative URL at all.
    for (const to of PATHS.filter((path) => !path.startsWith("//"))) {
      for (const end of [false, true]) {
        const ours = await renderAt(location, <NavLink to={to} end={end}>Go</NavLink>);
        const remix = await renderAt(location, <RemixNavLink to={to} end={end}>Go</RemixNavLink>);
        expect(ours, `${to} at ${location}${end ? ", end" : ""}`).toBe(remix);
      }
    }
  });

  it("marks the current section and leaves the others alone", async () => {
    const html = await renderAt("/news/2026-launch", <>
      <NavLink to="/news">News</NavLink>
      <NavLink to="/contact-us">Contact</NavLink>
    </>);
    expect(html).toContain('<a data-discover="true" aria-current="page" class="active" href="/news">News</a>');
    expect(html).toContain('<a data-discover="true" class="" href="/contact-us">Contact</a>');
  });
});

describe("isPlainPath", () => {
  it("takes only absolute paths the router would not rewrite", () => {
    expect(PATHS.filter(isPlainPath)).toEqual(PLAIN_PATHS);
  });

  it("writes the same link as Remix for any path it takes", async () => {
    const segment = fc.stringMatching(/^[a-z0-9.~-]{1,8}$/);
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean(), async (segments, trailing) => {
        const to = "/" + segments.join("/") + (trailing ? "/" : "");
        if (!isPlainPath(to)) return;
        const at = "/" + segments[0];
        expect(await renderAt(at, <NavLink to={to}>x</NavLink>)).toBe(await renderAt(at, <RemixNavLink to={to}>x</RemixNavLink>));
        expect(await renderAt(at, <Link to={to}>x</Link>)).toBe(await renderAt(at, <RemixLink to={to}>x</RemixLink>));
      }),
      { numRuns: 200 },
    );
  });
});
