import { categorySchema } from "./category";
import { parseJson } from "./parse";

describe("category schema", () => {
  it("accepts a named category and trims its fields", () => {
    expect(parseJson(categorySchema, { name: "  Cloud  ", description: " About ", is_published: true })).toEqual({
      success: true,
      data: { name: "Cloud", description: "About", is_published: true },
    });
  });

  it("names its rules", () => {
    const result = parseJson(categorySchema, { name: "", description: "d".repeat(1001), image_id: 0, is_published: "yes" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        name: ["Name is required"],
        description: ["Description must be at most 1,000 characters"],
        image_id: ["Image must be an item of the media library"],
        is_published: ["Published must be true or false"],
      });
    }
  });

  it("takes null to clear the image", () => {
    expect(parseJson(categorySchema, { name: "A", image_id: null })).toEqual({ success: true, data: { name: "A", image_id: null } });
  });
});
