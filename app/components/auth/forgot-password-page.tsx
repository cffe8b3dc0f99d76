import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { useSiteWords } from "~/components/public/words";
import type { ForgotPasswordActionData, ForgotPasswordData } from "~/routes/__password-reset-pages.server";
import { EmailField } from "./account-fields";
import { FormError, SubmitButton } from "./form-controls";

/** Asking for a link to choose a new password, in the page's language: /forgot-password and /de/forgot-password. */
export function ForgotPasswordPage() {
  const { sent, title } = useLoaderData<ForgotPasswordData>();
  const result = useActionData<ForgotPasswordActionData>();
  const { say, href } = useSiteWords();
  const formRef = useRef<HTMLFormElement>(null);
  const focus = firstFieldWithError(["email"], result?.errors);
  useFocusField(formRef, focus, result);
  return (
    <section className="auth-page">
      <h1>{title}</h1>
      {sent ? (
        <p className="form-notice" role="status">
          {say("forgot.sent")}
        </p>
      ) : (
        <p>{say("forgot.lead")}</p>
      )}
      <FormError message={result?.formError} />
      <Form ref={formRef} method="post" className="auth-form" noValidate>
        <EmailField defaultValue={result?.values.email ?? ""} error={result?.errors.email} autoFocus={focus === "email"} />
        <SubmitButton>{say("forgot.submit")}</SubmitButton>
      </Form>
      <p>
        <Link to={href("/login")}>{say("forgot.back")}</Link>
      </p>
    </section>
  );
}
