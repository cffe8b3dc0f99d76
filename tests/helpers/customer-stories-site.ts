import { remixHandler, type TestRoute } from "./remix-build";

/**
 * The public site with the customer stories' pages, for their route tests: the
 * real root, public layout, the two pages, the solution and product pages they
 * link to and the not-found page, over a hand-made build (see public-site.ts).
 */
export async function customerStoriesSiteHandler() {
  const route = async (id: string, path: string | undefined, load: () => Promise<unknown>, extra: Partial<TestRoute> = {}) =>
    ({ id, path, module: (await load()) as TestRoute["module"], ...extra }) satisfies TestRoute;
  const layout = { parentId: "routes/_public" };
  const routes: TestRoute[] = await Promise.all([
    route("routes/_public", undefined, () => import("~/routes/_public")),
    route("routes/_public.customer-stories._index", "customer-stories", () => import("~/routes/_public.customer-stories._index"), {
      ...layout,
      index: true,
    }),
    route("routes/_public.customer-stories.$slug", "customer-stories/:slug", () => import("~/routes/_public.customer-stories.$slug"), layout),
    route("routes/_public.solution-details.$slug", "solution-details/:slug", () => import("~/routes/_public.solution-details.$slug"), layout),
    route("routes/_public.product-details.$slug", "product-details/:slug", () => import("~/routes/_public.product-details.$slug"), layout),
    route("routes/_public.$", "*", () => import("~/routes/_public.$"), layout),
  ]);
  const handle = await remixHandler(routes);
  return (path: string, init: { cookie?: string; headers?: Record<string, string> } = {}) => {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    return handle(new Request(`http://localhost${path}`, { headers }));
  };
}
