import { Form, Link, useLocation } from "@remix-run/react";
import { ADMIN_CMS_NAV, ADMIN_NAV, navMatch, type AdminNavItem } from "./admin-nav";
import { Icon } from "./icons";

function NavLink({ item, pathname }: { item: AdminNavItem; pathname: string }) {
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
      </Link>
    </li>
  );
}

/**
 * The sidebar: the sections in the order docs/product.md#admin gives, the CMS group as a
 * <details> (open while one of its pages is shown) and Log Out as a form, since
 * signing out changes state. Works without JavaScript.
 */
export function AdminSidebar() {
  const { pathname } = useLocation();
  const inCms = ADMIN_CMS_NAV.some((item) => navMatch(item, pathname) !== null);
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {ADMIN_NAV.map((item) => (
          <NavLink key={item.to} item={item} pathname={pathname} />
        ))}
        <li>
          {/* key: a new page re-reads `open`, so the group opens when one of its pages is shown. */}
          <details className="admin-nav-group" open={inCms} key={inCms ? "cms-open" : "cms-closed"}>
            <summary>CMS</summary>
            <ul>
              {ADMIN_CMS_NAV.map((item) => (
                <NavLink key={item.to} item={item} pathname={pathname} />
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
