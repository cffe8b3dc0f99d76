import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { Field } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { formatDateTime } from "~/components/admin/format";
import { useSiteTimeZone } from "~/components/site-time-zone";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { waitingInvitationOf } from "~/models/user-invitation.server";
import { getUserById } from "~/models/user.server";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, commandFailure, formError, invalid, notFound, requireId } from "~/routes/__admin-screen.server";
import { parseFormData, parseJson } from "~/schemas/parse";
import { NAME_MAX_LENGTH, userChangeSchema } from "~/schemas/user";
import { requireStaff } from "~/services/auth/auth.server";
import { readFormData } from "~/services/form-data.server";
import { reinviteUser } from "~/services/team/invitations.server";
import { eraseCustomer, resetTwoFactor, sendPasswordResetTo, updateUser } from "~/services/team/users.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data ? data.user.name : "User"} · Admin` }];
export const headers = adminHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireStaff(request, "users");
  const id = requireId(params.id);
  const database = db();
  const [user, invitation] = await Promise.all([getUserById(database, id), waitingInvitationOf(database, id)]);
  if (!user) throw notFound();
  return json(
    {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        disabled: user.disabled_at !== null,
        two_factor: user.totp_enabled_at !== null,
        last_login_at: user.last_login_at,
        created_at: user.created_at,
        version: user.version,
      },
      invitation: invitation ? { expires_at: invitation.expiresAt, expired: invitation.expiresAt.getTime() <= Date.now() } : null,
      self: admin.id === user.id,
    },
    { headers: ADMIN_CACHE_HEADERS },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "users");
  const id = requireId(params.id);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const caller = { actor: actorOf(admin), ip: clientIp(context), id };
  const here = `/admin/users/${id}`;
  const origin = new URL(request.url).origin;
  const database = db();

  if (intent === "save") {
    const values = { name: String(form.get("name") ?? ""), role: String(form.get("role") ?? "") };
    const parsed = parseFormData(userChangeSchema, form, { partial: true });
    if (!parsed.success) return invalid(parsed.fieldErrors, values);
    const result = await updateUser(database, { ...caller, input: parsed.data });
    if (!result.ok) return commandFailure(result, values);
    return redirectWithToast(here, { type: "success", message: `${result.row.name} saved` });
  }
  if (intent === "disable" || intent === "enable") {
    const parsed = parseJson(userChangeSchema, { disabled: intent === "disable", version: Number(form.get("version")) });
    if (!parsed.success) return formError("Reload the page and try again.", 422);
    const result = await updateUser(database, { ...caller, input: parsed.data });
    if (!result.ok) return commandFailure(result);
    const message = intent === "disable" ? `${result.row.name} is disabled and signed out everywhere` : `${result.row.name} is enabled`;
    return redirectWithToast(here, { type: "success", message });
  }
  if (intent === "send-reset") {
    const result = await sendPasswordResetTo(database, { ...caller, origin });
    if (!result.ok) return commandFailure(result);
    return redirectWithToast(here, { type: "success", message: `Password reset sent to ${result.row.email}` });
  }
  if (intent === "reset-two-factor") {
    const result = await resetTwoFactor(database, caller);
    if (!result.ok) return commandFailure(result);
    return redirectWithToast(here, { type: "success", message: `Two-factor sign-in of ${result.row.name} is reset` });
  }
  if (intent === "reinvite") {
    const result = await reinviteUser(database, { ...caller, origin });
    if (!result.ok) return commandFailure(result);
    return redirectWithToast(here, { type: "success", message: `A new invitation was sent to ${result.row.email}` });
  }
  if (intent === "erase") {
    const result = await eraseCustomer(database, caller);
    if (!result.ok) return commandFailure(result);
    return redirectWithToast("/admin/users", { type: "success", message: "The customer's account was erased" });
  }
  return formError("Unknown action.", 400);
}

function IntentButton({ intent, version, label, danger }: { intent: string; version?: number; label: string; danger?: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {version ? <input type="hidden" name="version" value={version} /> : null}
      <button type="submit" className={danger ? "icon-button icon-button-danger" : "icon-button icon-button-secondary"}>
        {label}
      </button>
    </Form>
  );
}

export default function UserPage() {
  const { user, invitation, self } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const timeZone = useSiteTimeZone();
  const values = (result?.values ?? {}) as { name?: string; role?: string };
  const errors = result?.fieldErrors ?? {};
  const staff = user.role !== "customer";
  return (
    <>
      <div className="admin-page-header">
        <h1>{user.name}</h1>
      </div>
      <FormAlert message={result?.formError} result={result} idPrefix="user" />
      <section className="admin-panel" aria-labelledby="user-facts">
        <h2 id="user-facts">Account</h2>
        <dl className="message-meta">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Status</dt>
          <dd>{user.disabled ? "Disabled" : invitation ? "Invited" : "Active"}</dd>
          {invitation ? (
            <>
              <dt>Invitation</dt>
              <dd>
                {invitation.expired ? "Expired on " : "Valid until "}
                {formatDateTime(invitation.expires_at, timeZone)}
              </dd>
            </>
          ) : null}
          <dt>Two-factor sign-in</dt>
          <dd>{user.two_factor ? "On" : "Off"}</dd>
          <dt>Last sign-in</dt>
          <dd>{user.last_login_at ? formatDateTime(user.last_login_at, timeZone) : "Never"}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(user.created_at, timeZone)}</dd>
        </dl>
      </section>

      <section className="admin-section" aria-labelledby="user-details">
        <h2 id="user-details">Name and role</h2>
        <Form method="post" className="admin-form" noValidate>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="version" value={user.version} />
          <Field id="user-name" label="Name" error={errors.name}>
            {(aria) => <input id="user-name" name="name" defaultValue={values.name ?? user.name} required maxLength={NAME_MAX_LENGTH} {...aria} />}
          </Field>
          {staff ? (
            <Field
              id="user-role"
              label="Role"
              error={errors.role}
              hint={self ? "You cannot take away your own admin role." : "Editors manage the content; admins also run the site."}
            >
              {(aria) => (
                <select id="user-role" name="role" defaultValue={values.role ?? user.role} {...aria}>
                  <option value="editor">Editor</option>
                  <option value="admin">Admin</option>
                </select>
              )}
            </Field>
          ) : (
            <p>Role: customer (a customer account of the public site).</p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button-primary">
              Save
            </button>
          </div>
        </Form>
      </section>

      <section className="admin-section" aria-labelledby="user-access">
        <h2 id="user-access">Access</h2>
        <div className="form-actions">
          {user.disabled ? (
            <IntentButton intent="enable" version={user.version} label="Enable account" />
          ) : self ? null : (
            <IntentButton intent="disable" version={user.version} label="Disable account" danger />
          )}
          {user.disabled ? null : <IntentButton intent="send-reset" label="Send password reset" />}
          {user.two_factor ? <IntentButton intent="reset-two-factor" label="Reset two-factor" /> : null}
          {invitation && !user.disabled ? <IntentButton intent="reinvite" label="Send a new invitation" /> : null}
        </div>
        <p className="muted">Disabling signs the person out of every browser and ends their API tokens at once.</p>
        {staff ? null : (
          <details>
            <summary>Erase this customer…</summary>
            <p>The account, its sessions and tokens are deleted for good. The audit log keeps what it did, as “deleted user”.</p>
            <IntentButton intent="erase" label="Erase account for good" danger />
          </details>
        )}
      </section>
      <p className="back-link">
        <Link to="/admin/users">← Back to Users</Link>
      </p>
    </>
  );
}
