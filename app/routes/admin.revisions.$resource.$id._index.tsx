import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { formatDateTime } from "~/components/admin/format";
import { RestoreForm } from "~/components/admin/restore-form";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { historyTitle, mayRestore, requireRevisionTarget } from "~/routes/__admin-revisions.server";
import { ADMIN_CACHE_HEADERS, adminHeaders, notFound } from "~/routes/__admin-screen.server";
import { itemOf, recordState, revisionHistory } from "~/services/content/revisions.server";
import contentStyles from "~/styles/admin-content.css";
import revisionStyles from "~/styles/admin-revisions.css";
import { englishLanguageName } from "~/utils/locales";
import { changesInWords, editPathOf, versionPath } from "~/utils/revision-paths";

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
  const [history, state, itemState] = await Promise.all([
    revisionHistory(database, ref),
    recordState(database, ref),
    // A translation's history exists while its item does, even before the translation's first save.
    ref.locale === undefined ? undefined : recordState(database, itemOf(ref)),
  ]);
  const item = itemState ?? state;
  if (history.length === 0 && item.where === "gone") throw notFound();
  return json(
    {
      ref,
      title: historyTitle(ref, item),
      language: ref.locale === undefined ? null : englishLanguageName(ref.locale),
      where: state.where,
      itemWhere: item.where,
      editPath: item.where === "live" ? editPathOf(ref.resource, ref.recordId, ref.locale) ?? null : null,
      // The record's version the page shows: a restore posted from a stale page is refused as a conflict.
      currentVersion: state.where === "gone" ? null : state.version,
      history: history.map((entry) => ({
        ...entry,
        current: state.where === "live" && entry.version === state.version,
        restorable: mayRestore(state, ref, entry.version),
      })),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export default function RevisionHistoryPage() {
  const timeZone = useSiteTimeZone();
  const { ref, title, language, itemWhere, editPath, currentVersion, history } = useLoaderData<typeof loader>();
  const record = language ? `${language} translation` : "record";
  return (
    <>
      <div className="admin-page-header">
        <h1>History of {title}</h1>
      </div>
      {itemWhere === "trash" ? (
        <p className="form-alert">
          {language
            ? <>Its item is in the <Link to="/admin/trash">trash</Link>. Restore the item from there before one of the translation's versions.</>
            : <>This record is in the <Link to="/admin/trash">trash</Link>. Restoring one of its versions puts it back first.</>}
        </p>
      ) : null}
      <p className="muted">
        Every version this {record} has had, newest first. Open one to compare it with the current {record}; restore an older one to save it again as a new version.
        {language ? " The item's own history is in the default language." : null}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table revision-history">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved by</th>
              <th scope="col">When</th>
              <th scope="col">What changed</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.length === 0 ? (
              <tr>
                <td colSpan={5} className="admin-empty">
                  {language ? `No saved versions of the ${language} translation yet: its next save keeps the first.` : "No saved versions yet: the next save keeps the first."}
                </td>
              </tr>
            ) : (
              history.map((entry, index) => {
                const path = versionPath(ref.resource, ref.recordId, { id: entry.id, locale: ref.locale });
                return (
                  <tr key={entry.id} className={entry.current ? "revision-current-row" : undefined}>
                    <td data-label="Version">
                      {/* The current version opens with every field; an older one beside the current. */}
                      <Link to={path}>Version {entry.version}</Link>
                      {entry.current ? <span className="revision-current">Current</span> : null}
                    </td>
                    <td data-label="Saved by">{entry.actorName || <span className="muted">(unknown)</span>}</td>
                    <td data-label="When">{formatDateTime(entry.at, timeZone)}</td>
                    <td data-label="What changed">
                      {entry.version === 1 ? (
                        <span className="muted">First version</span>
                      ) : index === history.length - 1 ? (
                        <span className="muted">Oldest version kept</span>
                      ) : entry.changed.length === 0 ? (
                        // Kept by saves before such saves stopped keeping a version: nothing to compare, said quietly.
                        <span className="muted">Saved without changes</span>
                      ) : (
                        changesInWords(entry.changed)
                      )}
                    </td>
                    <td className="row-actions-cell">
                      {entry.restorable && currentVersion !== null ? (
                        <RestoreForm action={path} currentVersion={currentVersion} label="Restore" ariaLabel={`Restore version ${entry.version}`} />
                      ) : null}
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <p className="back-link">{editPath ? <Link to={editPath}>← Back to the edit screen</Link> : <Link to="/admin/trash">← Back to the trash</Link>}</p>
    </>
  );
}
