import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmDelete, confirmDeleteHref, confirmDeleteId, DeleteConfirmation } from "~/components/admin/confirm-delete";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { IconButton, IconLink } from "~/components/admin/icon-button";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, listQuery } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { can } from "~/utils/permissions";
import { deleteForever, listTrashed, restoreTrashed, TRASH_DAYS } from "~/services/content/trash.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";
import revisionStyles from "~/styles/admin-revisions.css";
import { readListSort } from "~/utils/list-sort";
import { parseRecordId } from "~/utils/record-id";
import { editPathOf, historyPath, resourceNoun } from "~/utils/revision-paths";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: revisionStyles },
];
export const meta: MetaFunction = () => [{ title: "Trash · Admin" }];
export const headers = adminHeaders;

const GONE = "This item is no longer in the trash.";

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, "trash");
  const url = new URL(request.url);
  const sort = readListSort(url.searchParams);
  const items = await listTrashed(db(), { sort });
  const canDeleteForever = can(staff.role, "trash.delete-forever");
  // Without JavaScript, Delete forever leads here first: the page asks before deleting.
  const confirmId = confirmDeleteId(request.url);
  const confirm = canDeleteForever ? (items.find((item) => item.id === confirmId) ?? null) : null;
  return json({ items, sort, confirm, days: TRASH_DAYS, canDeleteForever, listQuery: listQuery(url) }, { headers: ADMIN_CACHE_HEADERS });
}

/** A restore that had to change something (a slug taken meanwhile) answers this page with what changed, so it is read with or without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "trash");
  const form = await readFormData(request);
  const resource = String(form.get("resource") ?? "");
  const id = parseRecordId(form.get("record_id"));
  if (!id) return formError(GONE, 404);
  const caller = { actor: actorOf(admin), ip: clientIp(context) };
  const intent = form.get("intent");
  const back = `/admin/trash${listQuery(new URL(request.url))}`;

  if (intent === "restore") {
    const result = await restoreTrashed(db(), caller, { resource, id });
    if (!result.ok) return formError(result.reason === "not-found" ? GONE : result.message, result.status);
    const restored = `${resourceNoun(resource)} restored`;
    if (result.notes.length === 0) return redirectWithToast(back, { type: "success", message: restored });
    return json(
      { formError: null, restored: { message: restored, notes: result.notes, editPath: editPathOf(resource, id) ?? null } },
      { headers: ADMIN_CACHE_HEADERS },
    );
  }

  if (intent === "delete") {
    await requireStaff(request, "trash.delete-forever");
    const result = await deleteForever(db(), caller, { resource, id });
    if (!result.ok) return formError(GONE, 404);
    return redirectWithToast(back, { type: "success", message: `${resourceNoun(resource)} deleted forever` });
  }

  return formError("Unknown action.", 400);
}

export default function TrashPage() {
  const timeZone = useSiteTimeZone();
  const { items, sort, confirm, days, canDeleteForever, listQuery } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const question = (item: { resource: string; title: string }) =>
    `Delete the ${resourceNoun(item.resource).toLowerCase()} “${item.title}” forever? This cannot be undone.`;
  const restored = result && "restored" in result ? (result.restored as { message: string; notes: string[]; editPath: string | null }) : null;

  return (
    <>
      <div className="admin-page-header">
        <h1>Trash</h1>
      </div>
      <p className="muted">What was deleted in the last {days} days. After that it is deleted for good.</p>
      <FormAlert message={result?.formError} result={result} />
      {restored ? (
        <div className="trash-notes" role="status">
          <p>
            <strong>{restored.message}</strong>, with changes:
          </p>
          <ul>
            {restored.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          {restored.editPath ? <Link to={restored.editPath}>Open it</Link> : null}
        </div>
      ) : null}
      {confirm ? (
        <DeleteConfirmation
          question={question(confirm)}
          id={confirm.id}
          hidden={{ resource: confirm.resource, record_id: confirm.record_id }}
          cancelHref={`/admin/trash${listQuery}`}
        />
      ) : null}
      <AdminTable
        label="Trash"
        items={items}
        sort={sort}
        rowKey={(item) => String(item.id)}
        empty="The trash is empty."
        columns={[
          { header: "Type", sort: "type", cell: (item) => resourceNoun(item.resource) },
          { header: "Title", sort: "title", cell: (item) => item.title },
          { header: "Deleted by", sort: "deleted_by", cell: (item) => item.actor_name || <span className="muted">(unknown)</span> },
          { header: "When", sort: "when", cell: (item) => formatDateTime(item.deleted_at, timeZone) },
        ]}
        actions={(item) => (
          <>
            <Form method="post">
              <input type="hidden" name="resource" value={item.resource} />
              <input type="hidden" name="record_id" value={item.record_id} />
              <IconButton type="submit" name="intent" value="restore" icon="undo" label="Restore" aria-label={`Restore ${item.title}`} />
            </Form>
            <IconLink to={historyPath(item.resource, item.record_id)} icon="eye" label="History" aria-label={`History of ${item.title}`} />
            {canDeleteForever ? (
              <ConfirmDelete
                question={question(item)}
                id={item.id}
                hidden={{ resource: item.resource, record_id: item.record_id }}
                confirmHref={confirmDeleteHref(search, item.id)}
                label="Delete forever"
                ariaLabel={`Delete ${item.title} forever`}
              />
            ) : null}
          </>
        )}
      />
    </>
  );
}
