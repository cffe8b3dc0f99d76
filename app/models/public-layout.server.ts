import { sql } from "kysely";
import { jsonArrayFrom, jsonObjectFrom } from "kysely/helpers/postgres";
import { categoryTranslationsQuery } from "./catalog-translation.server";
import { menuPagesQuery, publicPrivacyPageQuery } from "./page.server";
import { livePageTranslationsQuery } from "./page-translation.server";
import { publicProductCategoriesQuery } from "./product-category.server";
import { publicImageOf, publicImagesQuery, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";
import { settingsFromRows, storedSettingsQuery } from "./setting.server";
import { profileTranslationsByLocale, profileTranslationsQuery } from "./setting-translation.server";
import { publicSolutionCategoriesQuery } from "./solution-category.server";
import type { DbOrTx } from "./crud.server";
import type { ProfileTranslation, SettingValues } from "~/schemas/settings";
import { localePath } from "~/utils/locales";
import { env } from "~/env.server";

export interface NavLink {
  label: string;
  href: string;
}

export interface PublicLayout {
  profile: SettingValues["profile"];
  social: SettingValues["social"];
  logo: PublicImage | null;
  defaultDescription: string;
  solutionCategories: NavLink[];
  productCategories: NavLink[];
  menuPages: NavLink[];
  /** Linked from every page's footer, whether or not it is in the menu. */
  privacyPage: NavLink | null;
  /**
   * The live translations of the pages and the categories' translated names, by locale and then
   * by the address in the default locale: a link of the menu or the footer in the visitor's language.
   */
  translatedLinks: Record<string, Record<string, NavLink>>;
  /** The profile's tagline, about text and footer line written per locale; a field not there shows the profile's own. */
  profileTranslations: Record<string, Partial<ProfileTranslation>>;
  detailsGuarded: boolean;
}

const LAYOUT_SETTINGS = ["profile", "social", "site"] as const;

/** One statement rather than six, so an uncached page pays one round trip for its frame. */
export async function getPublicLayout(db: DbOrTx): Promise<PublicLayout> {
  const row = await publicLayoutQuery(db).executeTakeFirstOrThrow();
  const settings = settingsFromRows(LAYOUT_SETTINGS, row.settings);
  const { privacyPage, logo } = row;
  return {
    profile: settings.profile,
    social: settings.social,
    logo: logo?.kind === "image" ? publicImageOf(logo) : null,
    defaultDescription: settings.site.default_seo_description,
    detailsGuarded: settings.site.require_login_for_details,
    solutionCategories: row.solutionCategories.map((category) => ({ label: category.name, href: publicPathOf("solution_category", category.slug) })),
    productCategories: row.productCategories.map((category) => ({ label: category.name, href: publicPathOf("product_category", category.slug) })),
    menuPages: row.menuPages.map((page) => ({ label: page.menu_label || page.title, href: publicPathOf("page", page.slug) })),
    privacyPage: privacyPage ? { label: privacyPage.title, href: publicPathOf("page", privacyPage.slug) } : null,
    translatedLinks: translatedLinks([
      ...row.pageTranslations.map((page) => ({ locale: page.locale, from: publicPathOf("page", page.page_slug), label: page.title, to: publicPathOf("page", page.slug) })),
      ...row.solutionCategoryTranslations.map((category) => ({
        locale: category.locale,
        from: publicPathOf("solution_category", category.category_slug),
        label: category.name,
        to: publicPathOf("solution_category", category.slug),
      })),
      ...row.productCategoryTranslations.map((category) => ({
        locale: category.locale,
        from: publicPathOf("product_category", category.category_slug),
        label: category.name,
        to: publicPathOf("product_category", category.slug),
      })),
    ]),
    profileTranslations: profileTranslationsByLocale(row.profileTranslations),
  };
}

function translatedLinks(rows: Array<{ locale: string; from: string; label: string; to: string }>): PublicLayout["translatedLinks"] {
  const links: PublicLayout["translatedLinks"] = {};
  const locales = env().SITE_LOCALES;
  for (const row of rows) {
    // A language the site no longer offers keeps its translations, unlinked.
    if (!locales.includes(row.locale)) continue;
    links[row.locale] ??= {};
    links[row.locale][row.from] = { label: row.label, href: localePath(row.locale, row.to, locales) };
  }
  return links;
}

function publicLayoutQuery(db: DbOrTx) {
  // The logo's id lives in the profile's JSON (no foreign key): a value that is not a whole id means no logo, not a failed page.
  const logoId = sql<number>`(select (value->>'logo_id')::bigint from setting
    where name = 'profile' and jsonb_typeof(value->'logo_id') = 'number' and (value->>'logo_id') ~ '^[0-9]{1,18}$')`;
  return db.selectNoFrom([
    jsonArrayFrom(storedSettingsQuery(db, LAYOUT_SETTINGS)).as("settings"),
    jsonArrayFrom(publicSolutionCategoriesQuery(db)).as("solutionCategories"),
    jsonArrayFrom(publicProductCategoriesQuery(db)).as("productCategories"),
    jsonArrayFrom(menuPagesQuery(db)).as("menuPages"),
    jsonObjectFrom(publicPrivacyPageQuery(db)).as("privacyPage"),
    jsonArrayFrom(livePageTranslationsQuery(db)).as("pageTranslations"),
    jsonArrayFrom(categoryTranslationsQuery("solution")).as("solutionCategoryTranslations"),
    jsonArrayFrom(categoryTranslationsQuery("product")).as("productCategoryTranslations"),
    jsonArrayFrom(profileTranslationsQuery(db)).as("profileTranslations"),
    jsonObjectFrom(publicImagesQuery(db).where("id", "=", logoId)).as("logo"),
  ]);
}
