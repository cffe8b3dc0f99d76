import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { InlineStylesheet } from "~/components/public/inline-stylesheet";
import { ScriptsAfterLoad } from "~/components/public/scripts-after-load";
import { useHydrated } from "~/components/admin/use-hydrated";
import { stylesheetText } from "~/services/stylesheet.server";
import { SiteTimeZoneContext } from "~/components/site-time-zone";
import { env } from "~/env.server";
import { readToast } from "~/services/toast.server";
import appStyles from "~/styles/app.css";
// The text's face: Inter's variable weights and optical sizes, Latin letters only (other scripts fall back to the
// system font). The optical size draws the admin's headings in Inter's display cut (tighter, finer), the text in its text cut.
import interFont from "@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2";
// The public site's headings: Space Grotesk, 22 KB, preloaded by the public layout; the admin never asks for it.
import displayFont from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2";
import { useScriptMark } from "~/utils/script-mark";
import { themeStyle } from "~/utils/theme-colour";
import { DEFAULT_TIME_ZONE } from "~/utils/time-zone";
import { DEFAULT_LOCALE, splitLocalePath } from "~/utils/locales";
import { readPublicLayout } from "~/services/content/public-layout.server";
import { plainWords } from "~/services/messages.server";

// The stylesheet itself is inlined by <InlineStylesheet> below.
export const links: LinksFunction = () => [
  // Without it browsers ask for /favicon.ico, a 404 on every first visit.
  { rel: "icon", href: "/logo.svg", type: "image/svg+xml" },
  // Fetched with the document rather than once the stylesheet names it; the text shows in the fallback meanwhile.
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

// Here rather than in app.css: only the compiler knows the file's fingerprinted name.
// Both faces swap in as they arrive: the display face is preloaded by the public layout, so the headings rarely
// show in Inter first. ("optional" kept a page's headings in Inter whenever it came late, so two pages of the
// same site read in two faces.)
const LATIN = "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const FONT_FACE = [
  `@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;src:url(${interFont}) format("woff2-variations"),url(${interFont}) format("woff2");unicode-range:${LATIN}}`,
  `@font-face{font-family:"Space Grotesk Variable";font-style:normal;font-display:swap;font-weight:300 700;src:url(${displayFont}) format("woff2-variations"),url(${displayFont}) format("woff2");unicode-range:${LATIN}}`,
].join("");

/**
 * The toast is read here so whichever page a redirect lands on clears its cookie;
 * only the screens that set toasts draw them, so public pages skip the toaster's code.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const [{ toast, setCookie }, profile] = await Promise.all([readToast(request), readProfile(request)]);
  return json(
    {
      toast,
      timeZone: env().SITE_TIME_ZONE,
      theme: themeStyle(profile.themeColour),
      // The admin's header names whose site it is.
      siteName: profile.companyName,
      locales: env().SITE_LOCALES,
      // A couple of kilobytes: the header's and footer's words in each of the site's languages.
      words: plainWords(env().SITE_LOCALES),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

/** The built-in colour and no name when the database cannot say: the error page still draws. */
async function readProfile(request: Request): Promise<{ themeColour: string; companyName: string }> {
  try {
    const { profile } = await readPublicLayout(request);
    return { themeColour: profile.theme_color, companyName: profile.company_name };
  } catch {
    return { themeColour: "", companyName: "" };
  }
}

/** The address decides the language (docs/locales.md); read on every navigation, in the browser too. */
function pageLocale(pathname: string, locales: readonly string[] | undefined): string {
  return locales ? splitLocalePath(pathname, locales).locale : DEFAULT_LOCALE;
}

/**
 * How a page gets Remix's scripts (React, the router and its modules), as its routes' `handle.scripts`
 * say, the deepest saying it deciding: at once (the admin), once the page has loaded and shows
 * ("after-load", see ScriptsAfterLoad), or not at all ("none": most public pages, which are whole in
 * HTML and need only the frame's small PageScript).
 */
export type PageScripts = "at-once" | "after-load" | "none";

function pageScripts(matches: ReturnType<typeof useMatches>): PageScripts {
  const said = matches.map((match) => (match.handle as { scripts?: PageScripts } | undefined)?.scripts).filter((scripts) => scripts !== undefined);
  return said.at(-1) ?? "at-once";
}

export function Layout({ children }: { children: ReactNode }) {
  // The page's own scripts carry the server's mark: only they are allowed by the CSP (app/entry.server.tsx).
  const scriptMark = useScriptMark();
  const data = useRouteLoaderData<typeof loader>("root");
  const scripts = pageScripts(useMatches());
  const hydrated = useHydrated();
  return (
    <html lang={pageLocale(useLocation().pathname, data?.locales)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <style dangerouslySetInnerHTML={{ __html: FONT_FACE }} />
        <InlineStylesheet href={appStyles} serverText={stylesheetText} />
        {data?.theme ? <style dangerouslySetInnerHTML={{ __html: data.theme }} /> : null}
        <Links />
      </head>
      <body>
        <SiteTimeZoneContext.Provider value={data?.timeZone ?? DEFAULT_TIME_ZONE}>{children}</SiteTimeZoneContext.Provider>
        {/* Kept once React runs, whatever the page: a form that leads to a page without scripts (registering, then the article) lands at its top. */}
        {scripts === "none" && !hydrated ? null : <ScrollRestoration nonce={scriptMark} />}
        {scripts === "none" ? null : scripts === "after-load" ? <ScriptsAfterLoad scriptMark={scriptMark} /> : <Scripts nonce={scriptMark} />}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : status === 403 ? "Not allowed" : "Something went wrong";
  return (
    <main className="container error-page">
      <h1>{title}</h1>
      <p>{status === 404 ? "The page you asked for does not exist." : "Please try again in a moment."}</p>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </main>
  );
}
