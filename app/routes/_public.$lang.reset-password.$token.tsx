import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { authPageLinks, authPageMeta, credentialLinkHeaders } from "~/components/auth/auth-page";
import { ResetPasswordPage } from "~/components/auth/reset-password-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { clientIp } from "~/load-context";
import { resetPasswordAction, resetPasswordData } from "~/routes/__password-reset-pages.server";
import { siteLocale } from "~/routes/__site-locale.server";

/** /de/reset-password/{token}: where the German reset email leads; a customer then signs in at /de/login. */
export const links = authPageLinks;
export const meta: MetaFunction<typeof loader> = ({ data }) => authPageMeta(data?.title ?? "Choose a new password");
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
