import { Form, useLocation, Link, NavLink } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { customerStories } from "~/content-types/customer-stories";
import { LanguageSwitcher } from "./language-switcher";
import type { NavLink as NavItem } from "~/models/public-layout.server";
import type { PublicImage } from "~/models/public-image.server";
import { mediaUrl } from "~/utils/media-url";
import { useSiteWords } from "./words";
import { initialsOf } from "./format";

export interface HeaderProps {
  companyName: string;
  logo: PublicImage | null;
  solutionCategories: NavItem[];
  productCategories: NavItem[];
  menuPages: NavItem[];
  visitor: { name: string; kind: "customer" | "admin" } | null;
}

const LOGO_HEIGHT = 40;

function Logo({ companyName, logo }: Pick<HeaderProps, "companyName" | "logo">) {
  const { say } = useSiteWords();
  const label = companyName || say("header.home");
  if (logo?.width && logo.height) {
    const width = Math.round((logo.width / logo.height) * LOGO_HEIGHT);
    const src = mediaUrl(logo, logo.variants.find((variant) => variant >= width * 2));
    return <img src={src} width={width} height={LOGO_HEIGHT} alt={label} />;
  }
  return (
    <>
      <img src="/logo.svg" width={LOGO_HEIGHT} height={LOGO_HEIGHT} alt="" />
      <span className="brand-name">{label}</span>
    </>
  );
}

/** Whether the page is one of a section's: its overview, a category or an item (`/solutions`, `/solutions/x`, `/solution-details/y`). */
export function inSection(pathname: string, prefixes: readonly string[]): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * A dropdown of categories (a <details>, so it opens without JavaScript), closed by the way to the
 * overview of them all. On any page of its section the label is marked as the links are, so a visitor
 * on a product sees they are under Products.
 */
function NavMenu({ label, links, all, current }: { label: string; links: NavItem[]; all: NavItem; current: boolean }) {
  const { say } = useSiteWords();
  if (links.length === 0) return null;
  return (
    <li>
      <details className="nav-menu">
        <summary className={current ? "active" : undefined}>
          {label}
          {current ? <span className="visually-hidden">{` (${say("header.nav.currentSection")})`}</span> : null}
        </summary>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} prefetch="intent">
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="nav-menu-all">
            <NavLink to={all.href} prefetch="intent" end>
              {all.label}
            </NavLink>
          </li>
        </ul>
      </details>
    </li>
  );
}

/**
 * Who is signed in, and the way out. On a wide screen a compact menu under the
 * customer's name (a <details>, so it opens without JavaScript) keeps the
 * header one row however long the name; in the phone menu the same links
 * stand one under the other.
 */
function AccountControls({ visitor, compact }: { visitor: HeaderProps["visitor"]; compact: boolean }) {
  const { say, href } = useSiteWords();
  if (visitor?.kind === "admin") {
    // Staff already read every guarded page: their way onward is the admin, not a visitor's account.
    return <a href="/admin/dashboard">{say("header.account.dashboard")}</a>;
  }
  if (visitor?.kind !== "customer") {
    // Customers sign in here; a newcomer registers from the sign-in page or a guarded page's note.
    return <Link to={href("/login")}>{say("header.account.signIn")}</Link>;
  }
  const logOut = (
    <Form method="post" action="/logout" reloadDocument>
      <button type="submit" className="link-button">
        {say("header.account.signOut")}
      </button>
    </Form>
  );
  if (!compact) {
    return (
      <>
        <p className="nav-signed-in">
          {say("header.account.signedIn")} <strong>{visitor.name}</strong>
        </p>
        <Link to={href("/account")}>{say("header.account.yours")}</Link>
        {logOut}
      </>
    );
  }
  return (
    <details className="nav-menu account-menu">
      <summary>
        {/* The name's initials, as an article's byline shows its author's: the row has no room for the whole name, which is said. */}
        <span className="article-author-badge account-initials" aria-hidden="true">
          {initialsOf(visitor.name)}
        </span>
        <span className="visually-hidden">{visitor.name}</span>
      </summary>
      <ul>
        <li className="account-who">
          {say("header.account.signedIn")} <strong>{visitor.name}</strong>
        </li>
        <li>
          <NavLink to={href("/account")}>{say("header.account.yours")}</NavLink>
        </li>
        <li>{logOut}</li>
      </ul>
    </details>
  );
}

/** The links and the account controls: drawn once in the wide header and once in the phone menu. */
function NavContent({ solutionCategories, productCategories, menuPages, visitor, compact }: Omit<HeaderProps, "companyName" | "logo"> & { compact: boolean }) {
  const { say, href } = useSiteWords();
  const { pathname, search } = useLocation();
  // The sign-in page a guarded item sent the visitor to stands in for that item: its section stays marked.
  const place = /\/login$/.test(pathname) ? (new URLSearchParams(search).get("redirectTo") ?? pathname) : pathname;
  const markedIn = (prefixes: readonly string[]) => ({ isActive }: { isActive: boolean }) => (isActive || inSection(place, prefixes) ? "active" : undefined);
  return (
    <>
      <ul className="nav-list">
        <NavMenu
          label={say("header.nav.solutions")}
          links={solutionCategories}
          all={{ href: href("/solutions"), label: say("header.nav.allSolutions") }}
          current={inSection(place, [href("/solutions"), href("/solution-details")])}
        />
        <NavMenu
          label={say("header.nav.products")}
          links={productCategories}
          all={{ href: href("/products"), label: say("header.nav.allProducts") }}
          current={inSection(place, [href("/products"), href("/product-details")])}
        />
        <li>
          {/* The stories, news and the contact page have an address per language; certificates are the same in each. */}
          <NavLink to={href(customerStories.public.list.path)} prefetch="intent">
            {say("header.nav.stories")}
          </NavLink>
        </li>
        <li>
          {/* News, the certificates, the customer stories and the contact page have an address per language. */}
          <NavLink to={href("/news")} prefetch="intent" className={markedIn([href("/news-details")])}>
            {say("header.nav.news")}
          </NavLink>
        </li>
        <li>
          <NavLink to={href("/certificates")} className={markedIn([href("/certificates")])}>
            {say("header.nav.certificates")}
          </NavLink>
        </li>
        {menuPages.map((page) => (
          <li key={page.href}>
            <NavLink to={page.href}>{page.label}</NavLink>
          </li>
        ))}
      </ul>
      <div className="nav-account">
        <AccountControls visitor={visitor} compact={compact} />
        {/* A company site's main action is getting in touch: the one filled button in the header. */}
        <NavLink to={href("/contact-us")} prefetch="intent" className="button button-small nav-contact">
          {say("header.nav.contact")}
        </NavLink>
      </div>
    </>
  );
}

/**
 * The site search: a GET form to /search (/de/search on a German page: the search in that
 * language), so it works without JavaScript. On the results page it holds the words searched for.
 */
function SiteSearch({ q, id, className }: { q: string; id: string; className: string }) {
  const { say, href } = useSiteWords();
  return (
    <Form method="get" action={href("/search")} role="search" className={`site-search ${className}`}>
      <label htmlFor={id} className="visually-hidden">
        {say("header.search.label")}
      </label>
      <input id={id} type="search" name="q" placeholder={say("header.search.placeholder")} defaultValue={q} key={q} maxLength={200} />
      <button type="submit" className="site-search-button">
        <SearchIcon />
        <span className="visually-hidden">{say("header.search.submit")}</span>
      </button>
    </Form>
  );
}

/**
 * On a wide screen the search box waits behind a magnifier button at the end
 * of the header, so the links and the account fit on one row. A <details>:
 * it opens without JavaScript; with it, the box takes the focus at once (PageScript).
 */
function HeaderSearch({ q }: { q: string }) {
  const { say } = useSiteWords();
  return (
    <details className="header-search">
      <summary>
        <SearchIcon />
        <span className="visually-hidden">{say("header.search.submit")}</span>
      </summary>
      <div className="header-search-panel">
        <SiteSearch q={q} id="site-search-q" className="site-search-wide" />
      </div>
    </details>
  );
}

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" focusable="false">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * On a wide screen the navigation stands in the header. On a phone it folds
 * behind a Menu button, a <details> so that it opens without JavaScript; CSS
 * shows one of the two, so the other is out of sight and out of the
 * accessibility tree.
 */
export function SiteHeader(props: HeaderProps) {
  const { companyName, logo, ...navigation } = props;
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const { say, href } = useSiteWords();

  // Where React runs the page (the sign-in and account pages), an open dropdown or menu closes
  // after it navigates; not when the script starts, as the visitor may have opened the menu while
  // the page was loading. A click elsewhere and Escape close them on every page (PageScript).
  const shownLocation = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const current = `${location.pathname}${location.search}`;
    if (current === shownLocation.current) return;
    shownLocation.current = current;
    headerRef.current?.querySelectorAll("details[open]").forEach((details) => details.removeAttribute("open"));
  }, [location.pathname, location.search]);

  const searched = location.pathname === href("/search") ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <header className="site-header" ref={headerRef}>
      <div className="container header-inner">
        <Link to={href("/")} className="brand">
          <Logo companyName={companyName} logo={logo} />
        </Link>
        <nav aria-label={say("header.nav.label")} className="main-nav main-nav-wide">
          <NavContent {...navigation} compact />
        </nav>
        <HeaderSearch q={searched} />
        <LanguageSwitcher className="language-switcher-wide" />
        {/* Where the links fold behind Menu, getting in touch stays in sight: the header's one filled button. */}
        <NavLink to={href("/contact-us")} prefetch="intent" className="button button-small header-contact">
          {say("header.nav.contact")}
        </NavLink>
        <details className="menu-toggle">
          <summary>
            <span className="menu-icon" aria-hidden="true" />
            <span className="menu-label">{say("header.menu")}</span>
            {/* A signed-in customer sees so on the closed menu too, by the initials the wide header shows; the menu names them. */}
            {navigation.visitor?.kind === "customer" ? (
              <span className="article-author-badge account-initials menu-initials" aria-hidden="true">
                {initialsOf(navigation.visitor.name)}
              </span>
            ) : null}
          </summary>
          {/* On a phone the search box and the languages wait at the top of the menu, so the header stays one row. */}
          <nav aria-label={say("header.nav.label")} className="main-nav main-nav-phone">
            <SiteSearch q={searched} id="site-search-q-phone" className="site-search-phone" />
            <LanguageSwitcher className="language-switcher-phone" />
            <NavContent {...navigation} compact={false} />
          </nav>
        </details>
      </div>
    </header>
  );
}
