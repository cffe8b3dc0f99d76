import { getPublicPrivacyPage, listMenuPages } from "./page.server";
import { listPublicProductCategories } from "./product-category.server";
import { getPublicImages, type PublicImage } from "./public-image.server";
import { publicPathOf } from "./redirect.server";
import { getSettings } from "./setting.server";
import { listPublicSolutionCategories } from "./solution-category.server";
import type { DbOrTx } from "./crud.server";
import type { SettingValues } from "~/schemas/settings";

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
  /** site.require_login_for_details: cards to those pages show a lock to visitors. */
  detailsGuarded: boolean;
}

export async function getPublicLayout(db: DbOrTx): Promise<PublicLayout> {
  const [settings, solutionCategories, productCategories, menuPages, privacyPage] = await Promise.all([
    getSettings(db, ["profile", "social", "site"]),
    listPublicSolutionCategories(db),
    listPublicProductCategories(db),
    listMenuPages(db),
    getPublicPrivacyPage(db),
  ]);
  const logoId = settings.profile.logo_id;
  const logo = logoId ? ((await getPublicImages(db, [logoId])).get(logoId) ?? null) : null;
  return {
    profile: settings.profile,
    social: settings.social,
    logo: logo?.kind === "image" ? logo : null,
    defaultDescription: settings.site.default_seo_description,
    detailsGuarded: settings.site.require_login_for_details,
    solutionCategories: solutionCategories.map((category) => ({ label: category.name, href: publicPathOf("solution_category", category.slug) })),
    productCategories: productCategories.map((category) => ({ label: category.name, href: publicPathOf("product_category", category.slug) })),
    menuPages: menuPages.map((page) => ({ label: page.title, href: publicPathOf("page", page.slug) })),
    privacyPage: privacyPage ? { label: privacyPage.title, href: publicPathOf("page", privacyPage.slug) } : null,
  };
}
