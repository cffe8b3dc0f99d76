import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmDelete, confirmDeleteHref, confirmDeleteId, DeleteConfirmation } from "~/components/admin/confirm-delete";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { WebhookEventChoices, WebhookSecret } from "~/components/admin/webhook-parts";
import { TextField } from "~/components/field";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { eventsOf, getWebhookEndpoint, listDeliveries } from "~/models/webhook.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, commandFailure, formError, invalid, notFound, requireId } from "~/routes/__admin-screen.server";
import { parseFormData } from "~/schemas/parse";
import { webhookEndpointSchema } from "~/schemas/webhook";
import { requireStaff } from "~/services/auth/auth.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/toast.server";
import { changeWebhookEndpoint, removeWebhookEndpoint, retryDelivery, rotateEndpointSecret } from "~/services/webhooks/endpoints.server";
import contentStyles from "~/styles/admin-content.css";
import { parseRecordId } from "~/utils/record-id";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? `Webhook ${data.endpoint.url}` : "Webhook"} · Admin` }];
export const headers = adminHeaders;

const GONE = "This endpoint no longer exists.";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, "webhooks");
  const id = requireId(params.id);
  const database = db();
  const [endpoint, deliveries] = await Promise.all([getWebhookEndpoint(database, id), listDeliveries(database, id)]);
  if (!endpoint) throw notFound();
  return json(
    {
      endpoint: {
        id: Number(endpoint.id),
        url: endpoint.url,
        description: endpoint.description,
        events: eventsOf(endpoint),
        enabled: endpoint.enabled,
        disabled_reason: endpoint.disabled_reason,
        previous_secret_until: endpoint.previous_secret && endpoint.previous_secret_until && endpoint.previous_secret_until > new Date() ? endpoint.previous_secret_until : null,
      },
      deliveries: deliveries.map((row) => ({
        id: Number(row.id),
        type: row.type,
        status: row.status,
        attempts: row.attempts,
        created_at: row.created_at,
        last_attempt_at: row.last_attempt_at,
        next_attempt_at: row.status === "pending" ? row.next_attempt_at : null,
        response_status: row.response_status,
        error: row.error,
      })),
      confirmDelete: confirmDeleteId(request.url) === id,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "webhooks");
  const id = requireId(params.id);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const caller = { actor: actorOf(admin), ip: clientIp(context), id };
  const here = `/admin/webhooks/${id}`;
  const database = db();

  if (intent === "save") {
    const values = { url: String(form.get("url") ?? ""), description: String(form.get("description") ?? ""), events: form.getAll("events").map(String) };
    const parsed = parseFormData(webhookEndpointSchema, form);
    if (!parsed.success) return invalid(parsed.fieldErrors, values);
    const result = await changeWebhookEndpoint(database, { ...caller, input: parsed.data });
    if (!result.ok) return commandFailure(result, values);
    return redirectWithToast(here, { type: "success", message: "Endpoint saved" });
  }
  if (intent === "enable" || intent === "disable") {
    const result = await changeWebhookEndpoint(database, { ...caller, input: { enabled: intent === "enable" } });
    if (!result.ok) return formError(GONE, 404);
    return redirectWithToast(here, { type: "success", message: intent === "enable" ? "Endpoint enabled" : "Endpoint disabled: nothing is sent to it" });
  }
  if (intent === "rotate") {
    const result = await rotateEndpointSecret(database, caller);
    if (!result.ok) return formError(GONE, 404);
    // Shown in this answer only, as at creation.
    return json({ formError: null, fieldErrors: {}, values: {}, secret: result.row.secret }, { headers: ADMIN_CACHE_HEADERS });
  }
  if (intent === "retry") {
    const deliveryId = parseRecordId(form.get("delivery"));
    const result = deliveryId ? await retryDelivery(database, { endpointId: id, deliveryId }) : null;
    if (!result || !result.ok) return result && result.status === 409 ? commandFailure(result) : formError("This delivery no longer exists.", 404);
    return redirectWithToast(here, { type: "success", message: "The delivery is being sent again" });
  }
  if (intent === "delete") {
    const result = await removeWebhookEndpoint(database, caller);
    if (!result.ok) return formError(GONE, 404);
    return redirectWithToast("/admin/webhooks", { type: "success", message: "Endpoint deleted" });
  }
  return formError("Unknown action.", 400);
}

function attemptText(row: { attempts: number; next_attempt_at: string | null }, timeZone: string): string {
  const next = row.next_attempt_at ? `; next ${formatDateTime(row.next_attempt_at, timeZone)}` : "";
  return `${row.attempts}${next}`;
}

export default function WebhookEndpointPage() {
  const timeZone = useSiteTimeZone();
  const { endpoint, deliveries, confirmDelete } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const secret = result && "secret" in result ? result.secret : null;
  const typed = (result?.values ?? {}) as { url?: string; description?: string; events?: string[] };
  const edited = result && "url" in typed;
  const errors: Record<string, string[]> = result?.fieldErrors ?? {};
  const question = `Delete the endpoint ${endpoint.url} and its deliveries?`;
  const here = `/admin/webhooks/${endpoint.id}`;

  return (
    <>
      <div className="admin-page-header">
        <h1>{endpoint.url}</h1>
        <Link to="/admin/webhooks">All webhooks</Link>
      </div>
      <FormAlert message={result?.formError} result={result} idPrefix="webhook" />
      {confirmDelete ? <DeleteConfirmation question={question} id={endpoint.id} cancelHref={here} /> : null}
      {secret ? <WebhookSecret heading="New signing secret" secret={secret} note="For 24 hours every delivery is signed with the old secret too." /> : null}

      <section aria-labelledby="state-heading" className="admin-section">
        <h2 id="state-heading">Status</h2>
        <p>
          {endpoint.enabled ? "Enabled: events are sent to it." : `Disabled${endpoint.disabled_reason ? ` (${endpoint.disabled_reason})` : ""}: nothing is sent until it is enabled.`}
          {endpoint.previous_secret_until ? ` The previous secret also signs until ${formatDateTime(endpoint.previous_secret_until, timeZone)}.` : ""}
        </p>
        <div className="form-actions">
          <Form method="post">
            <input type="hidden" name="intent" value={endpoint.enabled ? "disable" : "enable"} />
            <button type="submit" className="button">
              {endpoint.enabled ? "Disable" : "Enable"}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="rotate" />
            <button type="submit" className="button">
              Rotate secret
            </button>
          </Form>
          <ConfirmDelete question={question} id={endpoint.id} confirmHref={confirmDeleteHref(search, endpoint.id)} ariaLabel={`Delete the endpoint ${endpoint.url}`} />
        </div>
      </section>

      <section aria-labelledby="deliveries-heading" className="admin-section">
        <h2 id="deliveries-heading">Deliveries</h2>
        <AdminTable
          label="Deliveries"
          items={deliveries}
          rowKey={(row) => String(row.id)}
          empty="Nothing has been sent to this endpoint yet."
          columns={[
            { header: "Event", cell: (row) => row.type },
            { header: "Status", cell: (row) => (row.error && row.status !== "delivered" ? `${row.status}: ${row.error}` : row.status) },
            { header: "Time", cell: (row) => formatDateTime(row.last_attempt_at ?? row.created_at, timeZone) },
            { header: "Attempts", cell: (row) => attemptText(row, timeZone) },
            { header: "Response", cell: (row) => row.response_status ?? "—" },
          ]}
          actions={(row) =>
            row.status === "pending" ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="retry" />
                <input type="hidden" name="delivery" value={row.id} />
                <button type="submit" className="button" aria-label={`Send again: the ${row.type} delivery ${row.id}`}>
                  Send again
                </button>
              </Form>
            )
          }
        />
      </section>

      <section aria-labelledby="edit-heading" className="admin-section">
        <h2 id="edit-heading">Edit</h2>
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="save" />
          <TextField label="URL" name="url" idPrefix="webhook" type="url" required maxLength={2000} defaultValue={edited ? typed.url : endpoint.url} error={errors.url} />
          <WebhookEventChoices idPrefix="webhook" chosen={edited ? (typed.events ?? []) : endpoint.events} error={errors.events} />
          <TextField label="Description" name="description" idPrefix="webhook" maxLength={200} defaultValue={edited ? typed.description : endpoint.description} error={errors.description} />
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              Save endpoint
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
