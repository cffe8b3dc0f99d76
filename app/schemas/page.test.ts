import { pageSchema } from "./page";
import { parseJson } from "./parse";

describe("page schema", () => {
  it("accepts a menu page", () => {
    expect(parseJson(pageSchema, { title: "About us", slug: "about-us", show_in_menu: true })).toEqual({
      success: true,
      data: { title: "About us", slug: "about-us", show_in_menu: true },
    });
  });

  it.each(["admin", "api", "media", "news", "login", "healthz", "build", "assets", "search"])("refuses the reserved slug %s", (slug) => {
    const result = parseJson(pageSchema, { title: "T", slug });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ slug: ["This slug is reserved"] });
  });
});
