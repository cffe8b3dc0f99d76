import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { authPageLinks, noStoreHeadersWithRetryAfter, publicAuthPageMeta } from "~/components/auth/auth-page";
import { ForgotPasswordPage } from "~/components/auth/forgot-password-page";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { forgotPasswordAction, forgotPasswordData } from "~/routes/__password-reset-pages.server";

export const links = authPageLinks;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  publicAuthPageMeta(matches, {
    title: data?.title ?? "Forgot your password?",
    description: data?.description ?? "Get a link to choose a new password.",
    path: "/forgot-password",
  });
export const headers = noStoreHeadersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return json(forgotPasswordData(request, locales[0], locales));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return forgotPasswordAction(request, clientIp(context), locales[0], locales);
}

export default ForgotPasswordPage;
