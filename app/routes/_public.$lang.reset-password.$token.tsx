import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { authPageLinks, authPageMeta, credentialLinkHeaders } from "~/components/auth/auth-page";
import { ResetPasswordPage } from "~/components/auth/reset-password-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { clientIp } from "~/load-context";
import { resetPasswordAction, resetPasswordData } from "~/routes/__password-reset-pages.server";
import { siteLocale } from "~/routes/__site-locale.server";
import { fullTitle, siteSeoFrom } from "~/utils/seo";

/** /de/reset-password/{token}: where the German reset email leads; a customer then signs in at /de/login. */
export const links = authPageLinks;
// A customer's tab names the site, as every public page's does.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  authPageMeta(fullTitle(data?.title ?? "Choose a new password", siteSeoFrom(matches)?.name ?? ""));
export const headers = credentialLinkHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return resetPasswordData(params.token ?? "", locale, locales);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return resetPasswordAction(request, { token: params.token ?? "", ip: clientIp(context), locale, locales });
}

export default ResetPasswordPage;

export const ErrorBoundary = PublicErrorBoundary;
