import type { ServerBuild } from "@remix-run/node";

/**
 * Remix 2 ranks every route of the build and compiles each pattern again on
 * each of the four matches a page makes (docs/deploy.md#where-a-miss-goes), so
 * the site's pages are served from a build that holds only the routes their
 * URLs can reach: without the admin's and the API's, about a fifth of the tree. The
 * admin, the API and Remix's route discovery (`/__manifest`, which answers for
 * any URL) keep the whole build.
 */

/** First path segments whose URLs the whole build answers: the admin's, the API's and route discovery's. */
const WHOLE_BUILD_SEGMENTS = ["admin", "api", "__manifest"];

/**
 * Remix matches paths without regard to case and after decoding them, so the
 * first segment is compared the same way; one that cannot be decoded, or that
 * merely starts like `admin` or `api`, takes the whole build, which answers
 * every URL as before.
 */
export function needsWholeBuild(pathname: string): boolean {
  const first = pathname.split("/").find(Boolean);
  if (first === undefined) return false;
  let segment: string;
  try {
    segment = decodeURIComponent(first).toLowerCase();
  } catch {
    return true;
  }
  return WHOLE_BUILD_SEGMENTS.some((prefix) => segment.startsWith(prefix));
}

function firstSegmentOf(build: ServerBuild, routeId: string): string | undefined {
  const segments: string[] = [];
  let route: ServerBuild["routes"][string] | undefined = build.routes[routeId];
  for (; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    if (route.path) segments.unshift(...route.path.split("/").filter(Boolean));
  }
  return segments[0];
}

/** The build without the routes whose URLs all need the whole build; the same modules and assets otherwise. */
export function siteBuild(build: ServerBuild): ServerBuild {
  const kept = Object.keys(build.routes).filter((id) => {
    const first = firstSegmentOf(build, id);
    // An optional first segment (`admin?/…`) also matches URLs without it.
    return first === undefined || first.endsWith("?") || !needsWholeBuild(`/${first}`);
  });
  return {
    ...build,
    routes: Object.fromEntries(kept.map((id) => [id, build.routes[id]])),
    assets: { ...build.assets, routes: Object.fromEntries(kept.map((id) => [id, build.assets.routes[id]])) },
  };
}
