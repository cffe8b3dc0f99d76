import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getSitemapEntries } from "~/models/public-sitemap.server";
import { detailsRequireLogin } from "~/services/auth/auth.server";
import { PUBLIC_CACHE_CONTROL } from "~/services/cache/page-cache.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}


export async function loader({ request }: LoaderFunctionArgs) {
  const origin = env().SITE_URL ?? new URL(request.url).origin;
  const locales = env().SITE_LOCALES;
  // A translation's save drops its locale's tag only: the sitemap lists every locale's.
  const tags = [...READ_TAGS.sitemap, ...locales.slice(1).flatMap(READ_TAGS.translationsIn)];
  const entries = await cachedForVisitors(request, "sitemap", tags, async () =>
    getSitemapEntries(db(), { detailsGuarded: await detailsRequireLogin(db()), locales }),
  );
  const urls = entries.map((entry) => {
    const alternates = (entry.alternates ?? []).map(
      (alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hreflang)}" href="${escapeXml(`${origin}${alternate.href}`)}"/>`,
    );
    return `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod>${alternates.join("")}</url>`;
  });
  // The xhtml namespace only where the site has several languages: a one-language sitemap stays as it was.
  const namespaces = locales.length > 1 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${namespaces}>`,
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
