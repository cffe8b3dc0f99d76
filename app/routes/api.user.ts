import { db } from "~/db/db.server";
import { getUserById } from "~/models/user.server";
import { requireApiUser } from "~/services/auth/api-auth.server";
import { apiRoute, jsonData, methodNotAllowed, unauthenticated } from "~/services/api/http.server";

/** GET /api/user: the signed-in user (an admin's when both are signed in). */
export const loader = apiRoute(async ({ request }) => {
  const caller = await requireApiUser(request);
  const user = await getUserById(db(), caller.id);
  if (!user) return unauthenticated();
  return jsonData({
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    role: user.role,
    admin_type: user.admin_type,
    last_login_at: user.last_login_at,
    created_at: user.created_at,
  });
});

export const action = apiRoute(() => methodNotAllowed(["GET"]));
