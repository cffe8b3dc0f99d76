import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { authPageLinks, customerSignInMeta, noStoreHeadersWithRetryAfter } from "~/components/auth/auth-page";
import { CustomerSignInPage } from "~/components/auth/customer-sign-in-page";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { customerSignInAction, customerSignInData } from "~/routes/__customer-sign-in.server";
import type { PageScripts } from "~/root";

/** Passkeys need the browser's WebAuthn API, called by React's code: this page takes Remix's scripts (app/root.tsx). */
export const handle: { scripts: PageScripts } = { scripts: "after-load" };

export const links = authPageLinks;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  customerSignInMeta(matches, data, { title: "Sign in", description: "Sign in to your customer account.", path: "/login" });
export const headers = noStoreHeadersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return json(await customerSignInData(request, locales[0], locales));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return customerSignInAction(request, clientIp(context), env().SITE_LOCALES[0]);
}

export default CustomerSignInPage;
