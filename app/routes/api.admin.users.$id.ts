import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getUserById } from "~/models/user.server";
import { userChangeSchema } from "~/schemas/user";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { failureResponse } from "~/services/api/command-response.server";
import { apiRoute, jsonData, methodNotAllowed, noContent, notFound } from "~/services/api/http.server";
import { idParam } from "~/services/api/params.server";
import { readInput } from "~/services/api/request-body.server";
import { userJson } from "~/services/api/user-shapes.server";
import { eraseCustomer, updateUser } from "~/services/team/users.server";

/** GET|PATCH|DELETE /api/admin/users/{id}: PATCH changes the name, the role or whether the account is disabled; DELETE erases a customer. */
export const loader = apiRoute(async ({ request, params }) => {
  await requireApiStaff(request, "users");
  const user = await getUserById(db(), idParam(params.id));
  return user ? jsonData(userJson(user)) : notFound();
});

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiStaff(request, "users");
  const id = idParam(params.id);
  const caller = { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) };
  if (request.method === "PATCH") {
    const input = await readInput(request, userChangeSchema, { partial: true });
    const result = await updateUser(db(), { ...caller, id, input });
    return result.ok ? jsonData(userJson(result.row)) : failureResponse(result);
  }
  if (request.method === "DELETE") {
    const result = await eraseCustomer(db(), { ...caller, id });
    return result.ok ? noContent() : failureResponse(result);
  }
  return methodNotAllowed(["GET", "PATCH", "DELETE"]);
});
