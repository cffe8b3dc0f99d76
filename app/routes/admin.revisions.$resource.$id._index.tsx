import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { formatDateTime } from "~/components/admin/format";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { recordTitle, requireRevisionTarget } from "~/routes/__admin-revisions.server";
import { ADMIN_CACHE_HEADERS, adminHeaders, notFound } from "~/routes/__admin-screen.server";
import { recordState, revisionHistory } from "~/services/content/revisions.server";
import contentStyles from "~/styles/admin-content.css";
import revisionStyles from "~/styles/admin-revisions.css";
import { editPathOf, fieldLabel, historyPath } from "~/utils/revision-paths";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: revisionStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `History of ${data?.title ?? "a record"} · Admin` }];
export const headers = adminHeaders;

/** Every version the record has had (each save keeps the row it wrote), newest first, with the fields each changed. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ref } = await requireRevisionTarget(request, params);
  const database = db();
  const [history, state] = await Promise.all([revisionHistory(database, ref), recordState(database, ref)]);
  if (history.length === 0 && state.where === "gone") throw notFound();
  return json(
    {
      ref,
      title: recordTitle(ref, state),
      where: state.where,
      editPath: state.where === "live" ? editPathOf(ref.resource, ref.recordId) ?? null : null,
      history,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export default function RevisionHistoryPage() {
  const timeZone = useSiteTimeZone();
  const { ref, title, where, editPath, history } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin-page-header">
        <h1>History of {title}</h1>
      </div>
      {where === "trash" ? (
        <p className="form-alert">
          This record is in the <Link to="/admin/trash">trash</Link>. Restoring one of its versions puts it back first.
        </p>
      ) : null}
      <p className="muted">Every version this record has had, newest first. Open one to see it beside the current record and restore it.</p>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved by</th>
              <th scope="col">When</th>
              <th scope="col">Changed</th>
            </tr>
          </thead>
          <tbody>
            {history.length === 0 ? (
              <tr>
                <td colSpan={4} className="admin-empty">
                  No saved versions yet: the next save keeps the first.
                </td>
              </tr>
            ) : (
              history.map((entry, index) => (
                <tr key={entry.id}>
                  <td data-label="Version">
                    <Link to={`${historyPath(ref.resource, ref.recordId)}/${entry.id}`}>
                      Version {entry.version}
                      <span className="visually-hidden">{index === 0 && where === "live" ? ", see every field" : ", compare with the current record"}</span>
                    </Link>
                    {/* Said on the page, not only to screen readers: the current version has nothing to compare, an older one compares with it. */}
                    <span className="muted revision-link-note" aria-hidden="true">
                      {index === 0 && where === "live" ? " (current): every field" : " · compare with current"}
                    </span>
                  </td>
                  <td data-label="Saved by">{entry.actorName || <span className="muted">(unknown)</span>}</td>
                  <td data-label="When">{formatDateTime(entry.at, timeZone)}</td>
                  <td data-label="Changed">
                    {entry.version === 1 ? (
                      <span className="muted">First version</span>
                    ) : index === history.length - 1 ? (
                      <span className="muted">Oldest version kept</span>
                    ) : entry.changed.length === 0 ? (
                      <span className="muted">No field changed</span>
                    ) : (
                      entry.changed.map(fieldLabel).join(", ")
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <p>{editPath ? <Link to={editPath}>← Back to the edit screen</Link> : <Link to="/admin/trash">← Back to the trash</Link>}</p>
    </>
  );
}
