import { json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, Link } from "@remix-run/react";
import { errorText, Field } from "~/components/field";
import { FormAlert } from "~/components/admin/form-alert";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, commandFailure, invalid } from "~/routes/__admin-screen.server";
import { parseFormData } from "~/schemas/parse";
import { INVITATION_TTL_HOURS, invitationSchema, NAME_MAX_LENGTH } from "~/schemas/user";
import { requireStaff } from "~/services/auth/auth.server";
import { readFormData } from "~/services/form-data.server";
import { inviteUser } from "~/services/team/invitations.server";
import { redirectWithToast } from "~/services/toast.server";
import contentStyles from "~/styles/admin-content.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Invite user · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "users");
  return json({}, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "users");
  const form = await readFormData(request);
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? ""), role: String(form.get("role") ?? "") };
  const parsed = parseFormData(invitationSchema, form);
  if (!parsed.success) return invalid(parsed.fieldErrors, values);
  const result = await inviteUser(db(), {
    actor: actorOf(admin),
    ip: clientIp(context),
    input: parsed.data,
    origin: new URL(request.url).origin,
  });
  if (!result.ok) return commandFailure(result, values);
  return redirectWithToast(`/admin/users/${result.row.id}`, { type: "success", message: `Invitation sent to ${result.row.email}` });
}

export default function InviteUserPage() {
  const result = useActionData<typeof action>();
  const values = (result?.values ?? {}) as { name?: string; email?: string; role?: string };
  const errors = result?.fieldErrors ?? {};
  return (
    <>
      <div className="admin-page-header">
        <h1>Invite user</h1>
      </div>
      <FormAlert message={result?.formError} result={result} idPrefix="invite" />
      <p>
        The person gets an email with a link to choose their password. The link works once, within {INVITATION_TTL_HOURS} hours.
      </p>
      <Form method="post" className="admin-form" noValidate>
        <Field id="invite-name" label="Name" error={errors.name}>
          {(aria) => <input id="invite-name" name="name" defaultValue={values.name ?? ""} required maxLength={NAME_MAX_LENGTH} autoComplete="off" {...aria} />}
        </Field>
        <Field id="invite-email" label="Email" error={errors.email}>
          {(aria) => <input id="invite-email" name="email" type="email" defaultValue={values.email ?? ""} required maxLength={254} autoComplete="off" {...aria} />}
        </Field>
        <Field id="invite-role" label="Role" error={errors.role} hint="Editors manage the content; admins also run the site (users, settings, the audit log, backups).">
          {(aria) => (
            <select id="invite-role" name="role" defaultValue={values.role ?? "editor"} required {...aria}>
              <option value="editor">Editor</option>
              <option value="admin">Admin</option>
            </select>
          )}
        </Field>
        {errorText(errors.form) ? <p className="field-error">{errorText(errors.form)}</p> : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary">
            Send invitation
          </button>
          <Link to="/admin/users">Cancel</Link>
        </div>
      </Form>
    </>
  );
}
