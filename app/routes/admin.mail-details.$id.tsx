import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getContactMessageById } from "~/models/contact-message.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, notFound, requireId } from "~/services/admin-screen.server";
import { requireAdmin } from "~/services/auth.server";
import { contactMessages } from "~/services/content/contact-messages.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Message from ${data.message.name}` : "Message" },
];
export const headers = adminHeaders;

const LIST = "/admin/customer-mail";
const MESSAGE_GONE = "This message no longer exists.";

/**
 * Opening a message marks it read (PRODUCT §7: "detail marks read"): the one
 * admin GET that writes. It goes through the same command as "Mark as unread"
 * and the API's PATCH, so it is audited like them, once: a message already
 * read is left as it is.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = requireId(params.id);
  const database = db();
  const found = await getContactMessageById(database, id);
  if (!found) throw notFound();
  let message = found;
  if (!found.read_at) {
    const result = await contactMessages.update(database, { actor: actorOf(admin), ip: clientIp(context), id, input: { read: true } });
    if (result.ok) message = result.row;
  }
  const confirmDelete = new URL(request.url).searchParams.has("confirm-delete");
  return json({ message, confirmDelete }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = requireId(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  const database = db();
  const audit = { actor: actorOf(admin), ip: clientIp(context) };

  if (intent === "mark-unread") {
    const result = await contactMessages.update(database, { ...audit, id, input: { read: false } });
    if (!result.ok) return formError(MESSAGE_GONE, 404);
    return redirectWithToast(LIST, { type: "success", message: "Message marked as unread" });
  }

  if (intent === "delete") {
    const result = await contactMessages.remove(database, { ...audit, id });
    if (!result.ok) return formError(result.reason === "not-found" ? MESSAGE_GONE : result.message, result.status);
    return redirectWithToast(LIST, { type: "success", message: "Message deleted" });
  }

  return formError("Unknown action.", 400);
}

function formatDate(value: string): string {
  return new Date(value).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
}

export default function MailDetailsPage() {
  const { message, confirmDelete } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="admin-screen">
      <p>
        <Link to={LIST}>← Customer Mail</Link>
      </p>
      <h1>{message.subject || "(no subject)"}</h1>

      {result?.formError ? (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      ) : null}

      <dl className="message-meta">
        <dt>From</dt>
        <dd>
          {message.name} &lt;<a href={`mailto:${message.email}`}>{message.email}</a>&gt;
        </dd>
        {message.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${message.phone.replace(/[^+\d]/g, "")}`}>{message.phone}</a>
            </dd>
          </>
        ) : null}
        <dt>Received</dt>
        <dd>
          <time dateTime={message.created_at}>{formatDate(message.created_at)}</time>
        </dd>
        {message.ip ? (
          <>
            <dt>Sent from</dt>
            <dd>{message.ip}</dd>
          </>
        ) : null}
      </dl>

      {/* Plain text: white-space keeps the sender's line breaks, React escapes the rest. */}
      <div className="message-body">{message.message}</div>

      <div className="admin-actions">
        <Form method="post">
          <button type="submit" name="intent" value="mark-unread" className="button">
            Mark as unread
          </button>
        </Form>
        {confirmDelete ? (
          <Form method="post" className="confirm-delete">
            <p>Delete this message?</p>
            <button type="submit" name="intent" value="delete" className="button button-danger">
              Delete
            </button>{" "}
            <Link to={`/admin/mail-details/${message.id}`}>Cancel</Link>
          </Form>
        ) : (
          <Link to="?confirm-delete" className="button button-danger">
            Delete
          </Link>
        )}
      </div>
    </section>
  );
}
