import { Form, Link, useLocation } from "@remix-run/react";
import { ADMIN_CMS_NAV, ADMIN_NAV, navMatch, type AdminNavItem } from "./admin-nav";
import { Icon } from "./icons";

function NavLink({ item, pathname, count = 0 }: { item: AdminNavItem; pathname: string; count?: number }) {
  const match = navMatch(item, pathname);
  return (
    <li>
      <Link
        to={item.to}
        className={match ? "admin-nav-link is-current" : "admin-nav-link"}
        // The list page itself is "page"; its create and edit screens mark their section.
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

/**
 * The sidebar: the sections in the order docs/product.md#admin gives, the CMS
 * group as a <details> (open unless the editor folds it; its summary carries
 * the unread count too, so a folded group still shows it) and Log Out as a
 * form, since signing out changes state. Works without JavaScript.
 */
export function AdminSidebar({ unreadMessages }: { unreadMessages: number }) {
  const { pathname } = useLocation();
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {ADMIN_NAV.map((item) => (
          <NavLink key={item.to} item={item} pathname={pathname} />
        ))}
        <li>
          <details className="admin-nav-group" open>
            <summary>
              CMS
              {unreadMessages > 0 ? <UnreadBadge count={unreadMessages} /> : null}
            </summary>
            <ul>
              {ADMIN_CMS_NAV.map((item) => (
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
