import { methodNotAllowed } from "~/services/api/http.server";
import { newXsrfToken, readCookies, XSRF_COOKIE, xsrfCookie } from "~/services/auth/csrf.server";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{40}$/;

/** A token the browser already holds is kept, so several tabs calling this do not invalidate each other. */
export function loader({ request }: { request: Request }) {
  const current = readCookies(request).get(XSRF_COOKIE);
  const token = current && TOKEN_PATTERN.test(current) ? current : newXsrfToken();
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": xsrfCookie(token), "Cache-Control": "no-store" },
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
