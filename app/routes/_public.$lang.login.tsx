import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { authPageLinks, noStoreHeadersWithRetryAfter, customerSignInMeta } from "~/components/auth/auth-page";
import { CustomerSignInPage } from "~/components/auth/customer-sign-in-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { clientIp } from "~/load-context";
import { customerSignInAction, customerSignInData } from "~/routes/__customer-sign-in.server";
import { siteLocale } from "~/routes/__site-locale.server";
import type { PageScripts } from "~/root";
import { localePath } from "~/utils/locales";

/**
 * /de/login: a customer's sign-in in one of the site's other languages, where a guarded German page
 * sends a visitor; its words and its refusals in that language (docs/locales.md).
 */
export const handle: { scripts: PageScripts } = { scripts: "after-load" };

export const links = authPageLinks;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  customerSignInMeta(matches, data, { title: data?.title ?? "Sign in", description: data?.title ?? "Sign in", path: data?.path ?? "/login" });
export const headers = noStoreHeadersWithRetryAfter;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return json({ ...(await customerSignInData(request, locale, locales)), path: localePath(locale, "/login", locales) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale } = await siteLocale(request, params.lang);
  return customerSignInAction(request, clientIp(context), locale);
}

export default CustomerSignInPage;

export const ErrorBoundary = PublicErrorBoundary;
