import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { actorOf } from "~/routes/__admin-screen.server";
import { requireStaff } from "~/services/auth/auth.server";
import { writeBackup } from "~/services/backup/backup.server";
import { recordAudit } from "~/services/content/audit.server";

/**
 * GET /admin/backup: the same archive as `npm run backup`, streamed as it is
 * made (docs/deploy.md#backup-and-restore). A failure part-way cuts the
 * download short, which a restore refuses as truncated.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const admin = await requireStaff(request, "backups");
  await recordAudit(db(), { actor: actorOf(admin), ip: clientIp(context), action: "backup", entity: "site", summary: "Downloaded a backup of the site" });

  const body = new PassThrough();
  writeBackup(db(), body).catch((error: unknown) => {
    console.error(JSON.stringify({ time: new Date().toISOString(), level: "error", msg: "backup download failed", error: (error as Error).message }));
    body.destroy(error as Error);
  });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
  return new Response(createReadableStreamFromReadable(body), {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="site-backup-${stamp}.tar.gz"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
