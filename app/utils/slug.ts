import { sluggedTypes } from "~/content-types";

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

const SLUG_MARK = "{slug}";

// The first segment of each content type's item pages (`solution-details`), but not a custom page's, which is the slug itself.
const ITEM_PAGE_SEGMENTS = sluggedTypes()
  .map((type) => type.public.path(SLUG_MARK).split("/")[1])
  .filter((segment) => !segment.includes(SLUG_MARK));

// Each is a route of its own, so a page with such a slug would be unreachable (docs/product.md#public-site).
export const RESERVED_SLUGS: readonly string[] = [
  ...new Set([
    "admin", "api", "media", "news", "contact-us", "certificates", "login", "register", "logout",
    "forgot-password", "reset-password", "account", "sitemap.xml", "robots.txt", "healthz",
    "sanctum", "build", "assets", "search",
    ...ITEM_PAGE_SEGMENTS,
  ]),
];

// Letters that Unicode decomposition does not split into an ASCII base + accent.
const FOLDS: Record<string, string> = {
  ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", þ: "th", ł: "l", ı: "i", ħ: "h",
};

// German writes an umlaut without its dots as the vowel and an e ("Über uns" is "ueber-uns", never "uber-uns").
const GERMAN_FOLDS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", Ä: "ae", Ö: "oe", Ü: "ue" };

/**
 * "" when the title has no letters or digits that fold to ASCII (e.g. a title in Japanese). The
 * locale is the text's language: German folds its umlauts and says "und" for "&".
 */
export function slugify(title: string, locale = "en"): string {
  const german = locale.split("-")[0] === "de";
  const localized = german ? title.replace(/[äöüÄÖÜ]/g, (letter) => GERMAN_FOLDS[letter]).replace(/&/g, " und ") : title;
  const folded = localized
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ]/g, (letter) => FOLDS[letter])
    .replace(/&/g, " and ")
    // "Company's" reads better as "companys" than as "company-s".
    .replace(/['’]/g, "");
  const dashed = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return dashed.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, "");
}

export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

export function isReservedSlug(value: string): boolean {
  return RESERVED_SLUGS.includes(value);
}
