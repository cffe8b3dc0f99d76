import { useLocation, useMatches } from "@remix-run/react";
import { languageLinks, splitLocalePath } from "~/utils/locales";
import { useSiteWords } from "./words";

type Paths = Record<string, string>;

function isPaths(value: unknown): value is Paths {
  return typeof value === "object" && value !== null && Object.values(value).every((path) => typeof path === "string");
}

/**
 * Where the page is in each locale, as its route's loader says: `paths` (locale -> unprefixed
 * path) at the top of its data, or under `alternates` (the default locale's pages, which have
 * them only while the site has several languages). The deepest route that says wins.
 */
function pagePaths(matches: ReturnType<typeof useMatches>): Paths | undefined {
  for (const match of [...matches].reverse()) {
    const data = match.data as { paths?: unknown; alternates?: { paths?: unknown } | null } | null | undefined;
    if (isPaths(data?.paths)) return data.paths;
    if (isPaths(data?.alternates?.paths)) return data.alternates.paths;
  }
  return undefined;
}

/**
 * The header's language switcher (docs/locales.md): plain links, so it works without JavaScript,
 * one per locale, to the same page's translation or to that locale's home page where it has none.
 * Drawn only when the site has several languages.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const matches = useMatches();
  const location = useLocation();
  const { say } = useSiteWords();
  const locales = (matches[0]?.data as { locales?: string[] } | undefined)?.locales;
  if (!locales || locales.length < 2) return null;
  const { locale: current, rest } = splitLocalePath(location.pathname, locales);
  // A page that names no alternates exists in its own locale only: its own link stays on it.
  const paths = pagePaths(matches) ?? { [current]: rest };
  const links = languageLinks({ locales, current, paths });
  return (
    <nav aria-label={say("header.languages.label")} className={`language-switcher ${className}`}>
      <ul>
        {links.map((link) => (
          <li key={link.locale}>
            {/* A plain link, a full load: the next page's words come from the server in its language. */}
            <a
              // The current page's own link keeps its whole query (a search's page, a filter).
              href={link.current ? `${link.href.split("?")[0]}${location.search}` : link.href}
              lang={link.locale}
              hrefLang={link.locale}
              aria-current={link.current ? "page" : undefined}
            >
              {/* The wide header's row shows the code; the name stays the link's name for everyone. */}
              <span className="language-name">{link.name}</span>
              <span className="language-code" aria-hidden="true">
                {link.locale.toUpperCase()}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
