import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import displayFont from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";
import { Outlet, useLoaderData } from "@remix-run/react";
import { SiteFrame } from "~/components/public/site-frame";
import { publicLayoutData } from "~/routes/__public-frame.server";
import type { PageScripts } from "~/root";
import { FEED_PATHS } from "~/utils/news-feeds";

/**
 * The public pages are whole without JavaScript and ship none of React's: the frame's small
 * PageScript adds what HTML cannot do. A page that needs React says `scripts: "after-load"` (app/root.tsx).
 */
export const handle: { scripts: PageScripts } = { scripts: "none" };

export const links: LinksFunction = () => [
  // The headings' face, fetched with the document, so it is there by the first paint rather than swapped in after.
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // Feed readers find the news from any page of the site.
  { rel: "alternate", type: "application/rss+xml", title: "News (RSS)", href: FEED_PATHS.rss },
  { rel: "alternate", type: "application/atom+xml", title: "News (Atom)", href: FEED_PATHS.atom },
  { rel: "alternate", type: "application/feed+json", title: "News (JSON Feed)", href: FEED_PATHS.json },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return publicLayoutData(request);
}

export default function PublicLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <SiteFrame layout={data} visitor={data.visitor}>
      <Outlet />
    </SiteFrame>
  );
}
