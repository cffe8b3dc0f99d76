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
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { requestPasswordReset } from "~/services/password-reset.server";
import { checkPasswordResetAllowed, tooManyAttemptsMessage } from "~/services/rate-limit.server";
import authStyles from "~/styles/auth.css";
import { fieldErrors, formFields, passwordResetRequestSchema, type FieldErrors } from "~/utils/user-schemas";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const meta: MetaFunction = () => [
  { title: "Forgot your password?" },
  { name: "description", content: "Get a link to choose a new password." },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const RESET_REQUESTED =
  "If an account exists for that email, we have sent it a link to choose a new password. The link works for 60 minutes.";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ sent: new URL(request.url).searchParams.get("sent") === "1" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const fields = formFields(await request.formData());
  const values = { email: fields.email ?? "" };
  const limit = await checkPasswordResetAllowed(db(), clientIp(context));
  if (!limit.allowed) {
    return json<{ errors: FieldErrors; formError?: string; values: typeof values }>(
      { errors: {}, formError: tooManyAttemptsMessage(limit.retryAfterSeconds), values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const parsed = passwordResetRequestSchema.safeParse(fields);
  if (!parsed.success) {
    return json<{ errors: FieldErrors; formError?: string; values: typeof values }>(
      { errors: fieldErrors(parsed.error), values },
      { status: 400 },
    );
  }
  // The same redirect whether or not the email belongs to someone.
  await requestPasswordReset(db(), { email: parsed.data.email, origin: new URL(request.url).origin });
  return redirect("/forgot-password?sent=1");
}

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  return (
    <section className="auth-page">
      <h1>Forgot your password?</h1>
      {sent ? (
        <p className="form-notice" role="status">
          {RESET_REQUESTED}
        </p>
      ) : (
        <p>Enter the email of your account and we will send you a link to choose a new password.</p>
      )}
      {result?.formError ? (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      ) : null}
      <Form method="post" className="auth-form" noValidate>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values.email ?? ""}
          error={result?.errors.email}
        />
        <button type="submit" disabled={submitting}>
          Send the link
        </button>
      </Form>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </section>
  );
}
