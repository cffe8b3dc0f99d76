import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatDateTime } from "~/components/admin/format";
import { CONTENT_TYPES, contentTypeOfTable, type ContentType } from "~/content-types";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { listLatestContactMessages } from "~/models/contact-message.server";
import { countContent, listDrafts, listScheduled } from "~/models/dashboard.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { listAuditEvents } from "~/services/content/audit.server";
import { requireStaff } from "~/services/auth/auth.server";
import { contentHealth, healthCounts } from "~/services/content/content-health.server";
import { can } from "~/utils/permissions";

export const meta: MetaFunction = () => [{ title: "Dashboard · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, "dashboard");
  const database = db();
  const [counts, messages, events, drafts, othersDrafts, scheduled, health] = await Promise.all([
    countContent(database),
    listLatestContactMessages(database, { limit: 5, unreadOnly: true }),
    // The site's changes: sign-ins and account events are the audit log's, not the editors' news.
    listAuditEvents(database, { role: staff.role, limit: 10, contentOnly: true }),
    listDrafts(database, { userId: staff.id, whose: "mine", limit: 8 }),
    // Read beside the rest, not after: shown only when the editor has no drafts of their own.
    listDrafts(database, { userId: staff.id, whose: "team", limit: 5 }),
    listScheduled(database, 8),
    contentHealth(database),
  ]);
  // With no drafts of their own, an editor sees what the team has in hand rather than an empty panel.
  const teamDrafts = drafts.length === 0 ? othersDrafts : [];
  const editHref = (item: { kind: string; id: number }) => contentTypeOfTable(item.kind)?.admin.edit(item.id) ?? "/admin/dashboard";
  // A teammate reads "Anna Keller", not an address; an erased account stays nameless.
  const actorIds = [...new Set(events.flatMap((event) => (event.actor_id && !event.actor_erased ? [event.actor_id] : [])))];
  const names = new Map(
    actorIds.length === 0 ? [] : (await database.selectFrom("user").select(["id", "name"]).where("id", "in", actorIds).execute()).map((user) => [user.id, user.name]),
  );
  // What was written leads to where it is edited; a deleted item is in the trash, not there.
  const eventHref = (event: (typeof events)[number]) => {
    const type = contentTypeOfTable(event.entity);
    const id = Number(event.entity_id);
    return type && event.action !== "delete" && Number.isInteger(id) && id > 0 ? type.admin.edit(id) : null;
  };
  return json(
    {
      counts,
      health: healthCounts(health),
      messages: messages.map(({ id, name, email, subject, created_at }) => ({ id, name, email, subject, created_at })),
      drafts: drafts.map((item) => ({ ...item, href: editHref(item) })),
      teamDrafts: teamDrafts.map((item) => ({ ...item, href: editHref(item) })),
      scheduled: scheduled.map((item) => ({ ...item, href: editHref(item) })),
      events: events.map((event) => ({
        id: event.id,
        actor: (event.actor_id && !event.actor_erased && names.get(event.actor_id)?.trim()) || event.actor_email,
        action: event.action,
        entity: event.entity,
        summary: event.summary,
        at: event.at,
        href: eventHref(event),
      })),
      role: staff.role,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/** This short list calls a news article "News", as the sidebar does. */
function kindLabel(kind: string): string {
  const type = contentTypeOfTable(kind);
  if (!type) return kind;
  return type.table === "news" ? type.admin.nav.label : type.Noun;
}

function When({ value }: { value: string }) {
  const timeZone = useSiteTimeZone();
  return <time dateTime={value}>{formatDateTime(value, timeZone)}</time>;
}

/**
 * Every check of the health page, written as read after its number, in both its forms. The dashboard
 * names only those that found something, so the one real problem is never hidden among zeros.
 */
const HEALTH_CHECKS = [
  { key: "media_without_alt", one: "image without alt text", other: "images without alt text" },
  { key: "missing_seo_description", one: "published item without an SEO description", other: "published items without an SEO description" },
  { key: "missing_main_picture", one: "published item without a cover or image", other: "published items without a cover or image" },
  { key: "broken_links", one: "link to a missing page", other: "links to missing pages" },
  { key: "missing_translations", one: "live article or page missing a translation", other: "live articles and pages missing a translation" },
  { key: "outdated_translations", one: "translation older than its original", other: "translations older than their original" },
  { key: "unused_media", one: "file unused for 90 days", other: "files unused for 90 days" },
] as const;

function Panel({ id, title, more, children }: { id: string; title: string; more?: ReactNode; children: ReactNode }) {
  return (
    <section className="admin-panel" aria-labelledby={id}>
      {more ? (
        <div className="admin-panel-heading">
          <h2 id={id}>{title}</h2>
          {more}
        </div>
      ) : (
        <h2 id={id}>{title}</h2>
      )}
      {children}
    </section>
  );
}

function hasQuickAction(type: ContentType): boolean {
  const admin: ContentType["admin"] = type.admin;
  return Boolean(admin.quickAction);
}

/** Writing news is what editors come here for most: its quick action comes first and stands out. */
const COMMONEST_JOB = "news";

/** What needs the editor first (their drafts, what goes live next, who wrote in), then the counts, which only inform. */
export default function DashboardPage() {
  const { counts, messages, events, drafts, teamDrafts, scheduled, health, role } = useLoaderData<typeof loader>();
  const quickActions = CONTENT_TYPES.flatMap((type) => {
    const admin: ContentType["admin"] = type.admin;
    return admin.quickAction && admin.create && can(role, type.resource) ? [{ resource: type.resource, label: admin.quickAction, to: admin.create }] : [];
  }).sort((a, b) => Number(b.resource === COMMONEST_JOB) - Number(a.resource === COMMONEST_JOB));
  const problems = HEALTH_CHECKS.filter((check) => health[check.key] > 0);
  // What editors write (the types with a quick action) and the media library; the rest is a click away in the menu.
  const figures = CONTENT_TYPES.filter((type) => (hasQuickAction(type) || type.resource === "media") && can(role, type.resource)).map((type) => ({
    href: type.admin.list,
    count: counts.byType[type.resource],
    label: type.countLabel.toLowerCase(),
    first: type.resource === COMMONEST_JOB,
  })).sort((a, b) => Number(b.first) - Number(a.first));
  return (
    <>
      {/* The quick actions stand beside the title, as a list screen's Add does, so the page's content starts with the editor's own drafts. */}
      <div className="admin-page-header">
        <h1>Dashboard</h1>
        <nav aria-label="Quick actions">
          <ul className="dashboard-actions">
            {quickActions.map((action) => (
              <li key={action.resource}>
                <Link className={action.resource === COMMONEST_JOB ? "icon-button icon-button-primary" : "icon-button"} to={action.to}>
                  {action.label}
                </Link>
              </li>
            ))}
            <li>
              <Link className="icon-button" to="/admin/news-media">
                Upload media
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="dashboard-columns">
        <Panel id="continue-editing" title="Continue editing">
          {drafts.length === 0 && teamDrafts.length === 0 ? (
            <p className="admin-empty">No drafts of yours. A quick action above starts one.</p>
          ) : drafts.length === 0 ? (
            <>
              <p className="dashboard-note">No drafts of yours. The team’s latest:</p>
              <ul className="dashboard-list">
                {teamDrafts.map((item) => (
                  <li key={`${item.kind}-${item.id}`}>
                    <Link to={item.href}>{item.title}</Link>
                    <span className="dashboard-meta">
                      {kindLabel(item.kind)}
                      {item.saved_by ? ` · ${item.saved_by}` : null} · edited <When value={item.updated_at} />
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <ul className="dashboard-list">
              {drafts.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <Link to={item.href}>{item.title}</Link>
                  <span className="dashboard-meta">
                    {kindLabel(item.kind)} · edited <When value={item.updated_at} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="scheduled" title="Scheduled">
          {scheduled.length === 0 ? (
            <p className="admin-empty">Nothing is scheduled.</p>
          ) : (
            <ul className="dashboard-list">
              {scheduled.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <Link to={item.href}>{item.title}</Link>
                  <span className="dashboard-meta">
                    {kindLabel(item.kind)} · goes live <When value={item.published_at} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="unread-messages" title="Unread messages" more={<Link to="/admin/customer-mail">All messages</Link>}>
          {messages.length === 0 ? (
            <p className="admin-empty">No unread messages.</p>
          ) : (
            <ul className="dashboard-list">
              {messages.map((message) => (
                <li key={message.id}>
                  <Link to={`/admin/mail-details/${message.id}`}>{message.subject || "(no subject)"}</Link>
                  <span className="dashboard-meta">
                    {message.name} · <When value={message.created_at} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel id="needs-attention" title="Needs attention" more={<Link to="/admin/health">Content health</Link>}>
          {problems.length === 0 ? (
            <p className="admin-empty">Nothing needs fixing: every image has alt text, every link leads somewhere.</p>
          ) : (
            <ul className="dashboard-list">
              {problems.map((check) => (
                <li key={check.key}>
                  <Link to={`/admin/health#health-${check.key}`}>
                    <span className="dashboard-count">{health[check.key]}</span> {health[check.key] === 1 ? check.one : check.other}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      {/* The site in figures, the types editors write and the library: read at a glance, never louder than the work above. */}
      <section className="dashboard-figures" aria-labelledby="at-a-glance">
        <h2 id="at-a-glance">At a glance</h2>
        <ul>
          {figures.map((figure) => (
            <li key={figure.href}>
              <Link to={figure.href}>
                <span className="dashboard-count">{figure.count}</span> {figure.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <Panel id="latest-activity" title="Latest activity">
        {events.length === 0 ? (
          <p className="admin-empty">Nothing has happened yet.</p>
        ) : (
          <ul className="dashboard-list dashboard-activity">
            {events.map((event) => (
              <li key={event.id}>
                {event.href ? <Link to={event.href}>{event.summary || `${event.action} ${event.entity}`}</Link> : <span>{event.summary || `${event.action} ${event.entity}`}</span>}
                <span className="dashboard-meta">
                  {event.actor ?? "system"} · <When value={event.at} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
