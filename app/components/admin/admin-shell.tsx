import { useLocation, useNavigation, useRouteLoaderData, Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { Role } from "~/db/schema";
import type { loader as rootLoader } from "~/root";
import { currentPlace } from "./admin-nav";
import { AdminSidebar } from "./admin-sidebar";
import { FirstInvalidFieldScope } from "~/components/field";
import { FlashToaster } from "./flash-toaster";
import { Icon } from "./icons";
import type { ToastMessage } from "./toast";

/** With JavaScript a refused save does not reload the page, which would stay scrolled where the button was. */
function useFocusFirstInvalidAfterSubmit() {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") {
      submitted.current = true;
      return;
    }
    if (navigation.state !== "idle" || !submitted.current) return;
    submitted.current = false;
    const invalid = document.querySelector<HTMLElement>('#admin-main [aria-invalid="true"]');
    const focusable = invalid?.matches("input, select, textarea, [contenteditable]")
      ? invalid
      : invalid?.querySelector<HTMLElement>("input, select, textarea, [contenteditable]");
    focusable?.focus();
  }, [navigation.state]);
}

const ROLE_NAMES: Record<Role, string> = { admin: "Admin", editor: "Editor", customer: "Customer" };

export type AdminShellProps = {
  admin?: { name: string; email: string; role: Role };
  unreadMessages?: number;
  /** The header's title where the sidebar names no screen for the address (an unknown address's "Not found"). */
  fallbackTitle?: string;
  toast?: (ToastMessage & { id: string }) | null;
  children: ReactNode;
};

/** Also worn by the company PDF page for staff, which stands outside the admin layout because visitors see it too. */
export function AdminShell({ admin, unreadMessages = 0, fallbackTitle, toast, children }: AdminShellProps) {
  const { pathname } = useLocation();
  const place = currentPlace(pathname) ?? (fallbackTitle ? { section: fallbackTitle, page: fallbackTitle, sectionHref: null } : null);
  const onDashboard = pathname.toLowerCase().replace(/\/+$/, "") === "/admin/dashboard";
  const siteName = useRouteLoaderData<typeof rootLoader>("root")?.siteName;
  useFocusFirstInvalidAfterSubmit();
  return (
    <div className="admin">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-header">
        <Link to="/admin/dashboard" className="admin-brand">
          {siteName ? <span className="admin-brand-site">{siteName}</span> : null}
          <span className="admin-brand-admin">Admin</span>
        </Link>
        {/* On the dashboard the welcome stands alone: its page title is already the screen's own heading. */}
        <p className="admin-welcome">
          {onDashboard ? <span className="admin-welcome-title">Welcome To Dashboard</span> : null}
          {place && !onDashboard ? (
            <span className="admin-where">
              {place.page === place.section ? null : (
                <>
                  {/* Back to the list in one click from any of its screens, as a breadcrumb is expected to lead. */}
                  {place.sectionHref ? (
                    <Link to={place.sectionHref} className="admin-where-section">
                      {place.section}
                    </Link>
                  ) : (
                    place.section
                  )}
                  <span aria-hidden="true"> › </span>
                  <span className="visually-hidden">: </span>
                </>
              )}
              <strong className="admin-where-page">{place.page}</strong>
            </span>
          ) : null}
        </p>
        {admin ? (
          <div className="admin-user">
            <p>
              <span className="admin-user-name">{admin.name}</span>
              <span className="admin-user-email">
                {admin.email} · {ROLE_NAMES[admin.role]}
              </span>
            </p>
          </div>
        ) : null}
        <a href="/" className="admin-site-link">
          <Icon name="external" />
          <span>View site</span>
        </a>
      </header>
      <div className="admin-body">
        {/* The checkbox opens the folded sidebar without JavaScript. */}
        <input type="checkbox" id="admin-nav-toggle" className="admin-nav-toggle" />
        <label htmlFor="admin-nav-toggle" className="admin-nav-toggle-label">
          <Icon name="menu" />
          <span>Menu</span>
        </label>
        {/* Without the layout's data (its own loader failed) the sidebar offers no more than an editor's. */}
        <AdminSidebar unreadMessages={unreadMessages} role={admin?.role ?? "editor"} />
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {/* Without JavaScript there is no toast: the message of the last save is read here instead. */}
          {toast ? (
            <noscript>
              <p className={toast.type === "error" ? "form-alert" : "form-notice"} role="status">
                {toast.message}
                {toast.link ? (
                  <>
                    {" "}
                    <a href={toast.link.href}>{toast.link.label}</a>
                  </>
                ) : null}
              </p>
            </noscript>
          ) : null}
          <FirstInvalidFieldScope>{children}</FirstInvalidFieldScope>
        </main>
      </div>
      <FlashToaster toast={toast} />
    </div>
  );
}

