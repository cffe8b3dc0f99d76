import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, Link } from "@remix-run/react";
import { NewPasswordFields } from "~/components/auth/account-fields";
import { authPageLinks, authPageMeta, credentialLinkHeaders } from "~/components/auth/auth-page";
import { FormError, SubmitButton } from "~/components/auth/form-controls";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { fieldErrors, formFields, newPasswordSchema, type FieldMessages } from "~/schemas/user";
import { SIGN_IN_PAGES, signIn } from "~/services/auth/auth.server";
import { readFormData } from "~/services/form-data.server";
import { releaseInvitationAttempt, takeInvitationAttempt, tooManyAttemptsMessage } from "~/services/auth/rate-limit.server";
import { acceptInvitation, invitationState, type InvitationState } from "~/services/team/invitations.server";

export const links = authPageLinks;
export const meta: MetaFunction = () => authPageMeta("Accept your invitation");
export const headers = credentialLinkHeaders;

const UNUSABLE: Record<Exclude<InvitationState, "usable">, string> = {
  used: "This invitation has already been used. Sign in with the password you chose, or ask for a password reset.",
  expired: "This invitation has expired. Ask an admin of the site to send you a new one.",
  unknown: "This invitation link is not valid. Check that you opened the whole link from the email, or ask an admin for a new one.",
};

interface ActionData {
  errors: FieldMessages;
  state?: Exclude<InvitationState, "usable">;
  formError?: string;
}

/** /admin/accept-invite/{token}: outside the admin layout, since the invitee has no session yet. */
export async function loader({ params }: LoaderFunctionArgs) {
  const state = await invitationState(db(), params.token ?? "");
  return json({ state }, { status: state === "usable" ? 200 : 410 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const parsed = newPasswordSchema.safeParse(formFields(await readFormData(request)));
  if (!parsed.success) return json<ActionData>({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const ip = clientIp(context);
  // Links are long random tokens; the limit keeps anyone from trying them by the thousand.
  const limit = await takeInvitationAttempt(db(), ip);
  if (!limit.allowed) {
    return json<ActionData>(
      { errors: {}, formError: tooManyAttemptsMessage(limit.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const accepted = await acceptInvitation(db(), { token: params.token ?? "", password: parsed.data.password, ip });
  if (!accepted.ok) return json<ActionData>({ errors: {}, state: accepted.state }, { status: 410 });
  await releaseInvitationAttempt(db(), ip);
  return signIn(request, { user: accepted.user, kind: "admin", redirectTo: SIGN_IN_PAGES.admin.home, ip });
}

export default function AcceptInvitePage() {
  const { state } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refused: Exclude<InvitationState, "usable"> | null = result?.state ?? (state === "usable" ? null : state);
  return (
    <main className="admin-login">
      <section className="auth-page">
        <h1>Accept your invitation</h1>
        {refused ? (
          <>
            <FormError message={UNUSABLE[refused]} />
            <p>
              <Link to="/admin/login">Go to the admin sign-in</Link>
            </p>
          </>
        ) : (
          <>
            <p>Choose the password you will sign in with. You are signed in as soon as it is saved.</p>
            <Form method="post" className="auth-form" noValidate>
              {result?.formError ? <FormError message={result.formError} /> : null}
              <NewPasswordFields labels={{ password: "Password", confirmation: "Confirm password" }} errors={result?.errors} />
              <SubmitButton>Set password and sign in</SubmitButton>
            </Form>
          </>
        )}
      </section>
    </main>
  );
}
