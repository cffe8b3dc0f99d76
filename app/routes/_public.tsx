import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteFooter } from "~/components/public/site-footer";
import { SiteHeader } from "~/components/public/site-header";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getPublicLayout } from "~/models/public-layout.server";
import { getVisitor } from "~/services/auth.server";
import { cachedForVisitors } from "~/services/page-cache.server";
import type { SiteSeo } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const [layout, { customer, admin }] = await Promise.all([
    cachedForVisitors(request, "layout", () => getPublicLayout(db())),
    getVisitor(request),
  ]);
  const seo: SiteSeo = {
    name: layout.profile.company_name,
    origin: env().SITE_URL ?? new URL(request.url).origin,
    defaultDescription: layout.defaultDescription,
  };
  const visitor = customer
    ? { name: customer.name, kind: "customer" as const }
    : admin
      ? { name: admin.name, kind: "admin" as const }
      : null;
  return json({ ...layout, seo, visitor });
}

/** The public layout: skip link, header with navigation, the page, footer. */
export default function PublicLayout() {
  const data = useLoaderData<typeof loader>();
  const quickLinks = [
    { label: "Home", href: "/" },
    { label: "News", href: "/news" },
    { label: "Certificates", href: "/certificates" },
    { label: "Contact Us", href: "/contact-us" },
    { label: "Company profile (PDF)", href: "/admin/CompanyPDF" },
    ...data.menuPages,
  ];
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader
        companyName={data.profile.company_name}
        logo={data.logo}
        solutionCategories={data.solutionCategories}
        productCategories={data.productCategories}
        menuPages={data.menuPages}
        visitor={data.visitor}
      />
      {/* tabIndex -1: the skip link moves focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter profile={data.profile} social={data.social} quickLinks={quickLinks} />
    </>
  );
}
