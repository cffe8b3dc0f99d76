import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { loader as rootLoader } from "~/root";
import { customerStories } from "~/content-types/customer-stories";
import type { NavLink, PublicLayout } from "~/models/public-layout.server";
import { overviewPath, type CatalogKind } from "~/utils/kinds";
import { PageScript } from "./page-script";
import { SiteContactContext } from "./site-contact";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useSiteWords } from "./words";

export type Visitor = { name: string; kind: "customer" | "admin" } | null;

/** The company profile in the page's language: the words written in it over the profile's own. */
export function profileInLocale(layout: Pick<PublicLayout, "profile" | "profileTranslations">, locale: string): PublicLayout["profile"] {
  return { ...layout.profile, ...layout.profileTranslations[locale] };
}

/** The categories of a kind as the menu lists them: a category is a page in every language, under its translated name where it has one. */
export function categoriesInLocale(
  layout: Pick<PublicLayout, "solutionCategories" | "productCategories" | "translatedLinks">,
  kind: CatalogKind,
  { locale, href }: { locale: string; href: (path: string) => string },
): NavLink[] {
  return (kind === "solution" ? layout.solutionCategories : layout.productCategories).map(
    (link) => layout.translatedLinks[locale]?.[link.href] ?? { ...link, href: href(link.href) },
  );
}

export function SiteFrame({ layout, visitor, children }: { layout: PublicLayout; visitor: Visitor; children: ReactNode }) {
  const { say, href, locale } = useSiteWords();
  const notice = useRouteLoaderData<typeof rootLoader>("root")?.toast?.message;
  // A page translated into the visitor's language is linked there, under its translated title.
  const inLocale = (link: NavLink) => layout.translatedLinks[locale]?.[link.href] ?? link;
  const menuPages = layout.menuPages.map(inLocale);
  const solutionCategories = categoriesInLocale(layout, "solution", { locale, href });
  const productCategories = categoriesInLocale(layout, "product", { locale, href });
  const privacyPage = layout.privacyPage && inLocale(layout.privacyPage);
  // The overview of solutions or products, while it has a category to show.
  const overviewOf = (kind: CatalogKind, label: string, categories: NavLink[]) => (categories.length > 0 ? [{ label, href: href(overviewPath(kind)) }] : []);
  const quickLinks = [
    { label: say("header.home"), href: href("/") },
    ...overviewOf("solution", say("header.nav.solutions"), solutionCategories),
    ...overviewOf("product", say("header.nav.products"), productCategories),
    { label: say("header.nav.contact"), href: href("/contact-us") },
  ];
  // The company's own pages: those in the menu (About us…), its stories, news and certificates, its profile as a PDF.
  const companyLinks = [
    ...menuPages,
    { label: say("header.nav.stories"), href: href(customerStories.public.list.path) },
    { label: say("header.nav.news"), href: href("/news") },
    { label: say("header.nav.certificates"), href: href("/certificates") },
    { label: say("footer.companyProfile"), href: "/admin/CompanyPDF" },
  ];
  return (
    <>
      <a className="skip-link" href="#main">
        {say("header.skip")}
      </a>
      <SiteHeader
        companyName={layout.profile.company_name}
        logo={layout.logo}
        solutionCategories={solutionCategories}
        productCategories={productCategories}
        menuPages={menuPages}
        visitor={visitor}
      />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1}>
        {/* A message the last form left for this page (a welcome after registering), drawn once, without JavaScript too. */}
        {notice && visitor ? <SiteNotice notice={notice} /> : null}
        <SiteContactContext.Provider value={{ name: layout.profile.company_name, phone: layout.profile.phone, email: layout.profile.email, privacy: privacyPage }}>{children}</SiteContactContext.Provider>
      </main>
      <SiteFooter profile={profileInLocale(layout, locale)} social={layout.social} quickLinks={quickLinks} companyLinks={companyLinks} privacyPage={privacyPage} />
      <PageScript />
    </>
  );
}

/**
 * The last form's message, as wide as the page's text. It is drawn once (the next page has none), so
 * without script it goes away by itself; the page's script shows its close button (page-script.tsx).
 */
function SiteNotice({ notice }: { notice: string }) {
  const { say } = useSiteWords();
  return (
    <div className="container site-notice-frame">
      <div className="site-notice">
        <p role="status">{notice}</p>
        <button type="button" className="site-notice-close" hidden>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{say("notice.dismiss")}</span>
        </button>
      </div>
    </div>
  );
}
