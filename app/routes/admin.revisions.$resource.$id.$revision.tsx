import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { IconButton } from "~/components/admin/icon-button";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { recordTitle, requireRevisionTarget } from "~/routes/__admin-revisions.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, commandFailure, formError, notFound, requireId } from "~/routes/__admin-screen.server";
import { compareRevision, restoreRevision } from "~/services/content/revisions.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";
import revisionStyles from "~/styles/admin-revisions.css";
import { parseVersion } from "~/utils/record-id";
import type { DiffPart } from "~/utils/revision-diff.server";
import { fieldLabel, historyPath } from "~/utils/revision-paths";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: revisionStyles },
];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Version ${data.revision.version} of ${data.title} · Admin` : "Version · Admin" },
];
export const headers = adminHeaders;

/** One revision beside the record as it stands, field by field, and "Restore this version". */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ref } = await requireRevisionTarget(request, params);
  const comparison = await compareRevision(db(), ref, requireId(params.revision));
  if (!comparison) throw notFound();
  const { revision, state, fields } = comparison;
  return json(
    {
      ref,
      title: recordTitle(ref, state),
      where: state.where,
      currentVersion: state.where === "gone" ? null : state.version,
      revision: { id: revision.id, version: revision.version, actorName: revision.actor_name, at: revision.at },
      fields,
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
  return redirectWithToast(historyPath(ref.resource, ref.recordId), { type: "success", message: `Restored: saved as version ${result.version}` });
}

function Diff({ parts }: { parts: DiffPart[] }) {
  // React escapes each part's text: a revision's HTML is shown as words, never run.
  return (
    <p className="revision-diff">
      {parts.map((part, index) =>
        part.kind === "ins" ? (
          <ins key={index}>
            <span className="visually-hidden">[added: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : part.kind === "del" ? (
          <del key={index}>
            <span className="visually-hidden">[removed: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

export default function RevisionComparisonPage() {
  const timeZone = useSiteTimeZone();
  const { ref, title, where, currentVersion, revision, fields } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fieldErrors: Record<string, string[]> = result?.fieldErrors ?? {};
  const errorFields = Object.entries(fieldErrors).filter(([, messages]) => messages.length > 0);
  const changed = fields.filter((field) => field.changed).length;
  return (
    <>
      <div className="admin-page-header">
        <h1>
          Version {revision.version} of {title}
        </h1>
        {currentVersion !== null ? (
          <Form method="post">
            <input type="hidden" name="version" value={currentVersion} />
            <IconButton type="submit" name="intent" value="restore" icon="undo" label="Restore this version" />
          </Form>
        ) : null}
      </div>
      <p className="muted">
        Saved by {revision.actorName || "(unknown)"} on {formatDateTime(revision.at, timeZone)}.{" "}
        {where === "trash" ? "The record is in the trash: restoring this version puts it back first." : null}
      </p>
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
      <p className="revision-key">
        {changed === 0
          ? "The current record has the same fields as this version."
          : `${changed} ${changed === 1 ? "field differs" : "fields differ"} from the current record. `}
        {changed > 0 ? (
          <>
            Struck-through words are in this version only (<del>like this</del>); underlined words are in the current record only (
            <ins>like this</ins>).
          </>
        ) : null}
      </p>
      <div className="admin-table-wrap">
        <table className="admin-table revision-fields">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">This version, compared with the current record</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.field}>
                <th scope="row">
                  {fieldLabel(field.field)}
                  {field.changed ? <span className="revision-changed"> (changed)</span> : null}
                </th>
                <td>
                  {field.parts ? (
                    <Diff parts={field.parts} />
                  ) : field.changed ? (
                    <Diff parts={[{ kind: "del", text: field.from || "(empty)" }, { kind: "same", text: " " }, { kind: "ins", text: field.to || "(empty)" }]} />
                  ) : (
                    <p className="revision-diff">{field.from || <span className="muted">(empty)</span>}</p>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Link to={historyPath(ref.resource, ref.recordId)}>← Back to the history</Link>
      </p>
    </>
  );
}
