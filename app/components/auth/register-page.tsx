import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { ResponsiveImage } from "~/components/public/responsive-image";
import { useSiteWords } from "~/components/public/words";
import type { RegisterActionData, RegisterPageData } from "~/routes/__customer-register.server";
import { AccountPromiseLayout } from "./account-promise";
import { EmailField, NameField, NewPasswordFields, PhoneField } from "./account-fields";
import { FormError, SubmitButton } from "./form-controls";

/** The customer's registration in the page's language, /register and /de/register. */
export function RegisterPage() {
  const { redirectTo, title, passwordHint, guarded, goingTo } = useLoaderData<RegisterPageData>();
  const result = useActionData<RegisterActionData>();
  const { say, href } = useSiteWords();
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const loginHref = redirectTo ? `${href("/login")}?${new URLSearchParams({ redirectTo })}` : href("/login");
  const formRef = useRef<HTMLFormElement>(null);
  const focus = firstFieldWithError(["name", "email", "phone", "password", "password_confirmation"], errors);
  useFocusField(formRef, focus, result);
  const card = (
    <section className="auth-page">
      <h1>{title}</h1>
      {goingTo ? (
        <div className="register-going-to">
          {goingTo.image ? <ResponsiveImage image={goingTo.image} sizes="96px" className="register-going-to-image" /> : null}
          <p>
            <span className="register-going-to-words">{say("register.goingTo")}</span>
            <span className="register-going-to-kind">{goingTo.kind}</span>
            <strong>{goingTo.title}</strong>
          </p>
        </div>
      ) : null}
      <FormError message={result?.formError} />
      <Form ref={formRef} method="post" className="auth-form" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <NameField defaultValue={values.name ?? ""} error={errors.name} autoFocus={focus === "name"} />
        <EmailField defaultValue={values.email ?? ""} error={errors.email} autoFocus={focus === "email"} />
        <PhoneField defaultValue={values.phone ?? ""} error={errors.phone} autoFocus={focus === "phone"} />
        <NewPasswordFields
          labels={{ password: say("auth.password"), confirmation: say("account.confirmPassword") }}
          hint={passwordHint}
          errors={errors}
          focus={focus}
        />
        <SubmitButton>{say("auth.register")}</SubmitButton>
      </Form>
      <p>
        {`${say("register.already")} `}
        <Link to={loginHref}>{say("auth.signIn.title")}</Link>
      </p>
    </section>
  );
  // Reached from a link or typed, the page says what the account opens beside what it asks for.
  return guarded ? <AccountPromiseLayout>{card}</AccountPromiseLayout> : card;
}
