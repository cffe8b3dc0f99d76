import fs from "node:fs";
import path from "node:path";
import {
  hreflangAlternates,
  languageLinks,
  languageName,
  LOCALE_CODE,
  localePath,
  SITE_PATH_CODES,
  splitLocalePath,
} from "./locales";

const LOCALES = ["en", "de", "fr-ch"];

describe("splitLocalePath", () => {
  it("gives the default locale every path without another locale's code", () => {
    expect(splitLocalePath("/", LOCALES)).toEqual({ locale: "en", rest: "/", prefixed: false });
    expect(splitLocalePath("/news-details/our-new-plant", LOCALES)).toEqual({ locale: "en", rest: "/news-details/our-new-plant", prefixed: false });
    // A code is a whole segment: these are pages of the default locale.
    expect(splitLocalePath("/demo", LOCALES)).toMatchObject({ locale: "en", rest: "/demo" });
    expect(splitLocalePath("/de-at/news", LOCALES)).toMatchObject({ locale: "en", rest: "/de-at/news" });
    expect(splitLocalePath("/DE/news", LOCALES)).toMatchObject({ locale: "en", rest: "/DE/news" });
    expect(splitLocalePath("//de/news", LOCALES)).toMatchObject({ locale: "en", rest: "//de/news" });
  });

  it("takes another locale's code off the front", () => {
    expect(splitLocalePath("/de", LOCALES)).toEqual({ locale: "de", rest: "/", prefixed: true });
    expect(splitLocalePath("/de/", LOCALES)).toEqual({ locale: "de", rest: "/", prefixed: true });
    expect(splitLocalePath("/de/news-details/unser-neues-werk", LOCALES)).toEqual({
      locale: "de",
      rest: "/news-details/unser-neues-werk",
      prefixed: true,
    });
    expect(splitLocalePath("/fr-ch/contact-us", LOCALES)).toEqual({ locale: "fr-ch", rest: "/contact-us", prefixed: true });
  });

  it("marks the default locale's code in front as a prefix to redirect away", () => {
    expect(splitLocalePath("/en/news", LOCALES)).toEqual({ locale: "en", rest: "/news", prefixed: true });
  });

  it("with one locale, has nothing to take off but that locale's own code", () => {
    expect(splitLocalePath("/de/news", ["en"])).toEqual({ locale: "en", rest: "/de/news", prefixed: false });
  });
});

describe("localePath", () => {
  it("leaves the default locale's paths as they are and prefixes the others", () => {
    expect(localePath("en", "/", LOCALES)).toBe("/");
    expect(localePath("en", "/news", LOCALES)).toBe("/news");
    expect(localePath("de", "/", LOCALES)).toBe("/de");
    expect(localePath("de", "/news-details/unser-neues-werk", LOCALES)).toBe("/de/news-details/unser-neues-werk");
  });

  it("is undone by splitLocalePath", () => {
    for (const locale of LOCALES) {
      for (const rest of ["/", "/news", "/de/x", "/en"]) {
        const split = splitLocalePath(localePath(locale, rest, LOCALES), LOCALES);
        // Only a default-locale path that itself starts with a code cannot round-trip: such a page is unreachable.
        if (locale === "en" && /^\/(de|en)(\/|$)/.test(rest)) continue;
        expect(split, `${locale} ${rest}`).toMatchObject({ locale, rest });
      }
    }
  });

  it("refuses a relative path or a locale the site does not have", () => {
    expect(() => localePath("de", "news", LOCALES)).toThrow('a locale path starts with "/": news');
    expect(() => localePath("it", "/news", LOCALES)).toThrow("not one of the site's locales: it");
  });
});

describe("hreflangAlternates", () => {
  const siteUrl = "https://www.example.com";

  it("lists each locale that has the page in the site's order, then x-default as the default locale's", () => {
    expect(
      hreflangAlternates({
        siteUrl,
        locales: LOCALES,
        paths: { "fr-ch": "/news-details/notre-usine", en: "/news-details/our-plant", de: "/news-details/unser-werk" },
      }),
    ).toEqual([
      { hreflang: "en", href: "https://www.example.com/news-details/our-plant" },
      { hreflang: "de", href: "https://www.example.com/de/news-details/unser-werk" },
      { hreflang: "fr-ch", href: "https://www.example.com/fr-ch/news-details/notre-usine" },
      { hreflang: "x-default", href: "https://www.example.com/news-details/our-plant" },
    ]);
  });

  it("leaves out a locale without the page; x-default is the first there is", () => {
    expect(hreflangAlternates({ siteUrl, locales: LOCALES, paths: { de: "/", "fr-ch": undefined } })).toEqual([
      { hreflang: "de", href: "https://www.example.com/de" },
      { hreflang: "x-default", href: "https://www.example.com/de" },
    ]);
    expect(hreflangAlternates({ siteUrl, locales: LOCALES, paths: {} })).toEqual([]);
  });

  it("ignores a path for a locale the site does not have", () => {
    expect(hreflangAlternates({ siteUrl, locales: ["en"], paths: { en: "/", de: "/" } })).toEqual([
      { hreflang: "en", href: "https://www.example.com/" },
      { hreflang: "x-default", href: "https://www.example.com/" },
    ]);
  });
});

describe("languageLinks", () => {
  it("links every locale to the page's translation, or to that locale's home when there is none", () => {
    expect(languageLinks({ locales: LOCALES, current: "de", paths: { en: "/news-details/our-plant", de: "/news-details/unser-werk" } })).toEqual([
      { locale: "en", name: "English", href: "/news-details/our-plant", current: false, translated: true },
      { locale: "de", name: "Deutsch", href: "/de/news-details/unser-werk", current: true, translated: true },
      // "Français suisse" or "Français (Suisse)", by the ICU data of the Node.js build.
      { locale: "fr-ch", name: expect.stringMatching(/^Français.+Suisse/i), href: "/fr-ch", current: false, translated: false },
    ]);
  });
});


describe("languageName", () => {
  it("names a language in that language, with a capital", () => {
    expect(languageName("de")).toBe("Deutsch");
    expect(languageName("en")).toBe("English");
    expect(languageName("fr")).toBe("Français");
    expect(languageName("de-at")).toBe("Österreichisches Deutsch");
  });
});

describe("SITE_PATH_CODES", () => {
  it("lists every first path segment of the site's routes that could be mistaken for a locale", () => {
    const routes = fs.readdirSync(path.resolve(import.meta.dirname, "../routes"));
    const firstSegments = new Set(
      routes
        .filter((name) => !name.startsWith("__") && !/\.test\.tsx?$/.test(name))
        // Flat routes: "_public.news-details.$slug.tsx" is /news-details/:slug; "admin_.login.tsx" is /admin/login.
        .map((name) => name.replace(/\.(tsx?)$/, "").split(".").find((segment) => !segment.startsWith("_"))?.replace(/_$/, ""))
        .filter((segment): segment is string => segment !== undefined && !segment.startsWith("$")),
    );
    expect([...firstSegments].filter((segment) => LOCALE_CODE.test(segment)).sort()).toEqual([...SITE_PATH_CODES].sort());
  });
});
