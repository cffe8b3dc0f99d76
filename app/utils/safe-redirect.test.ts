import { pathWithQuery, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it.each(["/", "/account", "/news-details/launch?x=1#top", "/admin/edit-service/7"])("keeps %s", (to) => {
    expect(safeRedirect(to, "/fallback")).toBe(to);
  });

  it.each([
    ["protocol-relative", "//evil.example"],
    ["backslash", "/\\evil.example"],
    ["backslash later", "/a\\b"],
    ["absolute http", "https://evil.example/"],
    ["javascript", "javascript:alert(1)"],
    ["relative", "account"],
    ["tab", "/\t/evil.example"],
    ["newline", "/x\nSet-Cookie: a=b"],
    ["nul", "/x\u0000"],
    ["delete char", "/x\u007f"],
    ["empty", ""],
  ])("refuses %s", (_label, to) => {
    expect(safeRedirect(to, "/fallback")).toBe("/fallback");
  });

  it("falls back for missing values and files", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined, "/admin/dashboard")).toBe("/admin/dashboard");
    expect(safeRedirect(new File(["x"], "x.txt"), "/f")).toBe("/f");
  });
});

describe("pathWithQuery", () => {
  it("drops the origin and keeps the query", () => {
    expect(pathWithQuery("https://site.test/news-details/a?b=1")).toBe("/news-details/a?b=1");
  });
});
