import { Form, Link } from "@remix-run/react";
import { useRef, type ReactNode } from "react";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { TextField } from "~/components/field";
import type { SignInActionData } from "~/routes/__sign-in-page.server";
import { EmailField } from "./account-fields";
import { FormError, SubmitButton } from "./form-controls";
import { PasskeySignIn } from "./passkeys";
import { useSiteWords } from "~/components/public/words";

export function SignInForm({
  heading,
  emailAutoComplete,
  redirectTo,
  reset,
  result,
  intro,
  passkeys,
  quietSubmit = false,
  children,
}: {
  heading: string;
  emailAutoComplete: "email" | "username";
  redirectTo: string;
  reset: boolean;
  result?: SignInActionData;
  intro?: ReactNode;
  /** Which sign-in a passkey starts here; absent where the site has no passkeys (SITE_URL missing or an IP address). */
  passkeys?: "admin" | "customer";
  /** Another button on the page is the main one (registering, behind a guarded card): Sign in is drawn outlined. */
  quietSubmit?: boolean;
  children?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { say, href } = useSiteWords();
  // Too many attempts names no field: the password is what the visitor tries again.
  const focus = firstFieldWithError(["email", "password"], result?.errors) ?? (result?.formError ? "password" : undefined);
  useFocusField(formRef, focus, result);
  return (
    <section className="auth-page">
      <h1>{heading}</h1>
      {intro}
      {reset ? <p className="form-notice">{say("auth.resetDone")}</p> : null}
      <FormError message={result?.formError} />
      <Form ref={formRef} method="post" className="auth-form" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <EmailField
          autoComplete={passkeys ? "username webauthn" : emailAutoComplete}
          defaultValue={result?.values.email ?? ""}
          error={result?.errors.email}
          autoFocus={focus === "email"}
        />
        <TextField
          label={say("auth.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={result?.errors.password}
          autoFocus={focus === "password"}
        />
        <SubmitButton quiet={quietSubmit}>{say("auth.signIn.submit")}</SubmitButton>
      </Form>
      {passkeys ? <PasskeySignIn kind={passkeys} redirectTo={redirectTo} /> : null}
      <p>
        <Link to={href("/forgot-password")}>{say("auth.forgot")}</Link>
      </p>
      {children}
    </section>
  );
}
