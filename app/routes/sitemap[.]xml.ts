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
  const entries = await cachedForVisitors(request, "sitemap", READ_TAGS.sitemap, async () =>
    getSitemapEntries(db(), { detailsGuarded: await detailsRequireLogin(db()) }),
  );
  const urls = entries.map(
    (entry) => `  <url><loc>${escapeXml(`${origin}${entry.path}`)}</loc><lastmod>${entry.lastmod.toISOString()}</lastmod></url>`,
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_CACHE_CONTROL },
  });
}
