import { Link } from "@remix-run/react";
import { useSiteWords } from "./words";

/**
 * One step of the trail after Home: plain text, a link that loads the page
 * (`href`), or a link the app follows without a full load (`to`).
 */
export type Crumb = { label: string; href?: string; to?: string };

/**
 * The trail above a page's title, from Home to the page itself (`current`,
 * marked for screen readers), so a visitor who came from a search engine sees
 * where the page sits: Home › Solutions › Cloud & Infrastructure › Cloud Migration.
 */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const { say, href } = useSiteWords();
  return (
    <nav aria-label={say("breadcrumbs.label")} className="breadcrumbs">
      <ol>
        <li>
          <a href={href("/")}>{say("header.home")}</a>
        </li>
        {trail.map((crumb, index) => (
          <li key={index}>
            {crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.href ? <a href={crumb.href}>{crumb.label}</a> : crumb.label}
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
