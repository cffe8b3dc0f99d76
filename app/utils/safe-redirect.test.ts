import fc from "fast-check";
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

  it.each([
    ["line separator", "/\u2028/x"],
    ["paragraph separator", "/x\u2029"],
    ["next line (NEL)", "/x\u0085y"],
    ["carriage return", "/x\r"],
    ["C1 control", "/x\u009b"],
  ])("refuses a %s", (_label, to) => {
    expect(safeRedirect(to, "/fallback")).toBe("/fallback");
  });

  it("percent-encodes spaces and non-ASCII, so the path fits a Location header", () => {
    expect(safeRedirect("/news-details/café?q=a b")).toBe("/news-details/caf%C3%A9?q=a%20b");
    expect(safeRedirect("/日本")).toBe("/%E6%97%A5%E6%9C%AC");
    expect(safeRedirect("/x\uD800")).toBe("/x%EF%BF%BD");
  });

  it("answers a path a Location header can carry and that stays on the site, for any input", () => {
    const characters = fc.oneof(
      fc.constantFrom("\u2028", "\u2029", "\u0085", "\r", "\n", "\t", "\u0000", "\u007f", "\u009f", "\uFEFF", "\uD800", "/", "\\", "?", "#", " ", "é", "日"),
      fc.string({ unit: "binary", maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(characters, { maxLength: 8 }), (parts) => {
        const to = safeRedirect(`/${parts.join("")}`, "/fallback");
        expect(() => new Headers({ Location: to })).not.toThrow();
        expect(to).toMatch(/^\/(?![/\\])/);
        expect(to).toMatch(/^[\u0021-\u007e]+$/);
      }),
    );
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
