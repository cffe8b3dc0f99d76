import type { ReactNode } from "react";
import { customerStories } from "~/content-types/customer-stories";
import type { PublicLayout } from "~/models/public-layout.server";
import { SiteContactContext } from "./site-contact";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export type Visitor = { name: string; kind: "customer" | "admin" } | null;

export function SiteFrame({ layout, visitor, children }: { layout: PublicLayout; visitor: Visitor; children: ReactNode }) {
  // Solutions and products have no page of their own: their first category stands for them.
  const firstOf = (label: string, categories: PublicLayout["solutionCategories"]) =>
    categories[0] ? [{ label, href: categories[0].href }] : [];
  const quickLinks = [
    { label: "Home", href: "/" },
    ...firstOf("Solutions", layout.solutionCategories),
    ...firstOf("Products", layout.productCategories),
    { label: customerStories.public.list.title, href: customerStories.public.list.path },
    { label: "News", href: "/news" },
    { label: "Certificates", href: "/certificates" },
    { label: "Contact us", href: "/contact-us" },
    { label: "Company profile (PDF)", href: "/admin/CompanyPDF" },
    ...layout.menuPages,
  ];
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader
        companyName={layout.profile.company_name}
        logo={layout.logo}
        solutionCategories={layout.solutionCategories}
        productCategories={layout.productCategories}
        menuPages={layout.menuPages}
        visitor={visitor}
      />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1}>
        <SiteContactContext.Provider value={{ name: layout.profile.company_name, phone: layout.profile.phone, email: layout.profile.email }}>{children}</SiteContactContext.Provider>
      </main>
      <SiteFooter profile={layout.profile} social={layout.social} quickLinks={quickLinks} privacyPage={layout.privacyPage} />
    </>
  );
}
