import { z } from "zod";
import { link, optionalText, pageSlug, parseDateTime, publishedAt, requiredText, slug, sortOrder, webUrl } from "./fields";
import { parseJson } from "./parse";

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = parseJson(z.object({ field: schema }), { field: value });
  return result.success ? [] : result.fieldErrors.field;
}

describe("text fields", () => {
  it("names the field and the rule", () => {
    expect(errorsOf(requiredText("Title", 200), undefined)).toEqual(["Title is required"]);
    expect(errorsOf(requiredText("Title", 200), "   ")).toEqual(["Title is required"]);
    expect(errorsOf(requiredText("Title", 200), "x".repeat(201))).toEqual(["Title must be at most 200 characters"]);
    expect(errorsOf(requiredText("Title", 200), 5)).toEqual(["Title must be text"]);
    expect(errorsOf(optionalText("Body", 1000), "x".repeat(1001))).toEqual(["Body must be at most 1,000 characters"]);
  });

  it("trims and refuses line breaks in single-line fields", () => {
    expect(z.object({ t: requiredText("Name", 10) }).parse({ t: "  Ann  " })).toEqual({ t: "Ann" });
    expect(errorsOf(requiredText("Name", 120, { singleLine: true }), "Ann\r\nBcc: x@y.z")).toEqual(["Name must be on a single line"]);
  });
});

describe("slug fields", () => {
  it("accepts a valid slug or empty (generate)", () => {
    expect(errorsOf(slug(), "cloud-services")).toEqual([]);
    expect(errorsOf(slug(), "")).toEqual([]);
    expect(errorsOf(slug(), undefined)).toEqual([]);
  });

  it("refuses malformed slugs with the product's message", () => {
    for (const value of ["Cloud", "a--b", "a b", "-a", "ä"]) {
      expect(errorsOf(slug(), value)).toEqual(["Slug may contain only lowercase letters, numbers and single dashes"]);
    }
    expect(errorsOf(slug(), "a".repeat(121))).toContain("Slug must be at most 120 characters");
  });

  it("refuses reserved first segments for pages", () => {
    expect(errorsOf(pageSlug(), "admin")).toEqual(["This slug is reserved"]);
    expect(errorsOf(pageSlug(), "contact-us")).toEqual(["This slug is reserved"]);
    expect(errorsOf(pageSlug(), "about-us")).toEqual([]);
  });
});

describe("links", () => {
  it("allows http, https, mailto, tel, site-relative or nothing", () => {
    for (const value of ["", "https://x.example", "mailto:a@b.example", "tel:+1", "/news"]) {
      expect(errorsOf(link("Link"), value)).toEqual([]);
    }
  });

  it("refuses javascript: and data: and protocol-relative links", () => {
    for (const value of ["javascript:alert(1)", "data:text/html,x", "//evil.example", "news"]) {
      expect(errorsOf(link("Link"), value)).toEqual(["Link must start with http://, https://, mailto:, tel: or /"]);
    }
  });

  it("web URLs take http(s) only", () => {
    expect(errorsOf(webUrl("URL"), "mailto:a@b.example")).toEqual(["URL must start with http:// or https://"]);
    expect(errorsOf(webUrl("URL"), "https://example.com")).toEqual([]);
  });
});

describe("sort order", () => {
  it("takes whole numbers", () => {
    expect(errorsOf(sortOrder(), 3)).toEqual([]);
    expect(errorsOf(sortOrder(), 1.5)).toEqual(["Sort order must be a whole number"]);
    expect(errorsOf(sortOrder(), "x")).toEqual(["Sort order must be a whole number"]);
    expect(errorsOf(sortOrder(), 10_000_000)).toEqual(["Sort order must be between -1,000,000 and 1,000,000"]);
  });
});

describe("publish dates", () => {
  it("reads dates with and without offset (no offset = UTC)", () => {
    expect(parseDateTime("2026-11-21T10:30")?.toISOString()).toBe("2026-11-21T10:30:00.000Z");
    expect(parseDateTime("2026-11-21 10:30:15")?.toISOString()).toBe("2026-11-21T10:30:15.000Z");
    expect(parseDateTime("2026-11-21T10:30:00.250Z")?.toISOString()).toBe("2026-11-21T10:30:00.250Z");
    expect(parseDateTime("2026-11-21T10:30:00+02:00")?.toISOString()).toBe("2026-11-21T08:30:00.000Z");
  });

  it("refuses impossible or malformed dates", () => {
    for (const value of ["2026-02-30T10:00", "2026-13-01T00:00", "2026-11-21T24:00", "tomorrow", "2026-11-21"]) {
      expect(parseDateTime(value)).toBeUndefined();
    }
  });

  it("turns empty into null and reports bad input", () => {
    const schema = z.object({ published_at: publishedAt() });
    expect(schema.parse({ published_at: "" })).toEqual({ published_at: null });
    expect(schema.parse({ published_at: null })).toEqual({ published_at: null });
    expect(schema.parse({})).toEqual({});
    expect(errorsOf(publishedAt(), "soon")).toEqual(["Publish date must be a valid date and time"]);
  });

  it("takes the years 1900 to 9999 only, by the moment's own year", () => {
    const schema = z.object({ published_at: publishedAt() });
    expect(schema.parse({ published_at: "1900-01-01T00:00Z" }).published_at?.toISOString()).toBe("1900-01-01T00:00:00.000Z");
    expect(schema.parse({ published_at: "9999-12-31T23:59:59Z" }).published_at?.toISOString()).toBe("9999-12-31T23:59:59.000Z");
    for (const value of ["0000-01-01T00:00", "0001-01-01T09:00:00Z", "1899-12-31T23:59Z", "9999-12-31T23:59-05:00", "1900-01-01T00:30+01:00"]) {
      expect(errorsOf(publishedAt(), value), value).toEqual(["Publish date must be between the years 1900 and 9999"]);
    }
  });
});
