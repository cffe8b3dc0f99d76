import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { ConfirmDelete, DeleteConfirmation } from "~/components/admin/confirm-delete";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { IconButton } from "~/components/admin/icon-button";
import { Icon } from "~/components/admin/icons";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { countUnreadContactMessages, getContactMessageById } from "~/models/contact-message.server";
import { replyHref } from "~/utils/mail-reply";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, notFound, requireId } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { contactMessages } from "~/services/content/contact-messages.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";
import { readFormData } from "~/services/form-data.server";
import { telHref } from "~/utils/contact-links";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Message from ${data.message.name} · Admin` : "Message · Admin" },
];
export const headers = adminHeaders;

const LIST = "/admin/customer-mail";
const MESSAGE_GONE = "This message no longer exists.";

/**
 * Opening a message marks it read (docs/product.md#admin: "detail marks read"): the one
 * admin GET that writes. It goes through the same command as "Mark as unread"
 * and the API's PATCH, so it is audited like them, once: a message already
 * read is left as it is.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const admin = await requireStaff(request, "contact-messages");
  const id = requireId(params.id);
  const database = db();
  const found = await getContactMessageById(database, id);
  if (!found) throw notFound();
  let message = found;
  // The layout counts the unread messages beside this loader, not after it: the count once this one is read.
  let unreadMessages: number | undefined;
  if (!found.read_at) {
    const result = await contactMessages.update(database, { actor: actorOf(admin), ip: clientIp(context), id, input: { read: true } });
    if (result.ok) message = result.row;
    unreadMessages = await countUnreadContactMessages(database);
  }
  const confirmDelete = new URL(request.url).searchParams.has("confirm-delete");
  return json({ message, confirmDelete, unreadMessages }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "contact-messages");
  const id = requireId(params.id);
  const form = await readFormData(request);
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

export default function MailDetailsPage() {
  const timeZone = useSiteTimeZone();
  const { message, confirmDelete } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const question = `Delete the message from ${message.name}?`;
  return (
    <>
      <div className="admin-page-header">
        <h1>{message.subject || "(no subject)"}</h1>
        <div className="form-actions">
          <a className="icon-button icon-button-primary" href={replyHref(message)}>
            <Icon name="send" />
            <span>Reply</span>
          </a>
          <Form method="post">
            <IconButton type="submit" name="intent" value="mark-unread" icon="undo" label="Mark as unread" />
          </Form>
          <ConfirmDelete question={question} id={message.id} confirmHref="?confirm-delete" />
        </div>
      </div>
      {confirmDelete ? <DeleteConfirmation question={question} id={message.id} cancelHref={`/admin/mail-details/${message.id}`} /> : null}
      <FormAlert message={result?.formError} result={result} />
      <section className="admin-panel">
        <dl className="message-meta">
          <dt>From</dt>
          <dd>
            {/* The address on a line of its own: beside the name it broke mid-word on a phone. */}
            {message.name}
            <br />
            <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
          {message.phone ? (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(message.phone)}>{message.phone}</a>
              </dd>
            </>
          ) : null}
          <dt>Received</dt>
          <dd>{formatDateTime(message.created_at, timeZone)}</dd>
          {message.ip ? (
            <>
              <dt>Sent from</dt>
              <dd>{message.ip}</dd>
            </>
          ) : null}
        </dl>
        {/* Plain text: white-space keeps the sender's line breaks, React escapes the rest. */}
        <div className="message-body">{message.message}</div>
      </section>
      <p className="back-link">
        <Link to={LIST}>← Back to Customer Mail</Link>
      </p>
    </>
  );
}
