import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireStaffMember } from "~/services/auth/auth.server";

/**
 * An address under /admin that no screen answers: a 404 inside the admin frame (the layout's error
 * boundary), so the editor keeps the sidebar. Someone signed out is sent to sign in first, as on every
 * admin screen, and learns nothing of which addresses exist.
 */
async function notFound(request: Request): Promise<never> {
  await requireStaffMember(request);
  throw json({ message: "Not found" }, { status: 404, headers: { "Cache-Control": "private, no-store" } });
}

export async function loader({ request }: LoaderFunctionArgs) {
  return notFound(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return notFound(request);
}

export default function AdminNotFound() {
  return null;
}
