import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { formatDateTime } from "~/components/admin/format";
import { IconLink } from "~/components/admin/icon-button";
import { Pagination } from "~/components/admin/pagination";
import { FilterSelect, SearchForm } from "~/components/admin/search-form";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { listUsersPage } from "~/models/user.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { USER_ROLES } from "~/schemas/user";
import { requireStaff } from "~/services/auth/auth.server";
import contentStyles from "~/styles/admin-content.css";
import { parsePageRequest } from "~/utils/pagination";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Users · Admin" }];
export const headers = adminHeaders;

const USERS_PER_PAGE = 20;
const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: role[0].toUpperCase() + role.slice(1) }));

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "users");
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim().slice(0, 200) ?? "";
  const wanted = url.searchParams.get("role") ?? "";
  // An unknown role in the address filters nothing rather than failing the page.
  const role = USER_ROLES.find((known) => known === wanted);
  const { page } = parsePageRequest(url.searchParams);
  const list = await listUsersPage(db(), { q, role, page, perPage: USERS_PER_PAGE });
  return json(
    {
      q,
      role: role ?? "",
      list: {
        ...list,
        items: list.items.map((user) => ({
          id: user.id,
          name: user.name,
          email: user.email,
          role: user.role,
          status: user.disabled_at ? "Disabled" : user.invited ? "Invited" : "Active",
          two_factor: user.totp_enabled_at !== null,
          last_login_at: user.last_login_at,
        })),
      },
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export default function UsersPage() {
  const { q, role, list } = useLoaderData<typeof loader>();
  const timeZone = useSiteTimeZone();
  return (
    <>
      <div className="admin-page-header">
        <h1>Users</h1>
        <IconLink to="/admin/users/new" icon="plus" label="Invite user" variant="primary" />
      </div>
      <SearchForm q={q} label="Search users" placeholder="Name or email" resetHref="/admin/users">
        <FilterSelect name="role" label="Role" value={role} options={ROLE_OPTIONS} allLabel="Every role" />
      </SearchForm>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Status</th>
              <th scope="col">Two-factor</th>
              <th scope="col">Last sign-in</th>
            </tr>
          </thead>
          <tbody>
            {list.items.length === 0 ? (
              <tr>
                <td colSpan={6} className="admin-empty">
                  {q || role ? "No users match your search." : "No users yet."}
                </td>
              </tr>
            ) : (
              list.items.map((user) => (
                <tr key={user.id}>
                  {/* On a phone a card: the name as its heading, the address and role plain under it, then the labelled facts. */}
                  <td data-label="Name" data-card="heading">
                    <Link to={`/admin/users/${user.id}`}>{user.name}</Link>
                  </td>
                  <td data-label="Email" data-card="meta">
                    {user.email}
                  </td>
                  <td data-label="Role" data-card="meta">
                    {user.role.charAt(0).toUpperCase() + user.role.slice(1)}
                  </td>
                  <td data-label="Status">{user.status}</td>
                  <td data-label="Two-factor">{user.two_factor ? "On" : "Off"}</td>
                  <td data-label="Last sign-in">{user.last_login_at ? formatDateTime(user.last_login_at, timeZone) : <span className="muted">Never</span>}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={list.page} lastPage={list.lastPage} total={list.total} />
    </>
  );
}
