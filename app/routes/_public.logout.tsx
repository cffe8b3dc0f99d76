import type { ActionFunctionArgs, HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { clientIp } from "~/load-context";
import { signOut } from "~/services/auth/auth.server";
import authStyles from "~/styles/auth.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];
export const meta: MetaFunction = () => [{ title: "Sign out" }, { name: "robots", content: "noindex" }];
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** POST /logout ends the customer session only (an admin session stays) → /. */
export async function action({ request, context }: ActionFunctionArgs) {
  return signOut(request, "customer", { ip: clientIp(context) });
}

/** GET /logout only shows the form: a GET never changes state. */
export default function LogoutPage() {
  return (
    <section className="auth-page">
      <h1>Sign out</h1>
      <Form method="post" className="auth-form">
        <p>Do you want to sign out of your account?</p>
        <button type="submit">Sign out</button>
      </Form>
    </section>
  );
}
