import { Form, useLocation, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { Role } from "~/db/schema";
import { ADMIN_CMS_NAV, ADMIN_NAV, ADMIN_SECTIONS, navMatch, visibleTo, type AdminNavItem } from "./admin-nav";
import { Icon, type IconName } from "./icons";

/** Each screen's outline in the sidebar, by its address; an entry without one keeps the room, so the words line up. */
const NAV_ICONS: Record<string, IconName> = {
  "/admin/dashboard": "dashboard",
  "/admin/service-category": "folder",
  "/admin/services": "bulb",
  "/admin/client-logo": "award",
  "/admin/project-category": "folder",
  "/admin/projects": "box",
  "/admin/custom-pages": "file",
  "/admin/home-slider": "slides",
  "/admin/blog": "news",
  "/admin/setting": "gear",
  "/admin/customer-mail": "mail",
  "/admin/health": "pulse",
  "/admin/redirects": "redirect",
  "/admin/home-page": "home",
  "/admin/hero-contents": "layers",
  "/admin/hero-video": "video",
  "/admin/customer-stories": "quote",
  "/admin/news-media": "image",
  "/admin/CompanyPDF": "document",
  "/admin/trash": "trash",
  "/admin/users": "users",
  "/admin/account": "user",
  "/admin/audit": "list",
  "/admin/api-keys": "key",
  "/admin/webhooks": "bolt",
  "/admin/backup": "database",
};

function NavLink({ item, pathname, count = 0 }: { item: AdminNavItem; pathname: string; count?: number }) {
  const match = navMatch(item, pathname);
  const icon = NAV_ICONS[item.to];
  return (
    <li>
      <Link
        to={item.to}
        className={match ? "admin-nav-link is-current" : "admin-nav-link"}
        aria-current={match === "page" ? "page" : match === "section" ? "true" : undefined}
      >
        {icon ? <Icon name={icon} className="admin-nav-icon" /> : <span className="admin-nav-icon" />}
        <span className="admin-nav-label">{item.label}</span>
        {count > 0 ? <UnreadBadge count={count} /> : null}
      </Link>
    </li>
  );
}

function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="admin-nav-count">
      {count}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}

const UNREAD_AT = "/admin/customer-mail";

/** Each added section is a list labelled by its heading, so a screen reader lists it by name; Log Out is a form, since it changes state. */
export function AdminSidebar({ unreadMessages, role }: { unreadMessages: number; role: Role }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // The sidebar scrolls on its own where the window is short: the current entry (Backups, low in System) is scrolled into it.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector('[aria-current="page"]');
    if (!nav || !current) return;
    const box = nav.getBoundingClientRect();
    const entry = current.getBoundingClientRect();
    // Log Out is pinned at the sidebar's foot beside the page: the entry must clear it, not hide under it.
    const logOut = nav.querySelector(".admin-logout")?.parentElement;
    const foot = logOut && getComputedStyle(logOut).position === "sticky" ? logOut.getBoundingClientRect().height : 0;
    if (entry.bottom > box.bottom - foot) nav.scrollTop += entry.bottom - (box.bottom - foot) + 16;
    else if (entry.top < box.top) nav.scrollTop -= box.top - entry.top + 16;
  }, [pathname]);
  const link = (item: AdminNavItem) => (
    <NavLink key={item.to} item={item} pathname={pathname} count={item.to === UNREAD_AT ? unreadMessages : 0} />
  );
  const sections = ADMIN_SECTIONS.map((section) => ({ ...section, items: visibleTo(role, section.items) })).filter((section) => section.items.length > 0);
  return (
    <nav className="admin-nav" aria-label="Admin" ref={navRef}>
      <ul>
        {visibleTo(role, ADMIN_NAV).map(link)}
        <li>
          <details className="admin-nav-group" open>
            <summary>CMS</summary>
            <ul>{visibleTo(role, ADMIN_CMS_NAV).map(link)}</ul>
          </details>
        </li>
        {sections.map((section) => {
          const id = `admin-nav-${section.heading.toLowerCase().replace(/[^a-z]+/g, "-")}`;
          if (section.folded) {
            // Open on one of its own screens, so the current entry is never hidden.
            const holdsCurrent = section.items.some((item) => navMatch(item, pathname) !== null);
            return (
              <li key={section.heading}>
                <details className="admin-nav-group" open={holdsCurrent}>
                  <summary>{section.heading}</summary>
                  <ul>{section.items.map(link)}</ul>
                </details>
              </li>
            );
          }
          return (
            <li key={section.heading} className="admin-nav-section">
              <h2 id={id} className="admin-nav-heading">
                {section.heading}
              </h2>
              <ul aria-labelledby={id}>{section.items.map(link)}</ul>
            </li>
          );
        })}
        <li>
          <Form method="post" action="/admin/logout" className="admin-logout">
            <button type="submit" className="admin-nav-link">
              <Icon name="logout" />
              <span>Log Out</span>
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
