import {
  json,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { TextField } from "~/components/text-field";
import { clientIp } from "~/load-context";
import { getAdmin, SIGN_IN_PAGES } from "~/services/auth.server";
import { signInFormAction } from "~/services/sign-in-form.server";
import authStyles from "~/styles/auth.css";
import { safeRedirect } from "~/utils/safe-redirect";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const meta: MetaFunction = () => [{ title: "Admin sign in" }, { name: "robots", content: "noindex" }];
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": "private, no-store",
  ...(actionHeaders.get("Retry-After") ? { "Retry-After": actionHeaders.get("Retry-After")! } : {}),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  if (await getAdmin(request)) throw redirect(redirectTo || SIGN_IN_PAGES.admin.home);
  return json({ redirectTo, reset: url.searchParams.get("reset") === "1" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signInFormAction(request, { kind: "admin", ip: clientIp(context) });
}

/** /admin/login: outside the admin layout (which requires a session), with a minimal one of its own. */
export default function AdminLoginPage() {
  const { redirectTo, reset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <main className="admin-login">
      <section className="auth-page">
        <h1>Admin sign in</h1>
        {reset ? <p className="form-notice">Your password has been changed. Sign in with the new one.</p> : null}
        {result?.formError ? (
          <p className="form-error" role="alert">
            {result.formError}
          </p>
        ) : null}
        <Form method="post" className="auth-form" noValidate>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={result?.values.email ?? ""}
            error={result?.errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={result?.errors.password}
          />
          <button type="submit" disabled={submitting}>
            Sign in
          </button>
        </Form>
        <p>
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
      </section>
    </main>
  );
}
