import { json, redirect } from "@remix-run/node";
import { safeRedirect } from "~/utils/safe-redirect";
import { getAdmin, getCustomer, SIGN_IN_PAGES } from "./auth.server";
import type { SessionKind } from "./session.server";

const CURRENT_SESSION = { customer: getCustomer, admin: getAdmin } as const;

/**
 * The loader of both sign-in pages (/login and /admin/login): someone already
 * signed in as the kind goes on to where they were headed; the form keeps
 * `redirectTo` (site-relative only) and whether a password was just reset.
 */
export async function signInPageLoader(kind: SessionKind, request: Request) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  if (await CURRENT_SESSION[kind](request)) throw redirect(redirectTo || SIGN_IN_PAGES[kind].home);
  return json({ redirectTo, reset: url.searchParams.get("reset") === "1" });
}
