import { PassThrough } from "node:stream";
import {
  createReadableStreamFromReadable, json, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { FormAlert } from "~/components/admin/form-alert";
import { TextField } from "~/components/field";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { ADMIN_CACHE_HEADERS, actorOf, adminHeaders, invalid } from "~/routes/__admin-screen.server";
import { BACKUP_PASSPHRASE_MAX_LENGTH, BACKUP_PASSPHRASE_MIN_LENGTH, backupFormSchema } from "~/schemas/backup";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { assertSameOriginOrToken } from "~/services/auth/csrf.server";
import { writeBackup } from "~/services/backup/backup.server";
import { recordAudit } from "~/services/content/audit.server";
import { readFormData } from "~/services/form-data.server";
import contentStyles from "~/styles/admin-content.css";

/**
 * /admin/backup: the same archive as `npm run backup` (docs/deploy.md#backup-and-restore).
 * A GET shows the form; only its POST builds the archive, streamed as it is
 * made. A failure part-way cuts the download short, which a restore refuses
 * as truncated.
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];
export const meta: MetaFunction = () => [{ title: "Backup" }];
export const headers = adminHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "backups");
  return json({}, { headers: ADMIN_CACHE_HEADERS });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "backups");
  // The server checks every form post before Remix; checked again here because
  // this answer is the whole database, whatever serves the route.
  assertSameOriginOrToken(request, { api: false });
  const parsed = parseFormData(backupFormSchema, await readFormData(request));
  // The passphrase is never sent back into the page.
  if (!parsed.success) return invalid(parsed.fieldErrors, {});
  const passphrase = parsed.data.passphrase || undefined;

  await recordAudit(db(), {
    actor: actorOf(admin),
    ip: clientIp(context),
    action: "backup",
    entity: "site",
    summary: passphrase ? "Downloaded an encrypted backup of the site" : "Downloaded a backup of the site",
  });
  const body = new PassThrough();
  writeBackup(db(), body, { passphrase }).catch((error: unknown) => {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "backup download failed", error: (error as Error).message }));
    body.destroy(error as Error);
  });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
  const filename = passphrase ? `site-backup-${stamp}.tar.gz.age` : `site-backup-${stamp}.tar.gz`;
  return new Response(createReadableStreamFromReadable(body), {
    headers: {
      "Content-Type": passphrase ? "application/octet-stream" : "application/gzip",
      "Content-Disposition": `attachment; filename="${filename}"`,
      ...ADMIN_CACHE_HEADERS,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export default function BackupPage() {
  const result = useActionData<typeof action>();
  const errors = result?.fieldErrors ?? {};
  return (
    <>
      <div className="admin-page-header">
        <h1>Backup</h1>
      </div>
      <FormAlert message={result?.formError} result={result} idPrefix="backup" />
      <p>
        Downloads the whole site, its content, users and media files, as one archive that <code>npm run restore</code> puts
        back. The archive holds the hashes of every password and API token: keep it as safe as the server.
      </p>
      {/* A document post, not a fetch: the answer is a file for the browser to save. */}
      <Form method="post" reloadDocument className="admin-form" noValidate>
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
    </>
  );
}
