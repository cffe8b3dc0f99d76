import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { sessionKindOf } from "~/services/auth/session.server";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { useRef } from "react";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { NewPasswordFields } from "~/components/auth/account-fields";
import { authPageLinks, authPageMeta, credentialLinkHeaders } from "~/components/auth/auth-page";
import { FormError, SubmitButton } from "~/components/auth/form-controls";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { SIGN_IN_PAGES } from "~/services/auth/auth.server";
import { isResetTokenUsable, resetPassword } from "~/services/auth/password-reset.server";
import { fieldErrors, formFields, newPasswordSchema, type FieldMessages } from "~/schemas/user";
import { readFormData } from "~/services/form-data.server";

export const links = authPageLinks;
export const meta: MetaFunction = () => authPageMeta("Choose a new password");
export const headers = credentialLinkHeaders;

export const RESET_LINK_UNUSABLE = "This link to reset a password is invalid, already used or expired.";

interface ActionData {
  errors: FieldMessages;
  formError?: string;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const usable = await isResetTokenUsable(db(), params.token ?? "");
  return json({ usable }, { status: usable ? 200 : 410 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const parsed = newPasswordSchema.safeParse(formFields(await readFormData(request)));
  if (!parsed.success) {
    return json<ActionData>({ errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const user = await resetPassword(db(), {
    token: params.token ?? "",
    password: parsed.data.password,
    ip: clientIp(context),
  });
  if (!user) {
    return json<ActionData>({ errors: {}, formError: RESET_LINK_UNUSABLE }, { status: 410 });
  }
  return redirect(`${SIGN_IN_PAGES[sessionKindOf(user.role)].login}?reset=1`);
}

export default function ResetPasswordPage() {
  const { usable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const focus = firstFieldWithError(["password", "password_confirmation"], result?.errors);
  useFocusField(formRef, focus, result);
  if (!usable || result?.formError) {
    return (
      <section className="auth-page">
        <h1>Choose a new password</h1>
        <FormError message={RESET_LINK_UNUSABLE} />
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
      <Form ref={formRef} method="post" className="auth-form" noValidate>
        <NewPasswordFields errors={result?.errors} focus={focus} />
        <SubmitButton>Change password</SubmitButton>
      </Form>
    </section>
  );
}
