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

/** A resource route, so Remix hands the browser the stream as it is; a failure part-way truncates it, which a restore refuses. */
export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireStaff(request, "backups");
  // Checked again here (the server checks every post too) because this answer is the whole database.
  assertSameOriginOrToken(request, { api: false });
  const parsed = parseFormData(backupFormSchema, await readFormData(request));
  // The passphrase never travels back.
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
