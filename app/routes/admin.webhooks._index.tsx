import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { WebhookEventChoices, WebhookSecret } from "~/components/admin/webhook-parts";
import { TextField } from "~/components/field";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { eventsOf, lastDeliveries, listWebhookEndpoints } from "~/models/webhook.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, commandFailure, invalid } from "~/routes/__admin-screen.server";
import { parseFormData } from "~/schemas/parse";
import { webhookEndpointSchema } from "~/schemas/webhook";
import { requireStaff } from "~/services/auth/auth.server";
import { readFormData } from "~/services/form-data.server";
import { createWebhookEndpoint } from "~/services/webhooks/endpoints.server";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Webhooks · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "webhooks");
  const database = db();
  const [endpoints, last] = await Promise.all([listWebhookEndpoints(database), lastDeliveries(database)]);
  return json(
    {
      endpoints: endpoints.map((row) => {
        const delivery = last.get(Number(row.id));
        return {
          id: Number(row.id),
          url: row.url,
          description: row.description,
          events: eventsOf(row),
          enabled: row.enabled,
          last: delivery ? { status: delivery.status, at: delivery.last_attempt_at ?? delivery.created_at, response: delivery.response_status } : null,
        };
      }),
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

/** A new endpoint's secret is in this answer only, so it is not a redirect: reloading the page does not show it again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "webhooks");
  const form = await readFormData(request);
  const values = { url: String(form.get("url") ?? ""), description: String(form.get("description") ?? ""), events: form.getAll("events").map(String) };
  const parsed = parseFormData(webhookEndpointSchema, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, values);
  const result = await createWebhookEndpoint(db(), { actor: actorOf(admin), ip: clientIp(context), input: parsed.data });
  if (!result.ok) return commandFailure(result, values);
  return json(
    { formError: null, fieldErrors: {}, values: {}, created: { id: Number(result.row.id), url: result.row.url, secret: result.row.secret } },
    { status: 201, headers: ADMIN_CACHE_HEADERS },
  );
}

function lastDeliveryText(last: { status: string; at: string; response: number | null } | null, timeZone: string): string {
  if (!last) return "None yet";
  const code = last.response === null ? "" : ` (${last.response})`;
  return `${last.status[0].toUpperCase()}${last.status.slice(1)}${code}, ${formatDateTime(last.at, timeZone)}`;
}

export default function WebhooksPage() {
  const timeZone = useSiteTimeZone();
  const { endpoints } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const created = result && "created" in result ? result.created : null;
  const typed = (created ? {} : (result?.values ?? {})) as { url?: string; description?: string; events?: string[] };
  const errors: Record<string, string[]> = result?.fieldErrors ?? {};

  return (
    <>
      <div className="admin-page-header">
        <h1>Webhooks</h1>
      </div>
      <p className="admin-page-intro">
        Tell other services what happens here: each endpoint is sent a signed message when content goes live, changes, goes off the site
        or is deleted, when a contact message arrives and when someone is invited. A failed delivery is tried again for 24 hours.
      </p>
      <FormAlert message={result?.formError} result={result} idPrefix="webhook" />
      {created ? <WebhookSecret heading={`Endpoint ${created.url} added`} secret={created.secret} detailsHref={`/admin/webhooks/${created.id}`} /> : null}

      <section aria-labelledby="webhooks-heading" className="admin-section">
        <h2 id="webhooks-heading">Endpoints</h2>
        <AdminTable
          label="Webhook endpoints"
          items={endpoints}
          rowKey={(row) => String(row.id)}
          empty="No endpoints yet."
          columns={[
            { header: "URL", cell: (row) => <Link to={`/admin/webhooks/${row.id}`}>{row.url}</Link> },
            { header: "Events", cell: (row) => row.events.join(", ") },
            { header: "Status", cell: (row) => (row.enabled ? "Enabled" : "Disabled") },
            { header: "Last delivery", cell: (row) => lastDeliveryText(row.last, timeZone) },
          ]}
        />
      </section>

      <section aria-labelledby="webhook-form-heading" className="admin-section">
        <h2 id="webhook-form-heading">Add an endpoint</h2>
        <Form method="post" className="admin-form" noValidate>
          <TextField
            label="URL"
            name="url"
            idPrefix="webhook"
            type="url"
            required
            maxLength={2000}
            defaultValue={typed.url ?? ""}
            error={errors.url}
            hint="An https:// address on the internet, such as your chat tool’s or your CRM’s; never a private or local one"
          />
          <WebhookEventChoices idPrefix="webhook" chosen={typed.events ?? []} error={errors.events} />
          <TextField label="Description" name="description" idPrefix="webhook" maxLength={200} defaultValue={typed.description ?? ""} error={errors.description} />
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              Add endpoint
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
