import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/services/auth/auth.server";

/** /admin is the dashboard's old address. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return redirect("/admin/dashboard", { headers: { "Cache-Control": "private, no-store" } });
}
