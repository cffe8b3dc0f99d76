import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmDelete, confirmDeleteHref, confirmDeleteId, DeleteConfirmation } from "~/components/admin/confirm-delete";
import { errorText, Field } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { IconLink } from "~/components/admin/icon-button";
import { Pagination } from "~/components/admin/pagination";
import { SearchForm } from "~/components/admin/search-form";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getRedirectById, listRedirects } from "~/models/redirect.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, commandFailure, formError, invalid, listQuery } from "~/routes/__admin-screen.server";
import { parseJson } from "~/schemas/parse";
import { redirectSchema } from "~/schemas/redirect";
import { requireStaff } from "~/services/auth/auth.server";
import { topNotFound } from "~/services/content/not-found-report.server";
import { redirects } from "~/services/content/redirects.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/toast.server";
import { flushVisitLog } from "~/services/visit-log.server";
import contentStyles from "~/styles/admin-content.css";
import { readListSort } from "~/utils/list-sort";
import { parsePageRequest } from "~/utils/pagination";
import { parseRecordId } from "~/utils/record-id";
import { safeRedirect } from "~/utils/safe-redirect";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Redirects · Admin" }];
export const headers = adminHeaders;

const GONE = "This redirect no longer exists.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "redirects");
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const { page } = parsePageRequest(url.searchParams);
  const sort = readListSort(url.searchParams);
  const database = db();
  const editId = parseRecordId(url.searchParams.get("edit"));
  const confirmId = confirmDeleteId(url);
  // This instance's misses are batched for a minute; an editor opening the log sees them now.
  await flushVisitLog(database);
  const [list, missing, editing, confirm] = await Promise.all([
    listRedirects(database, { q, page, sort }),
    topNotFound(database),
    editId ? getRedirectById(database, editId) : undefined,
    confirmId ? getRedirectById(database, confirmId) : undefined,
  ]);
  return json(
    {
      q,
      sort,
      list,
      missing,
      editing: editing ?? null,
      confirm: confirm ? { id: confirm.id, from_path: confirm.from_path } : null,
      listQuery: listQuery(url),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "redirects");
  const form = await readFormData(request);
  const back = safeRedirect(form.get("back"), "/admin/redirects");
  const listPath = back.startsWith("/admin/redirects") ? back : "/admin/redirects";
  const caller = { actor: actorOf(admin), ip: clientIp(context) };
  const intent = form.get("intent");

  if (intent === "delete") {
    const id = parseRecordId(form.get("id"));
    if (!id) return formError(GONE, 404);
    const result = await redirects.remove(db(), { ...caller, id });
    if (!result.ok) return formError(GONE, 404);
    return redirectWithToast(listPath, { type: "success", message: "Redirect deleted" });
  }
  if (intent !== "create" && intent !== "update") return formError("Unknown action.", 400);

  const values = {
    from_path: String(form.get("from_path") ?? ""),
    to: String(form.get("to") ?? ""),
    status: Number(form.get("status") ?? 301),
  };
  const id = intent === "update" ? parseRecordId(form.get("id")) : undefined;
  const echo = { ...values, intent, id: id ?? null };
  const parsed = parseJson(redirectSchema, values);
  if (!parsed.success) return invalid(parsed.fieldErrors, echo);
  const result = id
    ? await redirects.update(db(), { ...caller, id, input: parsed.data })
    : intent === "update"
      ? null
      : await redirects.create(db(), { ...caller, input: parsed.data });
  if (!result) return formError(GONE, 404);
  if (!result.ok) return result.status === 404 ? formError(GONE, 404) : commandFailure(result, echo);
  return redirectWithToast("/admin/redirects", { type: "success", message: `Redirect from ${result.row.from_path} saved` });
}

type Values = { from_path?: string; to?: string; status?: number };

function StatusSelect({ id, value }: { id: string; value?: number }) {
  return (
    <div className="field">
      <label htmlFor={id}>Status</label>
      <select id={id} name="status" defaultValue={String(value ?? 301)}>
        <option value="301">301 – moved for good</option>
        <option value="302">302 – for now</option>
      </select>
    </div>
  );
}

function RedirectForm({ editing, values, errors }: { editing: { id: number } | null; values: Values; errors: Record<string, string[]> }) {
  return (
    <Form method="post" className="admin-form redirect-form" noValidate>
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <Field id="redirect-from_path" label="From" error={errors.from_path} hint="A path of this site, e.g. /2019/05/old-post/">
        {(aria) => <input id="redirect-from_path" name="from_path" defaultValue={values.from_path ?? ""} required maxLength={2000} {...aria} />}
      </Field>
      <Field id="redirect-to" label="To" error={errors.to} hint="A path of this site, or an https:// address">
        {(aria) => <input id="redirect-to" name="to" defaultValue={values.to ?? ""} required maxLength={2000} {...aria} />}
      </Field>
      <StatusSelect id="redirect-status" value={values.status} />
      {errorText(errors.status) ? <p className="field-error">{errorText(errors.status)}</p> : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          {editing ? "Save redirect" : "Add redirect"}
        </button>
        {editing ? <Link to="/admin/redirects">Cancel</Link> : null}
      </div>
    </Form>
  );
}

export default function RedirectsPage() {
  const timeZone = useSiteTimeZone();
  const { q, sort, list, missing, editing, confirm, listQuery } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const here = `/admin/redirects${listQuery}`;
  const typed = (result?.values ?? {}) as Values & { intent?: string };
  const values: Values = result ? typed : editing ? { from_path: editing.from_path, to: editing.to_path, status: editing.status } : {};
  const question = (row: { from_path: string }) => `Delete the redirect from ${row.from_path}?`;

  return (
    <>
      <div className="admin-page-header">
        <h1>Redirects</h1>
      </div>
      <FormAlert message={result?.formError} result={result} idPrefix="redirect" />
      {confirm ? <DeleteConfirmation question={question(confirm)} id={confirm.id} hidden={{ back: here }} cancelHref={here} /> : null}

      <section aria-labelledby="redirect-form-heading" className="admin-section">
        <h2 id="redirect-form-heading">{editing ? `Edit the redirect from ${editing.from_path}` : "Add a redirect"}</h2>
        <RedirectForm editing={editing} values={values} errors={result?.fieldErrors ?? {}} />
      </section>

      <section aria-labelledby="missing-heading" className="admin-section">
        <h2 id="missing-heading">Missing pages of the last 30 days</h2>
        <AdminTable
          label="Missing pages"
          items={missing}
          rowKey={(row) => row.path}
          empty="No missing pages were asked for."
          columns={[
            { header: "Path", cell: (row) => <code>{row.path}</code> },
            { header: "Hits", cell: (row) => row.hits },
            { header: "Last seen", cell: (row) => formatDateTime(row.last_seen_at, timeZone) },
            { header: "Last referrer", cell: (row) => <span className="redirect-referrer">{row.last_referrer ?? <span className="muted">—</span>}</span> },
          ]}
          actions={(row) => (
            <details className="redirect-quick">
              <summary>Redirect…</summary>
              <Form method="post" className="redirect-quick-form">
                <input type="hidden" name="intent" value="create" />
                <label>
                  From <input name="from_path" defaultValue={row.path} required />
                </label>
                <label>
                  To <input name="to" required placeholder="/new-path or https://…" />
                </label>
                <label>
                  Status
                  <select name="status" defaultValue="301">
                    <option value="301">301</option>
                    <option value="302">302</option>
                  </select>
                </label>
                <button type="submit" className="button button-primary">
                  Create redirect
                </button>
              </Form>
            </details>
          )}
        />
      </section>

      <section aria-labelledby="all-heading" className="admin-section">
        <h2 id="all-heading">All redirects</h2>
        <SearchForm q={q} label="Search redirects" placeholder="A part of either path" resetHref="/admin/redirects" sort={sort} />
        <AdminTable
          label="Redirects"
          items={list.items}
          sort={sort}
          rowKey={(row) => String(row.id)}
          empty={q ? "No redirects match your search." : "No redirects yet."}
          columns={[
            { header: "From", sort: "from", cell: (row) => <code>{row.from_path}</code> },
            { header: "To", sort: "to", cell: (row) => <code>{row.to_path}</code> },
            { header: "Status", sort: "status", cell: (row) => row.status },
            { header: "Made", sort: "made", cell: (row) => (row.automatic ? "Automatic (slug changed)" : "By an editor") },
            { header: "Hits", sort: "hits", cell: (row) => row.hits },
          ]}
          actions={(row) => (
            <>
              <IconLink to={`/admin/redirects?edit=${row.id}`} icon="edit" label="Edit" aria-label={`Edit the redirect from ${row.from_path}`} />
              <ConfirmDelete
                question={question(row)}
                id={row.id}
                hidden={{ back: here }}
                confirmHref={confirmDeleteHref(search, row.id)}
                ariaLabel={`Delete the redirect from ${row.from_path}`}
                iconOnly
              />
            </>
          )}
        />
        <Pagination page={list.page} lastPage={list.lastPage} total={list.total} />
      </section>
    </>
  );
}
