import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { AdminTable } from "~/components/admin/admin-table";
import { ConfirmDelete, confirmDeleteHref, confirmDeleteId, DeleteConfirmation } from "~/components/admin/confirm-delete";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { errorText, Field } from "~/components/field";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getApiKeyById, listApiKeys } from "~/models/api-key.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, formError, invalid } from "~/routes/__admin-screen.server";
import { API_KEY_LIFETIMES_DAYS, apiKeyFormSchema } from "~/schemas/api-key";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { createApiKey, revokeApiKey } from "~/services/auth/api-key.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";
import { parseRecordId } from "~/utils/record-id";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "API Keys · Admin" }];
export const headers = adminHeaders;

const GONE = "This API key no longer exists.";
const DAY_MS = 24 * 60 * 60 * 1000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "api-keys");
  const confirmId = confirmDeleteId(request.url);
  const [keys, confirm] = await Promise.all([listApiKeys(db()), confirmId ? getApiKeyById(db(), confirmId) : undefined]);
  return json({ keys, confirm: confirm ? { id: confirm.id, name: confirm.name } : null }, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "api-keys");
  const form = await readFormData(request);
  const caller = { actor: actorOf(admin), ip: clientIp(context) };

  if (form.get("intent") === "delete") {
    const id = parseRecordId(form.get("id"));
    if (!id || !(await revokeApiKey(db(), id, caller))) return formError(GONE, 404);
    return redirectWithToast("/admin/api-keys", { type: "success", message: "API key revoked" });
  }

  const parsed = parseFormData(apiKeyFormSchema, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, parsed.values);
  const days = parsed.data.expires_in_days ? Number(parsed.data.expires_in_days) : null;
  const values = { name: parsed.data.name, scope: parsed.data.scope, expires_at: days ? new Date(Date.now() + days * DAY_MS) : null };
  const result = await createApiKey(db(), values, caller);
  if (!result.ok) return invalid(result.fieldErrors, parsed.data);
  // Shown on this answer only: it is not stored, so there is no page to come back to it.
  return json(
    { formError: null, fieldErrors: {}, values: {}, created: { name: result.key.name, scope: result.key.scope, token: result.token } },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

type Values = { name?: string; scope?: string; expires_in_days?: string };

function NewKeyForm({ values, errors }: { values: Values; errors: Record<string, string[]> }) {
  const scope = values.scope ?? "read";
  return (
    <Form method="post" className="admin-form" noValidate>
      <input type="hidden" name="intent" value="create" />
      <Field id="api-key-name" label="Name" error={errors.name} hint="What the key is for, e.g. CRM sync">
        {(aria) => <input id="api-key-name" name="name" defaultValue={values.name ?? ""} required maxLength={100} {...aria} />}
      </Field>
      <fieldset className="field" aria-describedby={errors.scope ? "api-key-scope-error" : undefined}>
        <legend>Scope</legend>
        <label>
          <input type="radio" name="scope" value="read" defaultChecked={scope === "read"} /> Read: the public and admin reads
        </label>
        <label>
          <input type="radio" name="scope" value="write" defaultChecked={scope === "write"} /> Write: also what an editor may change
        </label>
        {errorText(errors.scope) ? (
          <p id="api-key-scope-error" className="field-error">
            {errorText(errors.scope)}
          </p>
        ) : null}
      </fieldset>
      <Field id="api-key-expires" label="Expires" error={errors.expires_in_days}>
        {(aria) => (
          <select id="api-key-expires" name="expires_in_days" defaultValue={values.expires_in_days ?? "90"} {...aria}>
            {API_KEY_LIFETIMES_DAYS.map((days) => (
              <option key={days} value={String(days)}>
                In {days} days
              </option>
            ))}
            <option value="">Never</option>
          </select>
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button button-primary">
          Make API key
        </button>
      </div>
    </Form>
  );
}

export default function ApiKeysPage() {
  const timeZone = useSiteTimeZone();
  const { keys, confirm } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const created = result && "created" in result ? result.created : null;
  const question = (key: { name: string }) => `Revoke the API key “${key.name}”? Integrations using it stop at once.`;

  return (
    <>
      <div className="admin-page-header">
        <h1>API Keys</h1>
      </div>
      <p className="admin-page-intro">
        A key lets another system, such as your CRM or an app, read and change the site&apos;s content. It acts for the admin who makes it,
        with an editor&apos;s reach at most, and what it changes is in the audit log under its name.
      </p>
      <FormAlert message={result?.formError} result={result} idPrefix="api-key" />
      {confirm ? <DeleteConfirmation question={question(confirm)} id={confirm.id} cancelHref="/admin/api-keys" /> : null}

      {created ? (
        <section className="admin-section api-key-created" aria-labelledby="api-key-created-heading">
          <h2 id="api-key-created-heading">
            Your new key “{created.name}” ({created.scope})
          </h2>
          <p>Copy it now: it is shown only this once and cannot be read again. The other system sends it as <code>Authorization: Bearer</code> followed by the key.</p>
          <label htmlFor="api-key-token">Key</label>
          <input id="api-key-token" className="api-key-token" readOnly value={created.token} onFocus={(event) => event.currentTarget.select()} />
        </section>
      ) : null}

      <section aria-labelledby="api-key-form-heading" className="admin-section">
        <h2 id="api-key-form-heading">Make an API key</h2>
        <NewKeyForm key={created?.token ?? "form"} values={(result?.values ?? {}) as Values} errors={result?.fieldErrors ?? {}} />
      </section>

      <section aria-labelledby="api-keys-heading" className="admin-section">
        <h2 id="api-keys-heading">Keys</h2>
        <AdminTable
          label="API keys"
          items={keys}
          rowKey={(key) => String(key.id)}
          empty="No API keys yet."
          columns={[
            { header: "Name", cell: (key) => key.name },
            { header: "Scope", cell: (key) => (key.scope === "write" ? "Write" : "Read") },
            { header: "Key", cell: (key) => <code>{`${key.key_start}…`}</code> },
            { header: "Made", cell: (key) => `${formatDateTime(key.created_at, timeZone)}${key.owner_email ? ` by ${key.owner_email}` : ""}` },
            { header: "Expires", cell: (key) => (key.expires_at ? formatDateTime(key.expires_at, timeZone) : "Never") },
            { header: "Last used", cell: (key) => (key.last_used_at ? formatDateTime(key.last_used_at, timeZone) : "Never") },
          ]}
          actions={(key) => (
            <ConfirmDelete
              question={question(key)}
              id={key.id}
              confirmHref={confirmDeleteHref(search, key.id)}
              label="Revoke"
              ariaLabel={`Revoke the API key “${key.name}”`}
              iconOnly
            />
          )}
        />
      </section>
    </>
  );
}
