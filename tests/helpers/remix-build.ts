import { createRequestHandler, type ServerBuild } from "@remix-run/node";

type ServerRouteModule = ServerBuild["routes"][string]["module"];
/** A route module; resource routes have no component. */
type TestRouteModule = Omit<ServerRouteModule, "default"> & { default?: ServerRouteModule["default"] };

/**
 * A Remix request handler over a hand-made server build: the real
 * app/entry.server.tsx and app/root.tsx plus the route modules a test names, so
 * a test exercises Remix's own routing and document rendering without a
 * compile step (and without depending on every other route of the app).
 */

export interface TestRoute {
  /** The id Remix derives from the file name, e.g. "routes/api.login". */
  id: string;
  /** The URL path the flat-route file name stands for, e.g. "api/login". */
  path?: string;
  index?: boolean;
  parentId?: string;
  module: TestRouteModule;
}

export async function remixHandler(routes: TestRoute[]) {
  const handler = createRequestHandler(await remixBuild(routes), "production");
  return (request: Request) => handler(request, { clientIp: "127.0.0.1" });
}

/** The build itself, for a test that serves it another way (through Express, say). */
export async function remixBuild(routes: TestRoute[]): Promise<ServerBuild> {
  const root = (await import("~/root")) as unknown as ServerRouteModule;
  const entry = await import("~/entry.server");
  const all: TestRoute[] = [{ id: "root", path: "", module: root }, ...routes];

  const serverRoutes: ServerBuild["routes"] = {};
  const assetRoutes: ServerBuild["assets"]["routes"] = {};
  for (const route of all) {
    const parentId = route.id === "root" ? undefined : (route.parentId ?? "root");
    const module = route.module as ServerRouteModule;
    serverRoutes[route.id] = { id: route.id, parentId, path: route.path, index: route.index, module };
    assetRoutes[route.id] = {
      id: route.id,
      parentId,
      path: route.path,
      index: route.index,
      module: `/build/${route.id}.js`,
      imports: [],
      hasAction: Boolean(route.module.action),
      hasLoader: Boolean(route.module.loader),
      hasClientAction: false,
      hasClientLoader: false,
      hasErrorBoundary: Boolean(route.module.ErrorBoundary),
    };
  }

  const build: ServerBuild = {
    mode: "production",
    entry: { module: entry },
    routes: serverRoutes,
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/build/manifest-test.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_lazyRouteDiscovery: true,
      v3_singleFetch: false,
    },
    isSpaMode: false,
  };
  return build;
}
