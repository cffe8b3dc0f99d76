import { IconButton, IconLink } from "~/components/admin/icon-button";
import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useLocation, Link } from "@remix-run/react";
import { formatDateTime } from "~/components/admin/format";
import { Pagination } from "~/components/admin/pagination";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { listAuditEntities, listAuditEventsPage } from "~/models/audit-event.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { auditFilterOf } from "~/routes/__admin-audit.server";
import { AUDIT_ACTIONS } from "~/schemas/audit";
import { requireStaff } from "~/services/auth/auth.server";
import { actorLabel } from "~/utils/audit-actor";
import { dayText, DAY_TEXT_EXAMPLE } from "~/utils/date-text";
import { parsePageRequest } from "~/utils/pagination";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Audit Log · Admin" }];
export const headers = adminHeaders;

const AUDIT_PER_PAGE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "audit");
  const url = new URL(request.url);
  const { filter, errors } = auditFilterOf(url.searchParams);
  const { page } = parsePageRequest(url.searchParams);
  const database = db();
  const [events, entities] = await Promise.all([
    listAuditEventsPage(database, filter, { page, perPage: AUDIT_PER_PAGE }),
    listAuditEntities(database),
  ]);
  return json(
    {
      events: {
        ...events,
        items: events.items.map((event) => ({
          id: event.id,
          at: event.at,
          actor: actorLabel(event),
          action: event.action,
          entity: event.entity,
          entity_id: event.entity_id,
          summary: event.summary,
          ip: event.ip,
        })),
      },
      entities,
      values: Object.fromEntries(["actor", "action", "entity", "from", "to"].map((name) => [name, url.searchParams.get(name) ?? ""])),
      errors,
    },
    // A refused filter is named beside its field; the list still shows without it.
    { status: Object.keys(errors).length > 0 ? 422 : 200, headers: ADMIN_CACHE_HEADERS },
  );
}

function FilterField({ name, label, value, placeholder, error }: { name: string; label: string; value: string; placeholder?: string; error?: string }) {
  const id = `audit-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" defaultValue={value} placeholder={placeholder} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "login_failed" as the screen says it: "Login failed" (the filter's value and the CSV keep the stored name). */
/** A stored name ("contact_message", "password_reset") or a summary ("admin signed in") as words that open a sentence. */
function plainWords(name: string): string {
  const words = name.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export default function AuditLogPage() {
  const { events, entities, values, errors } = useLoaderData<typeof loader>();
  const timeZone = useSiteTimeZone();
  const { search } = useLocation();
  const csvQuery = new URLSearchParams(search);
  csvQuery.delete("page");
  const filtered = Object.values(values).some(Boolean);
  return (
    <>
      <div className="admin-page-header">
        <h1>Audit Log</h1>
        {/* As the customer mail's export: a secondary button with its icon. */}
        <IconLink to={`/admin/audit.csv${csvQuery.size > 0 ? `?${csvQuery}` : ""}`} reloadDocument download icon="download" label="Export CSV" />
      </div>
      {/* A GET form: the filters live in the address, so a filtered view can be bookmarked and paged. */}
      <Form method="get" className="admin-filters" aria-label="Filter the audit log">
        <FilterField name="actor" label="Who" value={values.actor} error={errors.actor} />
        <div className="field">
          <label htmlFor="audit-action">Action</label>
          <select id="audit-action" name="action" defaultValue={values.action}>
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {plainWords(action)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-entity">Item type</label>
          <select id="audit-entity" name="entity" defaultValue={values.entity}>
            <option value="">Any type</option>
            {entities.map((entity) => (
              <option key={entity} value={entity}>
                {plainWords(entity)}
              </option>
            ))}
          </select>
        </div>
        <FilterField name="from" label="From" value={dayText(values.from)} placeholder={`e.g. ${DAY_TEXT_EXAMPLE}`} error={errors.from} />
        <FilterField name="to" label="To" value={dayText(values.to)} placeholder={`e.g. ${DAY_TEXT_EXAMPLE}`} error={errors.to} />
        <IconButton type="submit" icon="search" label="Filter" variant="primary" />
        {filtered ? <Link to="/admin/audit">Clear</Link> : null}
      </Form>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Item</th>
              <th scope="col">Summary</th>
              <th scope="col">Address</th>
            </tr>
          </thead>
          <tbody>
            {events.items.length === 0 ? (
              <tr>
                <td colSpan={6} className="admin-empty">
                  {filtered ? "No events match these filters." : "No events yet."}
                </td>
              </tr>
            ) : (
              events.items.map((event) => (
                <tr key={event.id}>
                  {/* On a phone a card: what happened as its heading, when and who plain under it, then the labelled facts. */}
                  <td data-label="When" data-card="meta">
                    {formatDateTime(event.at, timeZone)}
                  </td>
                  <td data-label="Who" data-card="meta">
                    {event.actor}
                  </td>
                  <td data-label="Action">{plainWords(event.action)}</td>
                  <td data-label="Item">
                    {plainWords(event.entity)}
                    {event.entity_id ? <span className="muted"> #{event.entity_id}</span> : null}
                  </td>
                  <td data-label="Summary" data-card="heading">
                    {plainWords(event.summary)}
                  </td>
                  <td data-label="Address">{event.ip ?? ""}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={events.page} lastPage={events.lastPage} total={events.total} />
    </>
  );
}
