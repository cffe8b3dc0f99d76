import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, Link } from "@remix-run/react";
import { formatDateTime } from "~/components/admin/format";
import { CONTENT_TYPES, contentTypeOfTable } from "~/content-types";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { listLatestContactMessages } from "~/models/contact-message.server";
import { countContent, listUnpublishedWork } from "~/models/dashboard.server";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { listAuditEvents } from "~/services/content/audit.server";
import { requireStaff } from "~/services/auth/auth.server";
import { contentHealth, healthCounts } from "~/services/content/content-health.server";

export const meta: MetaFunction = () => [{ title: "Dashboard · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request, "dashboard");
  const database = db();
  const [counts, messages, events, unpublished, health] = await Promise.all([
    countContent(database),
    listLatestContactMessages(database, { limit: 5 }),
    listAuditEvents(database, { role: staff.role, limit: 10 }),
    listUnpublishedWork(database, 8),
    contentHealth(database),
  ]);
  return json(
    {
      counts,
      health: healthCounts(health),
      messages: messages.map(({ id, name, email, subject, created_at, read_at }) => ({ id, name, email, subject, created_at, read_at })),
      unpublished: unpublished.map((item) => ({ ...item, href: contentTypeOfTable(item.kind)?.admin.edit(item.id) ?? "/admin/dashboard" })),
      events: events.map(({ id, actor_email, action, entity, entity_id, summary, at }) => ({ id, actor_email, action, entity, entity_id, summary, at })),
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

const HEALTH_CARDS = [
  { key: "media_without_alt", label: "Images without alt text" },
  { key: "missing_seo_description", label: "Items without an SEO description" },
  { key: "broken_links", label: "Links to missing pages" },
  { key: "unused_media", label: "Media unused for 90 days" },
] as const;

export default function DashboardPage() {
  const { counts, messages, events, unpublished, health } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin-page-header">
        <h1>Dashboard</h1>
      </div>
      <h2 className="visually-hidden">Quick actions</h2>
      <ul className="dashboard-actions">
        <li>
          <Link className="icon-button icon-button-primary" to="/admin/create-blog">
            New news article
          </Link>
        </li>
        <li>
          <Link className="icon-button" to="/admin/news-media">
            Upload media
          </Link>
        </li>
        <li>
          <Link className="icon-button" to="/admin/customer-mail">
            {counts.unreadContactMessages > 0 ? `Read ${counts.unreadContactMessages} unread messages` : "Customer mail"}
          </Link>
        </li>
        <li>
          <Link className="icon-button" to="/admin/create-pages">
            New page
          </Link>
        </li>
      </ul>
      <h2 className="visually-hidden">Content</h2>
      <ul className="dashboard-counts">
        <li className="dashboard-unread">
          <Link to="/admin/customer-mail">
            <span className="dashboard-count">{counts.unreadContactMessages}</span>
            <span className="dashboard-count-label">Unread messages</span>
          </Link>
        </li>
        {CONTENT_TYPES.map((type) => (
          <li key={type.resource}>
            <Link to={type.admin.list}>
              <span className="dashboard-count">{counts.byType[type.resource]}</span>
              <span className="dashboard-count-label">{type.countLabel}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="visually-hidden">Content health</h2>
      <ul className="dashboard-counts">
        {HEALTH_CARDS.map((card) => (
          <li key={card.key}>
            <Link to={`/admin/health#health-${card.key}`}>
              <span className="dashboard-count">{health[card.key]}</span>
              <span className="dashboard-count-label">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="dashboard-columns">
        <section className="admin-panel" aria-labelledby="latest-messages">
          <h2 id="latest-messages">Latest messages</h2>
          {messages.length === 0 ? (
            <p className="admin-empty">No messages yet.</p>
          ) : (
            <ul className="dashboard-list">
              {messages.map((message) => (
                <li key={message.id}>
                  <Link to={`/admin/mail-details/${message.id}`}>
                    {message.read_at ? null : (
                      <>
                        <span className="unread-dot" aria-hidden="true" />
                        <span className="visually-hidden">Unread: </span>
                      </>
                    )}
                    {message.subject || "(no subject)"}
                  </Link>
                  <span className="dashboard-meta">
                    {message.name} · <When value={message.created_at} />
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to="/admin/customer-mail">All messages</Link>
          </p>
        </section>
        <section className="admin-panel" aria-labelledby="unpublished-work">
          <h2 id="unpublished-work">Drafts and scheduled</h2>
          {unpublished.length === 0 ? (
            <p className="admin-empty">Everything is published.</p>
          ) : (
            <ul className="dashboard-list">
              {unpublished.map((item) => (
                <li key={`${item.kind}-${item.id}`}>
                  <Link to={item.href}>{item.title}</Link>
                  <span className="dashboard-meta">
                    {kindLabel(item.kind)} ·{" "}
                    {item.state === "draft" ? (
                      <>
                        draft, edited <When value={item.updated_at} />
                      </>
                    ) : (
                      <>
                        goes live <When value={item.published_at!} />
                      </>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="admin-panel" aria-labelledby="latest-activity">
          <h2 id="latest-activity">Latest activity</h2>
          {events.length === 0 ? (
            <p className="admin-empty">Nothing has happened yet.</p>
          ) : (
            <ul className="dashboard-list">
              {events.map((event) => (
                <li key={event.id}>
                  <span>{event.summary || `${event.action} ${event.entity}`}</span>
                  <span className="dashboard-meta">
                    {event.actor_email ?? "system"} · <When value={event.at} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
