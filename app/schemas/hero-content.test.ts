import { heroContentSchema } from "./hero-content";
import { parseJson } from "./parse";

describe("hero content schema", () => {
  it("accepts an icon name and a link", () => {
    const input = { title: "Support", body: "24/7", icon: "bi-headset", link_url: "https://example.com/help" };
    expect(parseJson(heroContentSchema, input)).toEqual({ success: true, data: input });
  });

  it("refuses markup as an icon and unsafe links", () => {
    const result = parseJson(heroContentSchema, { title: "x", body: "b".repeat(1001), icon: "<svg onload=x>", link_url: "javascript:x" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        body: ["Body must be at most 1,000 characters"],
        icon: ["Icon may contain only letters, numbers, spaces, dashes and underscores"],
        link_url: ["Link must start with http://, https://, mailto:, tel: or /"],
      });
    }
  });
});
