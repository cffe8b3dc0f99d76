import IntlMessageFormat from "intl-messageformat";
import { shippedCatalogues, t, translate, type Catalogue } from "./messages.server";

describe("t", () => {
  it("says the site's words in the locale asked for", () => {
    expect(t("en", "header.nav.news")).toBe("News");
    expect(t("de", "header.nav.news")).toBe("Neuigkeiten");
    expect(t("de", "locale.notYetAvailable", { language: "Englisch" })).toBe("Noch nicht auf Englisch verfügbar");
  });

  it("picks the plural form by the language's rules", () => {
    expect(t("en", "search.resultCount", { count: 0, query: "pumps" })).toBe("No results for “pumps”");
    expect(t("en", "search.resultCount", { count: 1, query: "pumps" })).toBe("1 result for “pumps”");
    expect(t("en", "search.resultCount", { count: 1234, query: "pumps" })).toBe("1,234 results for “pumps”");
    expect(t("de", "news.readingTime", { minutes: 1 })).toBe("1 Minute Lesezeit");
    expect(t("de", "news.readingTime", { minutes: 12 })).toBe("12 Minuten Lesezeit");
    expect(t("de", "search.resultCount", { count: 1234, query: "Pumpen" })).toBe("1.234 Ergebnisse für „Pumpen“");
  });

  it("formats dates with Intl in the locale and the site's time zone", async () => {
    const { resetEnvCache } = await import("~/env.server");
    const zone = process.env.SITE_TIME_ZONE;
    process.env.SITE_TIME_ZONE = "Europe/Berlin";
    resetEnvCache();
    try {
      // 23:30 UTC on the 31st is already the 1st in Berlin.
      const date = new Date("2026-12-31T23:30:00Z");
      expect(t("en", "news.published", { date })).toBe("Published January 1, 2027");
      expect(t("de", "news.published", { date })).toBe("Veröffentlicht am 1. Januar 2027");
    } finally {
      if (zone === undefined) delete process.env.SITE_TIME_ZONE;
      else process.env.SITE_TIME_ZONE = zone;
      resetEnvCache();
    }
  });

  it("speaks a regional locale in its language's catalogue, with the region's formats", () => {
    expect(t("de-at", "header.nav.news")).toBe("Neuigkeiten");
    // Swiss German groups digits with an apostrophe (which one depends on the ICU data of the Node.js build).
    expect(t("de-ch", "search.resultCount", { count: 1234, query: "Pumpen" })).toBe(
      `${new Intl.NumberFormat("de-ch").format(1234)} Ergebnisse für „Pumpen“`,
    );
    expect(new Intl.NumberFormat("de-ch").format(1234)).not.toBe("1.234");
  });

  it("speaks English in a locale without a catalogue", () => {
    expect(t("fr", "header.nav.news")).toBe("News");
  });

  it("keeps angle brackets in a value as text", () => {
    expect(t("en", "certificates.issuedBy", { issuer: "<b>TÜV</b>" })).toBe("Issued by <b>TÜV</b>");
  });
});

describe("translate", () => {
  const catalogues: Record<string, Catalogue> = {
    en: { "header.nav.news": "News", "search.resultCount": "{count, plural, one {# result} other {# results}} for “{query}”" },
    de: { "header.nav.news": "Neuigkeiten" },
  };

  it("says a message the locale's catalogue lacks in English, with English numbers", () => {
    expect(translate(catalogues, { locale: "de", key: "header.nav.news", timeZone: "UTC" })).toBe("Neuigkeiten");
    expect(translate(catalogues, { locale: "de", key: "search.resultCount", values: { count: 1234, query: "x" }, timeZone: "UTC" })).toBe(
      "1,234 results for “x”",
    );
  });

  it("names a key that not even English has", () => {
    expect(() => translate(catalogues, { locale: "de", key: "footer.contact", timeZone: "UTC" })).toThrow(
      'no message "footer.contact" in the en catalogue',
    );
  });

  it("names a value the message needs and was not given", () => {
    expect(() => translate(catalogues, { locale: "en", key: "search.resultCount", values: { count: 2 }, timeZone: "UTC" })).toThrow(/query/);
  });
});

// The names a message uses: its arguments, including those inside plural and select branches.
function argumentNames(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat["getAst"]>) => {
    for (const element of elements) {
      // Type 0 is literal text; every other element with a value names an argument.
      if (element.type !== 0 && "value" in element) names.add(String(element.value));
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

describe("the shipped catalogues", () => {
  const { en, ...others } = shippedCatalogues();

  it("ship English and German", () => {
    expect(Object.keys(shippedCatalogues()).sort()).toEqual(["de", "en"]);
  });

  for (const [locale, catalogue] of Object.entries(others)) {
    it(`${locale} translates every English message and nothing else`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${locale} uses the same values as English in each message`, () => {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(argumentNames(message!, locale), key).toEqual(argumentNames(en[key as keyof typeof en]!, "en"));
      }
    });
  }
});
