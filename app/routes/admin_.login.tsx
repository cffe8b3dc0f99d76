import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { authPageLinks, authPageMeta, noStoreHeadersWithRetryAfter } from "~/components/auth/auth-page";
import { SignInForm } from "~/components/auth/sign-in-form";
import { clientIp } from "~/load-context";
import { signInFormAction, signInPageLoader } from "~/routes/__sign-in-page.server";
import type { loader as rootLoader } from "~/root";

export const links = authPageLinks;
export const meta: MetaFunction = () => authPageMeta("Admin sign in");
export const headers = noStoreHeadersWithRetryAfter;

export const loader = ({ request }: LoaderFunctionArgs) => signInPageLoader("admin", request);

export async function action({ request, context }: ActionFunctionArgs) {
  return signInFormAction(request, { kind: "admin", ip: clientIp(context) });
}

/** /admin/login: outside the admin layout (which requires a session), with a minimal one of its own. */
export default function AdminLoginPage() {
  const { redirectTo, reset, passkeys } = useLoaderData<typeof loader>();
  const siteName = useRouteLoaderData<typeof rootLoader>("root")?.siteName;
  return (
    <main className="admin-login">
      {/* Whose admin this is, as its header says once signed in. */}
      {siteName ? (
        <p className="admin-login-brand">
          {siteName} <span>Admin</span>
        </p>
      ) : null}
      <SignInForm
        heading="Admin sign in"
        emailAutoComplete="username"
        redirectTo={redirectTo}
        reset={reset}
        passkeys={passkeys ? "admin" : undefined}
        result={useActionData<typeof action>()}
      />
    </main>
  );
}
