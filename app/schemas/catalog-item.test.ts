import { catalogItemPatchSchema, catalogItemSchema, catalogItemUpdateSchema } from "./catalog-item";
import { parseJson } from "./parse";

const valid = { category_id: 1, title: "Managed hosting" };

describe("solution and product schema", () => {
  it("accepts the smallest valid item", () => {
    expect(parseJson(catalogItemSchema, valid)).toEqual({ success: true, data: valid });
  });

  it("requires a category and a title", () => {
    const result = parseJson(catalogItemSchema, {});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({ category_id: ["Category is required"], title: ["Title is required"] });
    }
  });

  it("checks each limit of docs/product.md#content-model", () => {
    const result = parseJson(catalogItemSchema, {
      ...valid,
      title: "t".repeat(201),
      summary: "s".repeat(501),
      seo_title: "s".repeat(71),
      seo_description: "s".repeat(161),
      status: "archived",
      slug: "Not A Slug",
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors).toEqual({
        title: ["Title must be at most 200 characters"],
        summary: ["Summary must be at most 500 characters"],
        seo_title: ["SEO title must be at most 70 characters"],
        seo_description: ["SEO description must be at most 160 characters"],
        status: ["Status must be draft or published"],
        slug: ["Slug may contain only lowercase letters, numbers and single dashes"],
      });
    }
  });

  it("update needs the version; patch needs only the version", () => {
    const update = parseJson(catalogItemUpdateSchema, valid);
    expect(update.success).toBe(false);
    if (!update.success) expect(update.fieldErrors).toEqual({ version: ["Version is required"] });
    expect(parseJson(catalogItemPatchSchema, { version: 2, status: "published" })).toEqual({
      success: true,
      data: { version: 2, status: "published" },
    });
  });
});
