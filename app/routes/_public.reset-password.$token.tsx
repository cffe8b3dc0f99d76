import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { authPageLinks, authPageMeta, credentialLinkHeaders } from "~/components/auth/auth-page";
import { ResetPasswordPage } from "~/components/auth/reset-password-page";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { resetPasswordAction, resetPasswordData } from "~/routes/__password-reset-pages.server";
import { fullTitle, siteSeoFrom } from "~/utils/seo";

export const links = authPageLinks;
// A customer's tab names the site, as every public page's does.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  authPageMeta(fullTitle(data?.title ?? "Choose a new password", siteSeoFrom(matches)?.name ?? ""));
export const headers = credentialLinkHeaders;

export async function loader({ params }: LoaderFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return resetPasswordData(params.token ?? "", locales[0], locales);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return resetPasswordAction(request, { token: params.token ?? "", ip: clientIp(context), locale: locales[0], locales });
}

export default ResetPasswordPage;
