import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { useRef } from "react";
import { EmailField, NameField, NewPasswordFields, PhoneField } from "~/components/auth/account-fields";
import { authPageLinks, noStoreHeadersWithRetryAfter, publicAuthPageMeta } from "~/components/auth/auth-page";
import { FormError, SubmitButton } from "~/components/auth/form-controls";
import { firstFieldWithError, useFocusField } from "~/components/focus-first-error";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { getCustomer, signIn } from "~/services/auth/auth.server";
import { registerCustomer } from "~/services/auth/customer-registration.server";
import { checkRegistrationAllowed, tooManyAttemptsMessage } from "~/services/auth/rate-limit.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { fieldErrors, formFields, keptValues, registrationSchema, type FieldMessages } from "~/schemas/user";
import { readFormData } from "~/services/form-data.server";

export const links = authPageLinks;
export const meta: MetaFunction = ({ matches }) =>
  publicAuthPageMeta(matches, { title: "Register", description: "Create a customer account.", path: "/register" });
export const headers = noStoreHeadersWithRetryAfter;

interface ActionData {
  errors: FieldMessages;
  formError?: string;
  values: Record<string, string>;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "");
  if (await getCustomer(request)) throw redirect(redirectTo || "/");
  return json({ redirectTo });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ip = clientIp(context);
  const fields = formFields(await readFormData(request));
  const values = keptValues(fields);

  // Every attempt counts, valid or not (docs/product.md#security).
  const limit = await checkRegistrationAllowed(db(), ip);
  if (!limit.allowed) {
    return json<ActionData>(
      { errors: {}, formError: tooManyAttemptsMessage(limit.retryAfterSeconds), values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const parsed = registrationSchema.safeParse(fields);
  if (!parsed.success) return json<ActionData>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  const registration = await registerCustomer(db(), { fields: parsed.data, ip, channel: "page" });
  if (registration.status === "email-taken") {
    return json<ActionData>({ errors: { email: registration.message }, values }, { status: 400 });
  }
  const { user } = registration;
  return signIn(request, { user, kind: "customer", redirectTo: safeRedirect(fields.redirectTo, "/"), ip });
}

export default function RegisterPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const loginHref = redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
  const formRef = useRef<HTMLFormElement>(null);
  const focus = firstFieldWithError(["name", "email", "phone", "password", "password_confirmation"], errors);
  useFocusField(formRef, focus, result);
  return (
    <section className="auth-page">
      <h1>Register</h1>
      <FormError message={result?.formError} />
      <Form ref={formRef} method="post" className="auth-form" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <NameField defaultValue={values.name ?? ""} error={errors.name} autoFocus={focus === "name"} />
        <EmailField defaultValue={values.email ?? ""} error={errors.email} autoFocus={focus === "email"} />
        <PhoneField defaultValue={values.phone ?? ""} error={errors.phone} autoFocus={focus === "phone"} />
        <NewPasswordFields labels={{ password: "Password", confirmation: "Confirm password" }} errors={errors} focus={focus} />
        <SubmitButton>Register</SubmitButton>
      </Form>
      <p>
        Already registered? <Link to={loginHref}>Sign in</Link>
      </p>
    </section>
  );
}
