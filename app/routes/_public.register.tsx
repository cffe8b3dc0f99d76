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
import { createUser, EmailTakenError, getUserByEmail } from "~/models/user.server";
import { recordAudit } from "~/services/audit.server";
import { getCustomer, signIn } from "~/services/auth.server";
import { checkRegistrationAllowed, tooManyAttemptsMessage } from "~/services/rate-limit.server";
import authStyles from "~/styles/auth.css";
import { safeRedirect } from "~/utils/safe-redirect";
import {
  fieldErrors,
  formFields,
  keptValues,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registrationSchema,
  type FieldErrors,
} from "~/utils/user-schemas";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const meta: MetaFunction = () => [
  { title: "Register" },
  { name: "description", content: "Create a customer account." },
  { name: "robots", content: "noindex" },
];
export const headers: HeadersFunction = ({ actionHeaders }) => ({
  "Cache-Control": "private, no-store",
  ...(actionHeaders.get("Retry-After") ? { "Retry-After": actionHeaders.get("Retry-After")! } : {}),
});

const EMAIL_TAKEN = new EmailTakenError().message;

interface ActionData {
  errors: FieldErrors;
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
  const fields = formFields(await request.formData());
  const values = keptValues(fields);

  // Every attempt counts, valid or not (PRODUCT §9).
  const limit = await checkRegistrationAllowed(db(), ip);
  if (!limit.allowed) {
    return json<ActionData>(
      { errors: {}, formError: tooManyAttemptsMessage(limit.retryAfterSeconds), values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const parsed = registrationSchema.safeParse(fields);
  if (!parsed.success) return json<ActionData>({ errors: fieldErrors(parsed.error), values }, { status: 400 });
  const input = parsed.data;
  if (await getUserByEmail(db(), input.email)) {
    return json<ActionData>({ errors: { email: EMAIL_TAKEN }, values }, { status: 400 });
  }

  let user;
  try {
    user = await createUser(db(), { ...input, phone: input.phone || null, role: "customer" });
  } catch (error) {
    // Two registrations of one email at once: the unique index decides.
    if (error instanceof EmailTakenError) return json<ActionData>({ errors: { email: EMAIL_TAKEN }, values }, { status: 400 });
    throw error;
  }
  await recordAudit(db(), {
    actor: { id: user.id, email: user.email },
    action: "create",
    entity: "user",
    entityId: user.id,
    summary: "customer registered",
    ip,
  });
  return signIn(request, { user, kind: "customer", redirectTo: safeRedirect(fields.redirectTo, "/"), ip });
}

export default function RegisterPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const loginHref = redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
  return (
    <section className="auth-page">
      <h1>Register</h1>
      {result?.formError ? (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      ) : null}
      <Form method="post" className="auth-form" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField label="Name" name="name" autoComplete="name" required maxLength={120} defaultValue={values.name ?? ""} error={errors.name} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={values.email ?? ""} error={errors.email} />
        <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" maxLength={40} defaultValue={values.phone ?? ""} error={errors.phone} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
          error={errors.password}
        />
        <TextField
          label="Confirm password"
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password_confirmation}
        />
        <button type="submit" disabled={submitting}>
          Register
        </button>
      </Form>
      <p>
        Already registered? <Link to={loginHref}>Sign in</Link>
      </p>
    </section>
  );
}
