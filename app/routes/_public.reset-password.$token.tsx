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
import { SIGN_IN_PAGES } from "~/services/auth.server";
import { isResetTokenUsable, resetPassword } from "~/services/password-reset.server";
import authStyles from "~/styles/auth.css";
import {
  fieldErrors,
  formFields,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type FieldErrors,
} from "~/utils/user-schemas";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const meta: MetaFunction = () => [{ title: "Choose a new password" }, { name: "robots", content: "noindex" }];
// The URL holds a credential: never cache the page, never leak it as a referrer.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export const RESET_LINK_UNUSABLE = "This link to reset a password is invalid, already used or expired.";

export async function loader({ params }: LoaderFunctionArgs) {
  const usable = await isResetTokenUsable(db(), params.token ?? "");
  return json({ usable }, { status: usable ? 200 : 410 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const parsed = newPasswordSchema.safeParse(formFields(await request.formData()));
  if (!parsed.success) {
    return json<{ errors: FieldErrors; formError?: string }>({ errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const user = await resetPassword(db(), {
    token: params.token ?? "",
    password: parsed.data.password,
    ip: clientIp(context),
  });
  if (!user) {
    return json<{ errors: FieldErrors; formError?: string }>({ errors: {}, formError: RESET_LINK_UNUSABLE }, { status: 410 });
  }
  return redirect(`${SIGN_IN_PAGES[user.role].login}?reset=1`);
}

export default function ResetPasswordPage() {
  const { usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  if (!usable || result?.formError) {
    return (
      <section className="auth-page">
        <h1>Choose a new password</h1>
        <p className="form-error" role="alert">
          {RESET_LINK_UNUSABLE}
        </p>
        <p>
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="auth-page">
      <h1>Choose a new password</h1>
      <p>After the change, every device signed in to your account is signed out.</p>
      <Form method="post" className="auth-form" noValidate>
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          error={result?.errors.password}
        />
        <TextField
          label="Confirm new password"
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={result?.errors.password_confirmation}
        />
        <button type="submit" disabled={submitting}>
          Change password
        </button>
      </Form>
    </section>
  );
}
