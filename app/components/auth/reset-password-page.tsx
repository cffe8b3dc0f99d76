import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { useSiteWords } from "~/components/public/words";
import type { ResetPasswordActionData, resetPasswordData } from "~/routes/__password-reset-pages.server";
import { NewPasswordFields } from "./account-fields";
import { FormError, SubmitButton } from "./form-controls";

/** Choosing a new password from the emailed link, in the page's language: /reset-password/{token} and /de/reset-password/{token}. */
export function ResetPasswordPage() {
  const { usable, title, passwordHint } = useLoaderData<typeof resetPasswordData>();
  const result = useActionData<ResetPasswordActionData>();
  const { say, href } = useSiteWords();
  const formRef = useRef<HTMLFormElement>(null);
  const focus = firstFieldWithError(["password", "password_confirmation"], result?.errors);
  useFocusField(formRef, focus, result);
  if (!usable || result?.formError) {
    return (
      <section className="auth-page">
        <h1>{title}</h1>
        <FormError message={say("reset.unusable")} />
        <p>
          <Link to={href("/forgot-password")}>{say("reset.askAgain")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="auth-page">
      <h1>{title}</h1>
      <p>{say("reset.lead")}</p>
      <Form ref={formRef} method="post" className="auth-form" noValidate>
        <NewPasswordFields
          labels={{ password: say("account.newPassword"), confirmation: say("account.confirmNewPassword") }}
          hint={passwordHint}
          errors={result?.errors}
          focus={focus}
        />
        <SubmitButton>{say("account.changePassword")}</SubmitButton>
      </Form>
    </section>
  );
}
