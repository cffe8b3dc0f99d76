import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaff } from "~/services/auth/auth.server";

/** /admin is the dashboard's old address. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, "dashboard");
  return redirect("/admin/dashboard", { headers: { "Cache-Control": "private, no-store" } });
}
