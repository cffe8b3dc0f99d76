import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { authPageLinks, authPageMeta, noStoreHeaders } from "~/components/auth/auth-page";
import { CustomerAccountPage } from "~/components/auth/customer-account-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { clientIp } from "~/load-context";
import { accountPageAction, accountPageData } from "~/routes/__customer-account.server";
import { siteLocale } from "~/routes/__site-locale.server";
import type { PageScripts } from "~/root";
import { fullTitle, siteSeoFrom } from "~/utils/seo";

/** /de/account: the customer's account in one of the site's other languages; signed out, it sends to /de/login. */
export const handle: { scripts: PageScripts } = { scripts: "after-load" };

export const links = authPageLinks;
// A customer's tab names the site, as every public page's does.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  authPageMeta(fullTitle(data?.title ?? "Your account", siteSeoFrom(matches)?.name ?? ""));
export const headers = noStoreHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return json(await accountPageData(request, locale, locales));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return accountPageAction(request, clientIp(context), locale, locales);
}

export default CustomerAccountPage;

export const ErrorBoundary = PublicErrorBoundary;
