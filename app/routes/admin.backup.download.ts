import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { ADMIN_CACHE_HEADERS, actorOf } from "~/routes/__admin-screen.server";
import { backupFormSchema, backupRefusalOf } from "~/schemas/backup";
import { parseFormData } from "~/schemas/parse";
import { requireStaff } from "~/services/auth/auth.server";
import { assertSameOriginOrToken } from "~/services/auth/csrf.server";
import { writeBackup } from "~/services/backup/backup.server";
import { recordAudit } from "~/services/content/audit.server";
import { readFormData } from "~/services/form-data.server";

/**
 * POST /admin/backup/download: the archive the Backup screen's form asks for,
 * streamed as it is made. A resource route (no page), so Remix hands the
 * browser this answer as it is: a route with a page would turn it into page
 * data. A failure part-way cuts the download short, which a restore refuses
 * as truncated.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "backups");
  // The server checks every form post before Remix; checked again here because
  // this answer is the whole database, whatever serves the route.
  assertSameOriginOrToken(request, { api: false });
  const parsed = parseFormData(backupFormSchema, await readFormData(request));
  // Back to the form with the refusal's code: the passphrase never travels back.
  if (!parsed.success) return redirect(`/admin/backup?refused=${backupRefusalOf(parsed.fieldErrors)}`, 303);
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
