import { db } from "~/db/db.server";
import { listAuditEventsPage } from "~/models/audit-event.server";
import { auditFilterSchema } from "~/schemas/audit";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { auditEventJson } from "~/services/api/audit-json.server";
import { apiRoute, jsonList, methodNotAllowed, validationError } from "~/services/api/http.server";
import { paginationMeta, parsePageRequest } from "~/utils/pagination";

const AUDIT_PER_PAGE = 50;

/** GET /api/admin/audit-events?actor=&action=&entity=&from=&to=&page=: admins only, newest first, 50 a page. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "audit");
  const searchParams = new URL(request.url).searchParams;
  const parsed = auditFilterSchema.safeParse(Object.fromEntries(searchParams));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? "query")] ??= []).push(issue.message);
    return validationError(errors);
  }
  const { page } = parsePageRequest(searchParams);
  const result = await listAuditEventsPage(db(), parsed.data, { page, perPage: AUDIT_PER_PAGE });
  return jsonList(result.items.map(auditEventJson), paginationMeta(result));
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
