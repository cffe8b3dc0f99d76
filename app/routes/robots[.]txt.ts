import type { LoaderFunctionArgs } from "@remix-run/node";
import { env } from "~/env.server";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";

export function loader({ request }: LoaderFunctionArgs) {
  const origin = env().SITE_URL ?? new URL(request.url).origin;
  const text = [
    "User-agent: *",
    "Disallow: /admin/",
    "Disallow: /api/",
    "Disallow: /account",
    "Disallow: /reset-password/",
    "Allow: /admin/CompanyPDF",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL } });
}
