import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, Link } from "@remix-run/react";
import { authPageLinks, noStoreHeadersWithRetryAfter, publicAuthPageMeta } from "~/components/auth/auth-page";
import { SignInForm } from "~/components/auth/sign-in-form";
import { clientIp } from "~/load-context";
import { signInFormAction, signInPageLoader } from "~/routes/__sign-in-page.server";
import { isGuardedPath } from "~/utils/guarded-pages";

export const links = authPageLinks;
export const meta: MetaFunction = ({ matches }) =>
  publicAuthPageMeta(matches, { title: "Sign in", description: "Sign in to your customer account.", path: "/login" });
export const headers = noStoreHeadersWithRetryAfter;

export const loader = ({ request }: LoaderFunctionArgs) => signInPageLoader("customer", request);

export async function action({ request, context }: ActionFunctionArgs) {
  return signInFormAction(request, { kind: "customer", ip: clientIp(context) });
}

export default function LoginPage() {
  const { redirectTo, reset } = useLoaderData<typeof loader>();
  const registerHref = redirectTo ? `/register?${new URLSearchParams({ redirectTo })}` : "/register";
  const intro = isGuardedPath(redirectTo) ? (
    <p className="form-notice sign-in-reason">
      Our product sheets, case studies, news and certificates are for registered customers. Sign in to read on, or{" "}
      <Link to={registerHref}>register free</Link>: it takes a minute.
    </p>
  ) : null;
  return (
    <SignInForm
      heading="Sign in"
      emailAutoComplete="email"
      redirectTo={redirectTo}
      reset={reset}
      result={useActionData<typeof action>()}
      intro={intro}
    >
      <p>
        No account yet? <Link to={registerHref}>Register</Link>
      </p>
    </SignInForm>
  );
}
