import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { AdminSidebar } from "~/components/admin/admin-sidebar";
import { FlashToaster } from "~/components/admin/flash-toaster";
import { FormAlert } from "~/components/admin/form-alert";
import { Icon } from "~/components/admin/icons";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { requireAdmin } from "~/services/auth/auth.server";
import type { loader as rootLoader } from "~/root";
import adminStyles from "~/styles/admin.css";

/**
 * The admin layout: header, sidebar and the screen. Its loader guards every
 * /admin/* page, but Remix runs a child's loader and action without waiting for
 * this one, so each screen also calls requireAdmin itself.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "Admin" }, { name: "robots", content: "noindex" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return json({ admin: { name: admin.name, email: admin.email } }, { headers: ADMIN_CACHE_HEADERS });
}

function Shell({ name, children }: { name?: string; children: ReactNode }) {
  // Undefined when the root loader itself failed (the error page still renders).
  const root = useRouteLoaderData<typeof rootLoader>("root");
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
          {name ? <span className="admin-welcome-name">{name}</span> : null}
        </p>
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
        <AdminSidebar />
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <FlashToaster toast={root?.toast} />
    </div>
  );
}

export default function AdminLayout() {
  const { admin } = useLoaderData<typeof loader>();
  return (
    <Shell name={admin.name}>
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
    <Shell name={layout?.admin.name}>
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
