import { Form, useLocation, Link } from "@remix-run/react";
import type { Role } from "~/db/schema";
import { ADMIN_CMS_NAV, ADMIN_NAV, ADMIN_SITE_NAV, ADMIN_ACCOUNT_NAV, navMatch, visibleTo, type AdminNavItem } from "./admin-nav";
import { Icon } from "./icons";

function NavLink({ item, pathname, count = 0 }: { item: AdminNavItem; pathname: string; count?: number }) {
  const match = navMatch(item, pathname);
  return (
    <li>
      <Link
        to={item.to}
        className={match ? "admin-nav-link is-current" : "admin-nav-link"}
        aria-current={match === "page" ? "page" : match === "section" ? "true" : undefined}
      >
        {item.label}
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

/** The CMS group's summary carries the unread count too, so a folded group still shows it; Log Out is a form, since it changes state. */
export function AdminSidebar({ unreadMessages, role }: { unreadMessages: number; role: Role }) {
  const { pathname } = useLocation();
  const main = visibleTo(role, ADMIN_NAV);
  const cms = visibleTo(role, ADMIN_CMS_NAV);
  const site = visibleTo(role, ADMIN_SITE_NAV);
  const account = visibleTo(role, ADMIN_ACCOUNT_NAV);
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {main.map((item) => (
          <NavLink key={item.to} item={item} pathname={pathname} />
        ))}
        <li>
          <details className="admin-nav-group" open>
            <summary>
              CMS
              {unreadMessages > 0 ? <UnreadBadge count={unreadMessages} /> : null}
            </summary>
            <ul>
              {cms.map((item) => (
                <NavLink
                  key={item.to}
                  item={item}
                  pathname={pathname}
                  count={item.to === "/admin/customer-mail" ? unreadMessages : 0}
                />
              ))}
            </ul>
          </details>
        </li>
        {site.length > 0 ? (
          <li>
            <details className="admin-nav-group" open>
              <summary>Admin</summary>
              <ul>
                {site.map((item) => (
                  <NavLink key={item.to} item={item} pathname={pathname} />
                ))}
              </ul>
            </details>
          </li>
        ) : null}
        {account.map((item) => (
          <NavLink key={item.to} item={item} pathname={pathname} />
        ))}
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
