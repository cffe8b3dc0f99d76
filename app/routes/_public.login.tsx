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
import { getCustomer } from "~/services/auth.server";
import { signInFormAction } from "~/services/sign-in-form.server";
import authStyles from "~/styles/auth.css";
import { safeRedirect } from "~/utils/safe-redirect";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const meta: MetaFunction = () => [
  { title: "Sign in" },
  { name: "description", content: "Sign in to your customer account." },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": "private, no-store",
  ...(actionHeaders.get("Retry-After") ? { "Retry-After": actionHeaders.get("Retry-After")! } : {}),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  if (await getCustomer(request)) throw redirect(redirectTo || "/");
  return json({ redirectTo, reset: url.searchParams.get("reset") === "1" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signInFormAction(request, { kind: "customer", ip: clientIp(context) });
}

export default function LoginPage() {
  const { redirectTo, reset } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const registerHref = redirectTo ? `/register?${new URLSearchParams({ redirectTo })}` : "/register";
  return (
    <section className="auth-page">
      <h1>Sign in</h1>
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
          autoComplete="email"
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
      <p>
        No account yet? <Link to={registerHref}>Register</Link>
      </p>
    </section>
  );
}
