import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/db.server";
import { listAuditEventsPage } from "~/models/audit-event.server";
import { auditFilterOf } from "~/routes/__admin-audit.server";
import { requireStaff } from "~/services/auth/auth.server";
import { actorLabel } from "~/utils/audit-actor";
import { toCsv, UTF8_BOM } from "~/utils/csv";

const HEADER = ["ID", "At", "Actor", "Action", "Entity", "Entity ID", "Summary", "IP address"];
/** A bound on one download; narrow the filters for older events. */
const CSV_MAX_ROWS = 10_000;

/** toCsv defuses cells a spreadsheet would run as formulas. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "audit");
  const { filter, errors } = auditFilterOf(new URL(request.url).searchParams);
  // A download is not a form that can show the error beside its field: say it instead of exporting something else.
  if (Object.keys(errors).length > 0) {
    return new Response(`${Object.values(errors).join("\n")}\n`, {
      status: 422,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const { items } = await listAuditEventsPage(db(), filter, { page: 1, perPage: CSV_MAX_ROWS });
  const rows = items.map((event) => [event.id, event.at, actorLabel(event), event.action, event.entity, event.entity_id, event.summary, event.ip]);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(UTF8_BOM + toCsv(HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-log-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
