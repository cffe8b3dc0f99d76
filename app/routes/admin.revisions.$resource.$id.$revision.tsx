import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, Link } from "@remix-run/react";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { RestoreForm } from "~/components/admin/restore-form";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { historyTitle, mayRestore, requireRevisionTarget } from "~/routes/__admin-revisions.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, commandFailure, formError, notFound, requireId } from "~/routes/__admin-screen.server";
import { compareRevision, itemOf, recordState, restoreRevision } from "~/services/content/revisions.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";
import revisionStyles from "~/styles/admin-revisions.css";
import { parseVersion } from "~/utils/record-id";
import { readsDifferently, type SideView } from "~/utils/revision-diff.server";
import { englishLanguageName } from "~/utils/locales";
import { fieldLabel, historyPath, versionPath } from "~/utils/revision-paths";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: revisionStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Version ${data.revision.version} of ${data.title} · Admin` : "Version · Admin" },
];
export const headers = adminHeaders;

/**
 * One version beside the record as it stands, a row per field, with "Restore this version".
 * Only the fields that differ unless `?all=1`: a link, so it works without JavaScript.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ref } = await requireRevisionTarget(request, params);
  const database = db();
  const comparison = await compareRevision(database, ref, requireId(params.revision));
  if (!comparison) throw notFound();
  // A translation's page is named by its item, whatever the translation's own title.
  const itemState = ref.locale === undefined ? comparison.state : await recordState(database, itemOf(ref));
  const { revision, state, current, fields } = comparison;
  const showAll = new URL(request.url).searchParams.get("all") === "1";
  const shown = fields.map((field) => ({ ...field, changed: readsDifferently(field) }));
  const changed = shown.filter((field) => field.changed);
  return json(
    {
      ref,
      title: historyTitle(ref, itemState),
      language: ref.locale === undefined ? null : englishLanguageName(ref.locale),
      where: state.where,
      currentVersion: state.where === "gone" ? null : state.version,
      restorable: mayRestore(state, ref, revision.version),
      current,
      revision: { id: revision.id, version: revision.version, actorName: revision.actor_name, at: revision.at },
      changedCount: changed.length,
      showAll,
      fields: showAll || changed.length === 0 ? shown : changed,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/**
 * Restoring is a new save through the record's own command, with the version
 * the page showed: a stale page gets the conflict message, a field that no
 * longer fits (a category or picture deleted since) its field error.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ref, staff: admin } = await requireRevisionTarget(request, params);
  const revisionId = requireId(params.revision);
  const form = await readFormData(request);
  if (form.get("intent") !== "restore") return formError("Unknown action.", 400);
  const version = parseVersion(form.get("version"));
  if (version === undefined) return formError("The page was missing the record's version. Reload it and try again.", 400);
  const result = await restoreRevision(db(), { actor: actorOf(admin), ip: clientIp(context) }, { ref, revisionId, version });
  if (!result.ok) return commandFailure(result);
  return redirectWithToast(historyPath(ref.resource, ref.recordId, ref.locale), { type: "success", message: `Restored: saved as version ${result.version}` });
}

function Side({ side }: { side: SideView }) {
  if (side.kind === "rich") {
    // Sanitised on the server with the rich-text allow-list, <ins>/<del> added (app/utils/revision-diff.server.ts).
    return side.html === "" ? <Empty /> : <div className="revision-rich" dangerouslySetInnerHTML={{ __html: side.html }} />;
  }
  if (side.kind === "media") {
    if (side.items.length === 0) return <Empty />;
    return (
      <ul className="revision-media">
        {side.items.map((item) => (
          <li key={item.id}>
            {item.src ? <img src={item.src} alt="" loading="lazy" /> : null}
            <span>{item.name}</span>
          </li>
        ))}
      </ul>
    );
  }
  if (side.parts.every((part) => part.text === "")) return <Empty />;
  // React escapes each part's text.
  return (
    <p className="revision-text">
      {side.parts.map((part, index) =>
        part.kind === "ins" ? <ins key={index}>{part.text}</ins> : part.kind === "del" ? <del key={index}>{part.text}</del> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

function Empty() {
  return <p className="muted revision-text">(empty)</p>;
}

function Saved({ by, at }: { by: string; at: string }) {
  const timeZone = useSiteTimeZone();
  return (
    <span className="revision-saved">
      {formatDateTime(at, timeZone)}, by {by || "(unknown)"}
    </span>
  );
}

export default function RevisionComparisonPage() {
  const { ref, title, language, where, currentVersion, restorable, current, revision, changedCount, showAll, fields } = useLoaderData<typeof loader>();
  const record = language ? "translation" : "record";
  const result = useActionData<typeof action>();
  const fieldErrors: Record<string, string[]> = result?.fieldErrors ?? {};
  const errorFields = Object.entries(fieldErrors).filter(([, messages]) => messages.length > 0);
  const isCurrent = where === "live" && revision.version === currentVersion;
  const here = versionPath(ref.resource, ref.recordId, { id: revision.id, locale: ref.locale });
  return (
    <>
      <div className="admin-page-header">
        <h1>
          Version {revision.version} of {title}
        </h1>
        {restorable && currentVersion !== null ? <RestoreForm action={here} currentVersion={currentVersion} label="Restore this version" /> : null}
      </div>
      {where === "trash" ? (
        <p className="muted">
          {language
            ? "Its item is in the trash: restore the item from the trash first, then this version."
            : "The record is in the trash: restoring this version puts it back first."}
        </p>
      ) : null}
      <FormAlert message={result?.formError} result={result} />
      {errorFields.length > 0 ? (
        <div className="form-alert" role="alert">
          <p>This version cannot be restored as it is:</p>
          <ul>
            {errorFields.map(([field, messages]) => (
              <li key={field}>
                {fieldLabel(field)}: {messages.join(" ")}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="revision-key">
        <p>
          {isCurrent
            ? `This is the ${record} as it is now.`
            : changedCount === 0
              ? `The current ${record} has the same fields as this version.`
              : `${changedCount} ${changedCount === 1 ? "field differs" : "fields differ"} from the current ${record}. Struck-through words are in this version only (`}
          {!isCurrent && changedCount > 0 ? (
            <>
              <del>like this</del>); underlined words are in the current {record} only (<ins>like this</ins>).
            </>
          ) : null}
        </p>
        {changedCount > 0 ? (
          showAll ? (
            <Link to={here}>Show only the changed fields</Link>
          ) : (
            <Link to={versionPath(ref.resource, ref.recordId, { id: revision.id, locale: ref.locale, all: true })}>Show all fields</Link>
          )
        ) : null}
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table revision-compare">
          <caption className="visually-hidden">
            Version {revision.version} beside the current {record}, {showAll || changedCount === 0 ? "every field" : "the fields that differ"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">
                Version {revision.version}
                <Saved by={revision.actorName} at={revision.at} />
              </th>
              <th scope="col">
                {where === "live" ? `Current (version ${currentVersion})` : where === "trash" ? `In the trash (version ${currentVersion})` : "Deleted for good"}
                {current ? <Saved by={current.actorName} at={current.at} /> : null}
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.field} className={field.changed ? "revision-changed" : undefined}>
                <th scope="row">
                  {fieldLabel(field.field)}
                  {field.changed ? <span className="revision-changed-note"> (changed)</span> : null}
                </th>
                <td>
                  <Side side={field.from} />
                </td>
                <td>
                  <Side side={field.to} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="back-link">
        <Link to={historyPath(ref.resource, ref.recordId, ref.locale)}>← Back to the history</Link>
      </p>
    </>
  );
}
