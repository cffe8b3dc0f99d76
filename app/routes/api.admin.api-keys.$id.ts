import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { requireApiStaff } from "~/services/auth/api-auth.server";
import { revokeApiKey } from "~/services/auth/api-key.server";
import { apiRoute, methodNotAllowed, noContent, notFound } from "~/services/api/http.server";
import { idParam } from "~/services/api/params.server";

/** DELETE /api/admin/api-keys/{id} (admins): revokes the key at once. */
export const loader = apiRoute(() => methodNotAllowed(["DELETE"]));

export const action = apiRoute(async ({ request, params, context }) => {
  const admin = await requireApiStaff(request, "api-keys");
  if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
  const id = idParam(params.id);
  const revoked = await revokeApiKey(db(), id, { actor: { id: admin.id, email: admin.email }, ip: clientIp(context) });
  return revoked ? noContent() : notFound();
});
