import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/admin/form-alert";
import { TextField } from "~/components/field";
import { ADMIN_CACHE_HEADERS, adminHeaders } from "~/routes/__admin-screen.server";
import { BACKUP_PASSPHRASE_MAX_LENGTH, BACKUP_PASSPHRASE_MIN_LENGTH, backupRefusalErrors } from "~/schemas/backup";
import { requireStaff } from "~/services/auth/auth.server";
import contentStyles from "~/styles/admin-content.css";

/** The same archive as `npm run backup` (docs/deploy.md#backup-and-restore). */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Backups · Admin" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "backups");
  const fieldErrors = backupRefusalErrors(new URL(request.url).searchParams.get("refused"));
  return json({ fieldErrors }, { headers: ADMIN_CACHE_HEADERS });
}

export default function BackupPage() {
  const result = useLoaderData<typeof loader>();
  const errors = result.fieldErrors;
  return (
    <>
      <div className="admin-page-header">
        <h1>Backups</h1>
      </div>
      <FormAlert result={result} idPrefix="backup" />
      <p className="admin-page-intro">The whole site in one archive: its content, users, settings and media files.</p>
      <section aria-labelledby="backup-download-heading" className="admin-section">
      <h2 id="backup-download-heading">Download a backup</h2>
      <p className="muted">
        Whoever runs the server can restore the site from it, on this server or a new one. The archive holds the hashes of every
        password and API token: keep it as safe as the server.
      </p>
      {/* A document post, not a fetch: the answer is a file for the browser to save. */}
      <Form method="post" action="/admin/backup/download" reloadDocument className="admin-form" noValidate>
        <TextField
          label="Passphrase (optional)"
          name="passphrase"
          type="password"
          autoComplete="new-password"
          idPrefix="backup"
          maxLength={BACKUP_PASSPHRASE_MAX_LENGTH}
          hint={`With a passphrase of at least ${BACKUP_PASSPHRASE_MIN_LENGTH} characters the archive is encrypted, and the restore asks for it. It cannot be recovered: keep it apart from the archive.`}
          error={errors.passphrase}
        />
        <TextField
          label="Repeat the passphrase"
          name="passphrase_confirmation"
          type="password"
          autoComplete="new-password"
          idPrefix="backup"
          maxLength={BACKUP_PASSPHRASE_MAX_LENGTH}
          error={errors.passphrase_confirmation}
        />
        <div className="form-actions">
          <button type="submit" className="button button-primary">
            Download a backup
          </button>
        </div>
      </Form>
      </section>
    </>
  );
}
