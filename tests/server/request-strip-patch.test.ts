import { createRequire } from "node:module";

// The server's loaders and actions get the page's own Request when there is no
// Remix parameter (index, _data, _routes) to take out of its URL, instead of a
// copy built twice per loader (patches/README.md). With one, they get a copy without it.
type LoaderArgs = { request: Request; context: unknown; params: Record<string, string> };
type Data = {
  callRouteLoader: (options: {
    loadContext: unknown;
    loader: (args: LoaderArgs) => unknown;
    params: Record<string, string>;
    request: Request;
    routeId: string;
    singleFetch: boolean;
  }) => Promise<unknown>;
};

const require = createRequire(import.meta.url);
const data = require("@remix-run/server-runtime/dist/data.js") as Data;

async function requestSeenByLoader(request: Request): Promise<Request> {
  let seen: Request | undefined;
  await data.callRouteLoader({
    loadContext: {},
    loader: ({ request: given }) => {
      seen = given;
      return null;
    },
    params: {},
    request,
    routeId: "routes/test",
    singleFetch: false,
  });
  if (!seen) throw new Error("the loader did not run");
  return seen;
}

describe("Remix's request given to loaders", () => {
  it("is the page's own request when its URL has nothing to strip", async () => {
    for (const url of ["http://localhost/", "http://localhost/news?page=2", "http://localhost/search?q=index"]) {
      const request = new Request(url);
      expect(await requestSeenByLoader(request)).toBe(request);
    }
  });

  it("is a copy without Remix's parameters when the URL has them", async () => {
    const cases = [
      ["http://localhost/news?index&page=2", "http://localhost/news?page=2"],
      ["http://localhost/news?_data=routes%2Fnews&page=2", "http://localhost/news?page=2"],
      ["http://localhost/news?index=&_data=routes%2Fnews", "http://localhost/news"],
    ];
    for (const [url, expected] of cases) {
      const request = new Request(url, { headers: { "x-test": "kept" } });
      const seen = await requestSeenByLoader(request);
      expect(seen).not.toBe(request);
      expect(seen.url).toBe(expected);
      expect(seen.headers.get("x-test")).toBe("kept");
    }
  });

  it("keeps an index parameter that has a value", async () => {
    const seen = await requestSeenByLoader(new Request("http://localhost/list?index=3&index"));
    expect(seen.url).toBe("http://localhost/list?index=3");
  });
});
