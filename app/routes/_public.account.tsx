import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { authPageLinks, authPageMeta, noStoreHeaders } from "~/components/auth/auth-page";
import { CustomerAccountPage } from "~/components/auth/customer-account-page";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { accountPageAction, accountPageData } from "~/routes/__customer-account.server";
import type { PageScripts } from "~/root";
import { fullTitle, siteSeoFrom } from "~/utils/seo";

/** Passkeys need the browser's WebAuthn API, called by React's code: this page takes Remix's scripts (app/root.tsx). */
export const handle: { scripts: PageScripts } = { scripts: "after-load" };

export const links = authPageLinks;
// A customer's tab names the site, as every public page's does.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  authPageMeta(fullTitle(data?.title ?? "Your account", siteSeoFrom(matches)?.name ?? ""));
export const headers = noStoreHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return json(await accountPageData(request, locales[0], locales));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return accountPageAction(request, clientIp(context), locales[0], locales);
}

export default CustomerAccountPage;
