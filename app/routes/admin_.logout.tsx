import type { ActionFunctionArgs } from "@remix-run/node";
import { clientIp } from "~/load-context";
import { signOut } from "~/services/auth/auth.server";

/** POST /admin/logout ends the admin session only (a customer session stays) → /admin/login. */
export async function action({ request, context }: ActionFunctionArgs) {
  return signOut(request, "admin", { ip: clientIp(context) });
}

// Signing out changes state, so it is never a GET (a link or an image could trigger it).
export function loader() {
  return new Response("Sign out with the Log Out button (POST /admin/logout).", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
