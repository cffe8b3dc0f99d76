import { sluggedTypes } from "~/content-types";
import { RESERVED_SLUGS, SLUG_PATTERN, isReservedSlug, isValidSlug, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases and joins words with single dashes", () => {
    expect(slugify("Cloud  Migration -- Services!")).toBe("cloud-migration-services");
  });

  it("folds accents and special letters to ASCII", () => {
    expect(slugify("Crème brûlée à la française")).toBe("creme-brulee-a-la-francaise");
    expect(slugify("Straße Øresund Łódź Æther")).toBe("strasse-oresund-lodz-aether");
  });

  it("writes German umlauts as the vowel and an e, and & as und, when the text is German", () => {
    expect(slugify("Über uns", "de")).toBe("ueber-uns");
    expect(slugify("Datenschutzerklärung", "de")).toBe("datenschutzerklaerung");
    expect(slugify("Öl & Gas für Straßen", "de-AT")).toBe("oel-und-gas-fuer-strassen");
    // The same title in another language keeps the plain vowel.
    expect(slugify("Über uns")).toBe("uber-uns");
  });

  it("spells out ampersands and drops apostrophes", () => {
    expect(slugify("Research & Development")).toBe("research-and-development");
    expect(slugify("The Company’s Story")).toBe("the-companys-story");
  });

  it("trims dashes at both ends", () => {
    expect(slugify("  --Hello, world!--  ")).toBe("hello-world");
  });

  it("returns an empty string when nothing folds to ASCII", () => {
    expect(slugify("日本語")).toBe("");
    expect(slugify("!!!")).toBe("");
  });

  it("stays within 120 characters and never ends with a dash", () => {
    const slug = slugify(`${"a".repeat(119)} b c d`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug).toBe("a".repeat(119));
    expect(SLUG_PATTERN.test(slugify("word ".repeat(60)))).toBe(true);
  });

  it("always produces a valid slug or nothing", () => {
    for (const title of ["Ünïcödé Tëst", "a-b", "A  B  C", "2026 Report: Q1/Q2", "x".repeat(300)]) {
      const slug = slugify(title);
      expect(isValidSlug(slug)).toBe(true);
    }
  });
});

describe("isValidSlug", () => {
  it("accepts lowercase words joined by single dashes", () => {
    expect(isValidSlug("abc")).toBe(true);
    expect(isValidSlug("abc-123-x")).toBe(true);
  });

  it("refuses uppercase, double dashes, edge dashes, spaces and other characters", () => {
    for (const slug of ["", "Abc", "a--b", "-a", "a-", "a b", "a_b", "a/b", "ä"]) {
      expect(isValidSlug(slug)).toBe(false);
    }
  });

  it("refuses slugs longer than 120 characters", () => {
    expect(isValidSlug("a".repeat(120))).toBe(true);
    expect(isValidSlug("a".repeat(121))).toBe(false);
  });
});

describe("reserved slugs", () => {
  it("lists the first path segments of the site's own routes", () => {
    for (const slug of ["admin", "api", "news", "contact-us", "sitemap.xml", "healthz", "sanctum"]) {
      expect(RESERVED_SLUGS).toContain(slug);
      expect(isReservedSlug(slug)).toBe(true);
    }
    expect(isReservedSlug("about-us")).toBe(false);
  });

  it("lists the first segment of every content type's public pages, but never a custom page's slug", () => {
    for (const slug of ["solutions", "solution-details", "products", "product-details", "news-details"]) {
      expect(isReservedSlug(slug)).toBe(true);
    }
    for (const type of sluggedTypes()) {
      const [, first] = type.public.path("a-slug").split("/");
      if (first !== "a-slug") expect(isReservedSlug(first)).toBe(true);
    }
    expect(isReservedSlug("a-slug")).toBe(false);
  });
});
