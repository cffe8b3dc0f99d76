import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { useRef } from "react";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { EmailField } from "~/components/auth/account-fields";
import { authPageLinks, noStoreHeadersWithRetryAfter, publicAuthPageMeta } from "~/components/auth/auth-page";
import { FormError, SubmitButton } from "~/components/auth/form-controls";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { requestPasswordReset } from "~/services/auth/password-reset.server";
import { checkPasswordResetAllowed, tooManyAttemptsMessage } from "~/services/auth/rate-limit.server";
import { fieldErrors, formFields, passwordResetRequestSchema, type FieldMessages } from "~/schemas/user";
import { readFormData } from "~/services/form-data.server";

export const links = authPageLinks;
export const meta: MetaFunction = ({ matches }) =>
  publicAuthPageMeta(matches, { title: "Forgot your password?", description: "Get a link to choose a new password.", path: "/forgot-password" });
export const headers = noStoreHeadersWithRetryAfter;

export const RESET_REQUESTED =
  "If an account exists for that email, we have sent it a link to choose a new password. The link works for 60 minutes.";

interface ActionData {
  errors: FieldMessages;
  formError?: string;
  values: { email: string };
}

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ sent: new URL(request.url).searchParams.get("sent") === "1" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const fields = formFields(await readFormData(request));
  const values = { email: fields.email ?? "" };
  const limit = await checkPasswordResetAllowed(db(), clientIp(context));
  if (!limit.allowed) {
    return json<ActionData>(
      { errors: {}, formError: tooManyAttemptsMessage(limit.retryAfterSeconds), values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const parsed = passwordResetRequestSchema.safeParse(fields);
  if (!parsed.success) {
    return json<ActionData>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  }
  // The same redirect whether or not the email belongs to someone.
  await requestPasswordReset(db(), { email: parsed.data.email, origin: new URL(request.url).origin });
  return redirect("/forgot-password?sent=1");
}

export default function ForgotPasswordPage() {
  const { sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const focus = firstFieldWithError(["email"], result?.errors);
  useFocusField(formRef, focus, result);
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
      <FormError message={result?.formError} />
      <Form ref={formRef} method="post" className="auth-form" noValidate>
        <EmailField defaultValue={result?.values.email ?? ""} error={result?.errors.email} autoFocus={focus === "email"} />
        <SubmitButton>Send the link</SubmitButton>
      </Form>
      <p>
        <Link to="/login">Back to sign in</Link>
      </p>
    </section>
  );
}
