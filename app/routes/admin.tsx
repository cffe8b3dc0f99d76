import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useLoaderData, useMatches, useRouteError, useRouteLoaderData, Link } from "@remix-run/react";
import { AdminShell, type AdminShellProps } from "~/components/admin/admin-shell";
import { adminFrameData, adminHeaders } from "~/routes/__admin-screen.server";
import type { loader as rootLoader } from "~/root";
import adminStyles from "~/styles/admin.css";

/** Remix runs a child's loader and action without waiting for this one, so each screen also calls its own guard. */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
// A screen's 404 is drawn by this layout's boundary, so its title is said here.
export const meta: MetaFunction = ({ error }) => [
  { title: isRouteErrorResponse(error) && error.status === 404 ? "Not found · Admin" : "Admin" },
  { name: "robots", content: "noindex" },
];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => adminFrameData(request);

type ShellProps = Omit<AdminShellProps, "toast">;

function Shell(props: ShellProps) {
  // Undefined when the root loader itself failed (the error page still renders).
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return <AdminShell {...props} toast={root?.toast} />;
}

export default function AdminLayout() {
  const { admin, unreadMessages } = useLoaderData<typeof loader>();
  // A message opened just now was marked read by its own loader, which counted again after: that count is the newer.
  const counts = useMatches()
    .map((match) => (match.data as { unreadMessages?: unknown } | undefined)?.unreadMessages)
    .filter((count): count is number => typeof count === "number");
  return (
    <Shell admin={admin} unreadMessages={counts.at(-1) ?? unreadMessages}>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  // Present when only the screen failed, not the layout's own loader.
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Not found" : status === 403 ? "Not allowed" : "Something went wrong";
  // A 404 from the catch-all route (admin.$.tsx) is an address, not a record.
  const unknownAddress = status === 404 && matches.at(-1)?.id === "routes/admin.$";
  const detail = unknownAddress
    ? "There is no admin page at this address."
    : status === 404
      ? "This record does not exist, or it was deleted."
      : status === 403
        ? "You are not allowed to do this."
        : "An error occurred. Please try again in a moment.";
  return (
    <Shell admin={layout?.admin} unreadMessages={layout?.unreadMessages} fallbackTitle={title}>
      <div className="admin-error">
        <h1>{title}</h1>
        {/* Said once, on the page: a toast would only repeat it. A missing page is not a failure: said plainly, not in red. */}
        {status === 404 ? (
          <p className="admin-error-detail">{detail}</p>
        ) : (
          <p className="form-alert" role="alert">
            {detail}
          </p>
        )}
        <p>
          <Link to="/admin/dashboard">Back to the dashboard</Link>
        </p>
      </div>
    </Shell>
  );
}
