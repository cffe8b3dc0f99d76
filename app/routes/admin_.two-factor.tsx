import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, Link } from "@remix-run/react";
import { authPageLinks, authPageMeta, noStoreHeadersWithRetryAfter } from "~/components/auth/auth-page";
import { FormError, SubmitButton } from "~/components/auth/form-controls";
import { TextField } from "~/components/field";
import { clientIp } from "~/load-context";
import { secondStepAction, secondStepLoader } from "~/routes/__sign-in-page.server";

export const links = authPageLinks;
export const meta: MetaFunction = () => authPageMeta("Two-factor sign in");
export const headers = noStoreHeadersWithRetryAfter;

export const loader = ({ request }: LoaderFunctionArgs) => secondStepLoader(request);

export async function action({ request, context }: ActionFunctionArgs) {
  return secondStepAction(request, { ip: clientIp(context) });
}

/** /admin/two-factor: the sign-in's second step, after a correct password of an account with two-factor on. */
export default function TwoFactorSignInPage() {
  const result = useActionData<typeof action>();
  return (
    <main className="admin-login">
      <section className="auth-page">
        <h1>Two-factor sign in</h1>
        <p>Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.</p>
        <FormError message={result?.formError} />
        <Form method="post" className="auth-form" noValidate>
          <TextField
            label="Code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={64}
            hint="A recovery code looks like abcde-12345 and works once."
            error={result?.errors.code}
          />
          <SubmitButton>Verify</SubmitButton>
        </Form>
        <p>
          <Link to="/admin/login">Start again</Link>
        </p>
      </section>
    </main>
  );
}
