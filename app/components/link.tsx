import { Link as RemixLink, NavLink as RemixNavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The site's links. In the browser they are Remix's `<Link>` and `<NavLink>`
 * (client-side navigation, prefetching on intent). On the server they write
 * the very same `<a>` without going through the router: Remix's link resolves
 * its path three times a render (its own href, React Router's href, the click
 * handler), each time turning the route matches into JSON and back, and a home
 * page holds some sixty links (docs/deploy.md#links-written-directly-on-the-server).
 * `link.test.tsx` renders both for the same props and compares the markup.
 *
 * Only a path the router would return unchanged is written directly; any other
 * (relative, with `.` or `..` segments, doubled slashes) goes through Remix.
 * The few admin controls that need more of the router (a full reload, a click
 * handler that opens a dialog) use Remix's `<Link>` itself.
 */

type Prefetch = "none" | "intent" | "render" | "viewport";

interface LinkProps {
  to: string;
  prefetch?: Prefetch;
  className?: string;
  rel?: string;
  "aria-label"?: string;
  "aria-current"?: "page" | "true";
  children: ReactNode;
}

interface NavLinkProps {
  to: string;
  prefetch?: Prefetch;
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  children: ReactNode;
}

const onServer = typeof document === "undefined";

/** The path of a link, without its query or fragment. */
function pathnameOf(to: string): string {
  return to.split(/[?#]/, 1)[0];
}

/** An absolute path with no segment the router would rewrite. */
export function isPlainPath(to: string): boolean {
  if (!to.startsWith("/") || to.startsWith("//")) return false;
  const pathname = pathnameOf(to);
  return !pathname.includes("//") && !/\/\.\.?(\/|$)/.test(pathname);
}

export function Link(props: LinkProps) {
  const { to } = props;
  if (!onServer || !isPlainPath(to)) return <RemixLink {...props} />;
  // Each attribute named rather than spread from the props: half the cost of a link.
  return (
    <a
      className={props.className}
      rel={props.rel}
      aria-label={props["aria-label"]}
      aria-current={props["aria-current"]}
      data-discover="true"
      href={to}
    >
      {props.children}
    </a>
  );
}

export function NavLink({ to, prefetch, end = false, children }: NavLinkProps) {
  const location = useLocation();
  if (!onServer || !isPlainPath(to)) {
    return (
      <RemixNavLink to={to} prefetch={prefetch} end={end}>
        {children}
      </RemixNavLink>
    );
  }
  const active = isActive(location.pathname, pathnameOf(to), end);
  return (
    <a data-discover="true" aria-current={active ? "page" : undefined} className={active ? "active" : ""} href={to}>
      {children}
    </a>
  );
}

/** React Router's rule for NavLink: the same path, or one below it unless `end`; case ignored. */
function isActive(locationPathname: string, toPathname: string, end: boolean): boolean {
  const here = locationPathname.toLowerCase();
  const target = encodedPathname(toPathname).toLowerCase();
  const endOfTarget = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here === target || (!end && here.startsWith(target) && here.charAt(endOfTarget) === "/");
}

/** The path as the request's URL carries it: only characters outside the plain set are encoded. */
function encodedPathname(pathname: string): string {
  return /^[\w\-./~]*$/.test(pathname) ? pathname : new URL(pathname, "http://localhost").pathname;
}
