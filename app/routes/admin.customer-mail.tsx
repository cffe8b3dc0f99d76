import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getContactMessageById, listContactMessages } from "~/models/contact-message.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, optionalId } from "~/services/admin-screen.server";
import { requireAdmin } from "~/services/auth.server";
import { contactMessages } from "~/services/content/contact-messages.server";
import { redirectWithToast } from "~/services/toast.server";
import { parsePageRequest } from "~/utils/pagination";
import { safeRedirect } from "~/utils/safe-redirect";

export const meta: MetaFunction = () => [{ title: "Customer Mail" }];
export const headers = adminHeaders;

const MESSAGE_GONE = "This message no longer exists.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const { page } = parsePageRequest(url.searchParams);
  const database = db();
  const messages = await listContactMessages(database, { q, page, unreadFirst: true });
  // Without JavaScript, Delete leads here first: the page asks before deleting.
  const confirmId = optionalId(url.searchParams.get("confirm-delete"));
  const confirm = confirmId ? await getContactMessageById(database, confirmId) : undefined;
  return json(
    {
      q,
      messages,
      confirm: confirm ? { id: confirm.id, name: confirm.name, subject: confirm.subject } : null,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const back = safeRedirect(form.get("back"), "/admin/customer-mail");
  const listPath = back.startsWith("/admin/customer-mail") ? back : "/admin/customer-mail";
  if (form.get("intent") !== "delete") return formError("Unknown action.", 400);

  const id = optionalId(form.get("id"));
  if (!id) return formError(MESSAGE_GONE, 404);
  const result = await contactMessages.remove(db(), { actor: actorOf(admin), ip: clientIp(context), id });
  if (!result.ok) return formError(result.reason === "not-found" ? MESSAGE_GONE : result.message, result.status);
  return redirectWithToast(listPath, { type: "success", message: "Message deleted" });
}

function formatDate(value: string): string {
  return new Date(value).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

export default function CustomerMailPage() {
  const { q, messages, confirm } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const query = (page: number) => {
    const params = new URLSearchParams();
    if (q) params.set("q", q);
    if (page > 1) params.set("page", String(page));
    const text = params.toString();
    return text ? `?${text}` : "";
  };
  const here = `/admin/customer-mail${query(messages.page)}`;

  return (
    <section className="admin-screen">
      <header className="admin-screen-header">
        <h1>Customer Mail</h1>
        <a className="button" href="/admin/customer-mail.csv" download>
          Export CSV
        </a>
      </header>

      {result?.formError ? (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      ) : null}

      {confirm ? (
        <Form method="post" className="confirm-delete" aria-labelledby="confirm-delete-title">
          <p id="confirm-delete-title">
            Delete the message from {confirm.name}
            {confirm.subject ? ` (“${confirm.subject}”)` : ""}?
          </p>
          <input type="hidden" name="id" value={confirm.id} />
          <input type="hidden" name="back" value={here} />
          <button type="submit" name="intent" value="delete" className="button button-danger">
            Delete
          </button>{" "}
          <Link to={here}>Cancel</Link>
        </Form>
      ) : null}

      <Form method="get" className="admin-search" role="search">
        <label htmlFor="mail-search">Search messages</label>
        <input id="mail-search" type="search" name="q" defaultValue={q} />
        <button type="submit">Search</button>
      </Form>

      {messages.items.length === 0 ? (
        <p>{q ? "No messages match your search." : "No messages yet."}</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">From</th>
              <th scope="col">Subject</th>
              <th scope="col">Received</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {messages.items.map((message) => {
              const unread = message.read_at === null;
              return (
                <tr key={message.id} className={unread ? "is-unread" : undefined}>
                  <td>
                    {unread ? <strong className="badge">Unread</strong> : null}{" "}
                    <Link to={`/admin/mail-details/${message.id}`}>{message.name}</Link>
                    <br />
                    <span className="muted">{message.email}</span>
                  </td>
                  <td>{message.subject || <span className="muted">(no subject)</span>}</td>
                  <td>
                    <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
                  </td>
                  <td>
                    <Link
                      to={`/admin/customer-mail${query(messages.page)}${query(messages.page) ? "&" : "?"}confirm-delete=${message.id}`}
                      aria-label={`Delete the message from ${message.name}`}
                    >
                      Delete
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      {messages.lastPage > 1 ? (
        <nav aria-label="Pages" className="pagination">
          {messages.page > 1 ? <Link to={`/admin/customer-mail${query(messages.page - 1)}`}>Previous</Link> : null}
          <span>
            Page {messages.page} of {messages.lastPage}
          </span>
          {messages.page < messages.lastPage ? (
            <Link to={`/admin/customer-mail${query(messages.page + 1)}`}>Next</Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
