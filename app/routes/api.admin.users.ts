import { z } from "zod";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { listUsersPage } from "~/models/user.server";
import { parseJson } from "~/schemas/parse";
import { invitationSchema, USER_ROLES } from "~/schemas/user";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { readSortQuery } from "~/services/content/list-query";
import { apiRoute, jsonData, jsonList, methodNotAllowed, validationError } from "~/services/api/http.server";
import { readInput } from "~/services/api/request-body.server";
import { userJson } from "~/services/api/user-shapes.server";
import { inviteUser } from "~/services/team/invitations.server";
import { paginationMeta, parsePageRequest } from "~/utils/pagination";

const USERS_PER_PAGE = 20;

const userQuerySchema = z.object({
  q: z.string().max(200, "Search must be at most 200 characters").optional(),
  role: z.enum(USER_ROLES, { error: "Role must be admin, editor or customer" }).optional(),
});

/** GET|POST /api/admin/users: every account, newest first (20 a page); POST invites an admin or an editor. */
export const loader = apiRoute(async ({ request }) => {
  await requireApiStaff(request, "users");
  const url = new URL(request.url);
  const query = parseJson(userQuerySchema, {
    q: url.searchParams.get("q") || undefined,
    role: url.searchParams.get("role") || undefined,
  });
  // The admin screen's list has no sortable columns: an order asked for is refused rather than ignored.
  const order = readSortQuery([], url.searchParams);
  if (!query.success || !order.ok) return validationError({ ...(query.success ? {} : query.fieldErrors), ...(order.ok ? {} : order.fieldErrors) });
  const { page } = parsePageRequest(url.searchParams);
  const list = await listUsersPage(db(), { ...query.data, page, perPage: USERS_PER_PAGE });
  return jsonList(list.items.map(userJson), paginationMeta(list));
});

export const action = apiRoute(async ({ request, context }) => {
  const admin = await requireApiStaff(request, "users");
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const input = await readInput(request, invitationSchema);
  const result = await inviteUser(db(), {
    actor: { id: admin.id, email: admin.email },
    ip: clientIp(context),
    input,
    origin: new URL(request.url).origin,
  });
  return result.ok ? jsonData(userJson(result.row), 201) : failureResponse(result);
});
