import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { authPageLinks, noStoreHeadersWithRetryAfter, publicAuthPageMeta } from "~/components/auth/auth-page";
import { RegisterPage } from "~/components/auth/register-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { clientIp } from "~/load-context";
import { registerPageAction, registerPageData } from "~/routes/__customer-register.server";
import { siteLocale } from "~/routes/__site-locale.server";

/** /de/register: a customer's registration in one of the site's other languages, where /de/login leads (docs/locales.md). */
export const links = authPageLinks;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  publicAuthPageMeta(matches, { title: data?.title ?? "Register", description: data?.description ?? "Create a customer account.", path: data?.path ?? "/register" });
export const headers = noStoreHeadersWithRetryAfter;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return json(await registerPageData(request, locale, locales));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return registerPageAction(request, clientIp(context), locale, locales);
}

export default RegisterPage;

export const ErrorBoundary = PublicErrorBoundary;
