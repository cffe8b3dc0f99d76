import { newsSchema } from "./news";
import { parseJson } from "./parse";

describe("news schema", () => {
  it("accepts a scheduled article", () => {
    const result = parseJson(newsSchema, { title: "Launch", status: "published", published_at: "2099-01-01T09:00:00Z", cover_image_id: 3 });
    expect(result).toEqual({
      success: true,
      data: { title: "Launch", status: "published", published_at: new Date("2099-01-01T09:00:00Z"), cover_image_id: 3 },
    });
  });

  it("names its rules", () => {
    const result = parseJson(newsSchema, { title: "x", excerpt: "e".repeat(501), cover_image_id: -1, published_at: "31/12/2026" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        excerpt: ["Excerpt must be at most 500 characters"],
        cover_image_id: ["Cover image must be an item of the media library"],
        published_at: ["Publish date must be a valid date and time"],
      });
    }
  });
});
