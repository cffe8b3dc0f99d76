import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { authPageLinks, noStoreHeadersWithRetryAfter, publicAuthPageMeta } from "~/components/auth/auth-page";
import { ForgotPasswordPage } from "~/components/auth/forgot-password-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { clientIp } from "~/load-context";
import { forgotPasswordAction, forgotPasswordData } from "~/routes/__password-reset-pages.server";
import { siteLocale } from "~/routes/__site-locale.server";

/** /de/forgot-password: asking for a new password in one of the site's other languages; the email and its link are in it too. */
export const links = authPageLinks;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  publicAuthPageMeta(matches, {
    title: data?.title ?? "Forgot your password?",
    description: data?.description ?? "Get a link to choose a new password.",
    path: data?.path ?? "/forgot-password",
  });
export const headers = noStoreHeadersWithRetryAfter;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return json(forgotPasswordData(request, locale, locales));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return forgotPasswordAction(request, clientIp(context), locale, locales);
}

export default ForgotPasswordPage;

export const ErrorBoundary = PublicErrorBoundary;
