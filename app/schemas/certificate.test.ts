import { certificateSchema } from "./certificate";
import { parseJson } from "./parse";

describe("certificate schema", () => {
  it("requires a name and an image", () => {
    const result = parseJson(certificateSchema, {});
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ name: ["Name is required"], image_id: ["Image is required"] });
  });

  it("takes an optional http(s) URL", () => {
    expect(parseJson(certificateSchema, { name: "ISO 9001", image_id: 4, url: "" }).success).toBe(true);
    expect(parseJson(certificateSchema, { name: "ISO 9001", image_id: 4, url: "https://iso.org" }).success).toBe(true);
    const result = parseJson(certificateSchema, { name: "ISO 9001", image_id: 4, url: "javascript:alert(1)" });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors).toEqual({ url: ["URL must start with http:// or https://"] });
  });
});
