import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse, Link, Outlet, useLoaderData, useLocation, useNavigation, useRouteError, useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { currentSection } from "~/components/admin/admin-nav";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { FlashToaster } from "~/components/admin/flash-toaster";
import { FormAlert } from "~/components/admin/form-alert";
import { Icon } from "~/components/admin/icons";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { db } from "~/db/db.server";
import type { Role } from "~/db/schema";
import { countUnreadContactMessages } from "~/models/contact-message.server";
import { requireStaffMember } from "~/services/auth/auth.server";
import type { loader as rootLoader } from "~/root";
import adminStyles from "~/styles/admin.css";

/**
 * The admin layout: header, sidebar and the screen. Its loader guards every
 * /admin/* page, but Remix runs a child's loader and action without waiting for
 * this one, so each screen also calls its own guard (requireStaff with its area).
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "Admin" }, { name: "robots", content: "noindex" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireStaffMember(request);
  const unreadMessages = await countUnreadContactMessages(db());
  return json(
    { admin: { name: admin.name, email: admin.email, role: admin.role }, unreadMessages },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/**
 * With JavaScript a refused save does not reload the page, which would stay
 * scrolled where the button was: take the editor to the first field to
 * correct. (Without JavaScript the answer is a new page, opened at its top.)
 */
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

type ShellProps = { admin?: { name: string; email: string; role: Role }; unreadMessages?: number; children: ReactNode };

function Shell({ admin, unreadMessages = 0, children }: ShellProps) {
  // Undefined when the root loader itself failed (the error page still renders).
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const section = currentSection(useLocation().pathname);
  useFocusFirstInvalidAfterSubmit();
  return (
    <div className="admin">
      <a href="#admin-main" className="skip-link">
        Skip to content
      </a>
      <header className="admin-header">
        <Link to="/admin/dashboard" className="admin-brand">
          Admin
        </Link>
        <p className="admin-welcome">
          <span className="admin-welcome-title">Welcome To Dashboard</span>
          {section ? <span className="admin-where">{section}</span> : null}
        </p>
        {admin ? (
          <p className="admin-user">
            <span className="admin-user-name">{admin.name}</span>
            <span className="admin-user-email">{admin.email}</span>
          </p>
        ) : null}
        <a href="/" className="admin-site-link">
          <Icon name="external" />
          <span>View site</span>
        </a>
      </header>
      <div className="admin-body">
        {/* Small screens fold the sidebar away; the checkbox opens it without JavaScript. */}
        <input type="checkbox" id="admin-nav-toggle" className="admin-nav-toggle" />
        <label htmlFor="admin-nav-toggle" className="admin-nav-toggle-label">
          <Icon name="menu" />
          <span>Menu</span>
        </label>
        {/* Without the layout's data (its own loader failed) the sidebar offers no more than an editor's. */}
        <AdminSidebar unreadMessages={unreadMessages} role={admin?.role ?? "editor"} />
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {/* Without JavaScript there is no toast: the message of the last save is read here instead. */}
          {root?.toast ? (
            <noscript>
              <p className={root.toast.type === "error" ? "form-alert" : "form-notice"} role="status">
                {root.toast.message}
              </p>
            </noscript>
          ) : null}
          {children}
        </main>
      </div>
      <FlashToaster toast={root?.toast} />
    </div>
  );
}

export default function AdminLayout() {
  const { admin, unreadMessages } = useLoaderData<typeof loader>();
  return (
    <Shell admin={admin} unreadMessages={unreadMessages}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // Present when only the screen failed, not the layout's own loader.
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Not found" : status === 403 ? "Not allowed" : "Something went wrong";
  const detail =
    status === 404
      ? "This record does not exist, or it was deleted."
      : status === 403
        ? "You are not allowed to do this."
        : "An error occurred. Please try again in a moment.";
  return (
    <Shell admin={layout?.admin} unreadMessages={layout?.unreadMessages}>
      <div className="admin-error">
        <h1>{title}</h1>
        <FormAlert message={detail} result={error} />
        <p>
          <Link to="/admin/dashboard">Back to the dashboard</Link>
        </p>
      </div>
    </Shell>
  );
}
