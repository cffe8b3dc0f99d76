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
    if (!result.success) expect(result.fieldErrors).toEqual({ url: ["URL must start with http://, https:// or /"] });
  });

  it("takes an issuer, a number and validity dates as days, empty meaning not given", () => {
    const result = parseJson(certificateSchema, { name: "ISO 27001", image_id: 4, issuer: " TÜV SÜD ", number: "12 100 34567", valid_from: "2025-03-15", valid_until: "" });
    expect(result).toMatchObject({ success: true, data: { issuer: "TÜV SÜD", number: "12 100 34567", valid_from: "2025-03-15", valid_until: null } });
    // The admin's field writes days in the site's format; they are stored as ISO days.
    expect(parseJson(certificateSchema, { name: "ISO", image_id: 4, valid_from: "15 Mar 2025", valid_until: "14 March 2028" })).toMatchObject({
      success: true,
      data: { valid_from: "2025-03-15", valid_until: "2028-03-14" },
    });
    const bad = parseJson(certificateSchema, { name: "ISO", image_id: 4, valid_from: "2025-02-30", valid_until: "14.03.2028" });
    expect(bad.success).toBe(false);
    if (!bad.success) {
      expect(bad.fieldErrors).toEqual({
        valid_from: [expect.stringMatching(/^Valid from must be a date such as 14 Mar 2028 or 2028-03-14, between the years/)],
        valid_until: [expect.stringMatching(/^Valid until must be a date such as 14 Mar 2028/)],
      });
    }
  });
});
