import { json } from "@remix-run/node";
import { env } from "~/env.server";
import type { SiteSeo } from "~/utils/seo";
import { getVisitor } from "~/services/auth/auth.server";
import { readPublicLayout } from "~/services/content/public-layout.server";

/** Shared by the public layout route and the company PDF page, which stands outside it. */
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

export async function publicLayoutData(request: Request) {
  const { layout, seo, visitor } = await loadPublicFrame(request);
  return json({ ...layout, seo, visitor });
}
