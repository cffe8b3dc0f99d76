import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import {
  deleteContactMessage, getContactMessageById, setContactMessageRead,
} from "~/models/contact-message.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, notFound, requireId } from "~/services/admin-screen.server";
import { recordAudit } from "~/services/audit.server";
import { requireAdmin } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Message from ${data.message.name}` : "Message" },
];
export const headers = adminHeaders;

const LIST = "/admin/customer-mail";
const MESSAGE_GONE = "This message no longer exists.";

/**
 * Opening a message marks it read (PRODUCT §7: "detail marks read"). It is the
 * one admin GET that writes: reading is what the state records, and the write
 * is idempotent. It is not audited; the explicit "Mark as unread" is.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = requireId(params.id);
  const database = db();
  const found = await getContactMessageById(database, id);
  if (!found) throw notFound();
  const message = found.read_at ? found : ((await setContactMessageRead(database, { id, read: true })) ?? found);
  const confirmDelete = new URL(request.url).searchParams.has("confirm-delete");
  return json({ message, confirmDelete }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = requireId(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  const database = db();
  const message = await getContactMessageById(database, id);
  if (!message) return formError(MESSAGE_GONE, 404);
  const audit = { actor: actorOf(admin), entity: "contact_message", entityId: id, ip: clientIp(context) };

  if (intent === "mark-unread") {
    await database.transaction().execute(async (trx) => {
      await setContactMessageRead(trx, { id, read: false });
      await recordAudit(trx, { ...audit, action: "update", summary: `Marked the message from ${message.name} as unread` });
    });
    return redirectWithToast(LIST, { type: "success", message: "Message marked as unread" });
  }

  if (intent === "delete") {
    const result = await database.transaction().execute(async (trx) => {
      const deleted = await deleteContactMessage(trx, id);
      if (deleted.status === "deleted") {
        await recordAudit(trx, { ...audit, action: "delete", summary: `Deleted the message from ${message.name}` });
      }
      return deleted;
    });
    if (result.status !== "deleted") return formError(MESSAGE_GONE, 404);
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
