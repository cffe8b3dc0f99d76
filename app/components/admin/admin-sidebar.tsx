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
 * form, since signing out changes state. Each role sees only the entries the
 * permission table opens to it. Works without JavaScript.
 */
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
