import path from "node:path";
import { UNSAFE_flatRoutes as flatRoutes } from "@remix-run/dev";
import { matchRoutes } from "@remix-run/router";
import remixConfig from "../../remix.config.js";
import { remixHandler, type TestRoute } from "../helpers/remix-build";

/**
 * A Remix request handler over the app's real API routes: the route manifest
 * is the one the Remix compiler makes from app/routes (flat routes, the
 * ignore patterns of remix.config.js), narrowed to the API's files, so path
 * matching (letter case, trailing slashes, static over dynamic segments,
 * `$resource/$id` nesting) is Remix's own.
 */

const APP_DIRECTORY = path.resolve(__dirname, "../../app");
const IGNORED = remixConfig.ignoredRouteFiles ?? [];

/** The route ids and paths the compiler would produce for the API's files. */
export function apiRouteManifest() {
  const manifest = flatRoutes(APP_DIRECTORY, IGNORED);
  return Object.values(manifest).filter((route) => /^routes\/(api[.[]|sanctum\.)/.test(route.id));
}

export async function apiHandler(): Promise<(request: Request) => Promise<Response>> {
  const routes: TestRoute[] = [];
  for (const route of apiRouteManifest()) {
    const module = await import(/* @vite-ignore */ path.join(APP_DIRECTORY, route.file));
    routes.push({ id: route.id, path: route.path, index: route.index, parentId: route.parentId, module });
  }
  return remixHandler(routes);
}

type RouteObject = Parameters<typeof matchRoutes>[0][number];

/** The id of the route Remix picks for a path among the API's routes (the deepest match). */
export function apiRouteIdFor(pathname: string): string | undefined {
  const manifest = apiRouteManifest();
  const build = (parentId: string): RouteObject[] =>
    manifest
      .filter((route) => (route.parentId ?? "root") === parentId)
      .map((route): RouteObject =>
        route.index ? { id: route.id, path: route.path, index: true } : { id: route.id, path: route.path, children: build(route.id) },
      );
  const matches = matchRoutes([{ id: "root", path: "", children: build("root") }], pathname);
  return matches?.at(-1)?.route.id;
}
