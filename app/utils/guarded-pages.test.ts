import { isGuardedPath } from "./guarded-pages";

describe("isGuardedPath", () => {
  it("names the detail pages and the certificates page, nothing else", () => {
    for (const path of ["/solution-details/cloud-migration", "/product-details/x?preview=1", "/news-details/a-b", "/certificates", "/certificates?x=1", "/de/certificates", "/de-at/certificates#top"]) {
      expect(isGuardedPath(path), path).toBe(true);
    }
    for (const path of ["/", "/solutions/cloud", "/news", "/certificates-of-origin", "/de/certificates-of-origin", "/de/about/certificates", "/news-details/", "https://evil.example/news-details/x"]) {
      expect(isGuardedPath(path), path).toBe(false);
    }
  });
});
