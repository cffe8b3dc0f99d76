import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, Link } from "@remix-run/react";
import { authPageLinks, noStoreHeadersWithRetryAfter, publicAuthPageMeta } from "~/components/auth/auth-page";
import { SignInForm } from "~/components/auth/sign-in-form";
import { ResponsiveImage } from "~/components/public/responsive-image";
import { db } from "~/db/db.server";
import { clientIp } from "~/load-context";
import { guardedItemAt } from "~/models/public-path.server";
import { signInFormAction, signInPageData } from "~/routes/__sign-in-page.server";
import { isGuardedPath } from "~/utils/guarded-pages";
import type { PageScripts } from "~/root";

/** Passkeys need the browser's WebAuthn API, called by React's code: this page takes Remix's scripts (app/root.tsx). */
export const handle: { scripts: PageScripts } = { scripts: "after-load" };

export const links = authPageLinks;
export const meta: MetaFunction = ({ matches }) =>
  publicAuthPageMeta(matches, { title: "Sign in", description: "Sign in to your customer account.", path: "/login" });
export const headers = noStoreHeadersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await signInPageData("customer", request);
  const teaser = isGuardedPath(page.redirectTo) ? ((await guardedItemAt(db(), page.redirectTo)) ?? null) : null;
  return json({ ...page, teaser });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signInFormAction(request, { kind: "customer", ip: clientIp(context) });
}

export default function LoginPage() {
  const { redirectTo, reset, teaser, passkeys } = useLoaderData<typeof loader>();
  const registerHref = redirectTo ? `/register?${new URLSearchParams({ redirectTo })}` : "/register";
  const intro = isGuardedPath(redirectTo) ? (
    <p className="form-notice form-notice-neutral sign-in-reason">
      Solution and product details, news articles and certificates are for registered customers. Sign in to read on, or{" "}
      <Link to={registerHref}>register free</Link>: it takes a minute.
    </p>
  ) : null;
  const form = (
    <SignInForm
      heading="Sign in"
      emailAutoComplete="email"
      redirectTo={redirectTo}
      reset={reset}
      passkeys={passkeys ? "customer" : undefined}
      result={useActionData<typeof action>()}
      intro={intro}
    >
      <p>
        No account yet? <Link to={registerHref}>Register</Link>
      </p>
    </SignInForm>
  );
  if (!teaser) return form;
  return (
    <div className="guarded-sign-in">
      {form}
      <aside className="guarded-teaser" aria-labelledby="guarded-teaser-title">
        <p className="guarded-teaser-eyebrow">You are about to read this {teaser.noun}</p>
        {teaser.image ? (
          <ResponsiveImage image={teaser.image} sizes="(min-width: 960px) 420px, 100vw" priority className="guarded-teaser-image" />
        ) : null}
        <h2 id="guarded-teaser-title">{teaser.title}</h2>
        {teaser.summary ? <p className="guarded-teaser-summary">{teaser.summary}</p> : null}
        <p className="guarded-teaser-register">
          New here? <Link to={registerHref}>Register to read the whole {teaser.noun}</Link>
        </p>
      </aside>
    </div>
  );
}
