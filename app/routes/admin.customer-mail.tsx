import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { BULK_FORM, BulkForm } from "~/components/admin/bulk-form";
import { ConfirmDelete, confirmDeleteHref, confirmDeleteId, DeleteConfirmation } from "~/components/admin/confirm-delete";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { IconLink } from "~/components/admin/icon-button";
import { Icon } from "~/components/admin/icons";
import { replyHref } from "~/utils/mail-reply";
import { Pagination } from "~/components/admin/pagination";
import { SearchForm } from "~/components/admin/search-form";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getContactMessageById, listContactMessages } from "~/models/contact-message.server";
import { bulkListAction } from "~/routes/__admin-bulk.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, listQuery } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { contactMessages } from "~/services/content/contact-messages.server";
import { redirectWithToast } from "~/services/toast.server";
import { parsePageRequest } from "~/utils/pagination";
import { safeRedirect } from "~/utils/safe-redirect";
import contentStyles from "~/styles/admin-content.css";
import { parseRecordId } from "~/utils/record-id";
import { clipText } from "~/utils/clip-text";
import { readFormData } from "~/services/form-data.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Customer Mail · Admin" }];
export const headers = adminHeaders;

const MESSAGE_GONE = "This message no longer exists.";

const PREVIEW_LENGTH = 110;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "contact-messages");
  const url = new URL(request.url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const { page } = parsePageRequest(url.searchParams);
  const database = db();
  const messages = await listContactMessages(database, { q, page, unreadFirst: true });
  // Without JavaScript, Delete leads here first: the page asks before deleting.
  const confirmId = confirmDeleteId(url);
  const confirm = confirmId ? await getContactMessageById(database, confirmId) : undefined;
  return json(
    {
      q,
      messages,
      confirm: confirm ? { id: confirm.id, name: confirm.name, subject: confirm.subject } : null,
      listQuery: listQuery(url),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "contact-messages");
  const form = await readFormData(request);
  const back = safeRedirect(form.get("back"), "/admin/customer-mail");
  const listPath = back.startsWith("/admin/customer-mail") ? back : "/admin/customer-mail";
  const intent = form.get("intent");
  if (intent === "bulk") {
    const here = `/admin/customer-mail${listQuery(new URL(request.url))}`;
    return bulkListAction(admin, context, form, { resource: contactMessages, switches: "read", back: here });
  }
  if (intent !== "delete") return formError("Unknown action.", 400);

  const id = parseRecordId(form.get("id"));
  if (!id) return formError(MESSAGE_GONE, 404);
  const result = await contactMessages.remove(db(), { actor: actorOf(admin), ip: clientIp(context), id });
  if (!result.ok) return formError(result.reason === "not-found" ? MESSAGE_GONE : result.message, result.status);
  return redirectWithToast(listPath, { type: "success", message: "Message deleted" });
}

export default function CustomerMailPage() {
  const timeZone = useSiteTimeZone();
  const { q, messages, confirm, listQuery } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const here = `/admin/customer-mail${listQuery}`;
  const question = (message: { name: string; subject: string }) =>
    `Delete the message from ${message.name}${message.subject ? ` (“${message.subject}”)` : ""}?`;

  return (
    <>
      <div className="admin-page-header">
        <h1>Customer Mail</h1>
        {/* A resource route: the browser downloads the file rather than Remix navigating to it. */}
        <IconLink to="/admin/customer-mail.csv" reloadDocument icon="download" label="Export CSV" />
      </div>
      <FormAlert message={result?.formError} result={result} />
      {confirm ? <DeleteConfirmation question={question(confirm)} id={confirm.id} hidden={{ back: here }} cancelHref={here} /> : null}
      <SearchForm q={q} label="Search messages" placeholder="Name, email, subject or message" resetHref="/admin/customer-mail" />
      <AdminTable
        label="Messages"
        items={messages.items}
        rowKey={(message) => String(message.id)}
        select={{ form: BULK_FORM, name: (message) => `the message from ${message.name}` }}
        rowClassName={(message) => (message.read_at === null ? "is-unread" : undefined)}
        empty={q ? "No messages match your search." : "No messages yet."}
        columns={[
          {
            header: "From",
            cell: (message) => {
              const unread = message.read_at === null;
              return (
                <>
                  {unread ? (
                    <>
                      <span className="unread-dot" aria-hidden="true" />
                      <span className="visually-hidden">Unread: </span>
                    </>
                  ) : null}
                  <Link to={`/admin/mail-details/${message.id}`}>{unread ? <strong>{message.name}</strong> : message.name}</Link>
                  <br />
                  <span className="muted">{message.email}</span>
                </>
              );
            },
          },
          {
            header: "Message",
            cell: (message) => (
              <>
                {message.subject || <span className="muted">(no subject)</span>}
                {/* The start of what they wrote, so most messages can be sorted without opening each. */}
                <span className="mail-preview">{clipText(message.message, PREVIEW_LENGTH)}</span>
              </>
            ),
          },
          { header: "Received", cell: (message) => formatDateTime(message.created_at, timeZone) },
        ]}
        actions={(message) => (
          <>
            <IconLink to={`/admin/mail-details/${message.id}`} icon="eye" label="Open" aria-label={`Open the message from ${message.name}`} />
            <a className="icon-button icon-button-plain" href={replyHref(message)} aria-label={`Reply to ${message.name} by email`}>
              <Icon name="send" />
              <span>Reply</span>
            </a>
            <ConfirmDelete
              question={question(message)}
              id={message.id}
              hidden={{ back: here }}
              confirmHref={confirmDeleteHref(search, message.id)}
              ariaLabel={`Delete the message from ${message.name}`}
              iconOnly
            />
          </>
        )}
      />
      {messages.items.length > 0 ? <BulkForm plural="messages" switches="read" /> : null}
      <Pagination page={messages.page} lastPage={messages.lastPage} total={messages.total} />
    </>
  );
}
