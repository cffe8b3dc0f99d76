import { json } from "@remix-run/node";
import { env } from "~/env.server";
import type { SiteSeo } from "~/utils/seo";
import { getVisitor } from "~/services/auth/auth.server";
import { readPublicLayout } from "~/services/content/public-layout.server";

/**
 * What every public page's frame needs (the public layout route and the company
 * PDF page, which stands outside it): the layout's content, the site's SEO
 * defaults, and who is signed in. `admin` is the signed-in admin, if any, for
 * pages that show them more.
 */
export async function loadPublicFrame(request: Request) {
  const [layout, { customer, admin }] = await Promise.all([
    readPublicLayout(request),
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
  return { layout, seo, visitor, admin };
}

/** The public layout route's data, which the pages and components inside it read under "routes/_public". */
export async function publicLayoutData(request: Request) {
  const { layout, seo, visitor } = await loadPublicFrame(request);
  return json({ ...layout, seo, visitor });
}
