import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { authPageLinks, noStoreHeadersWithRetryAfter, publicAuthPageMeta } from "~/components/auth/auth-page";
import { RegisterPage } from "~/components/auth/register-page";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { registerPageAction, registerPageData } from "~/routes/__customer-register.server";

export const links = authPageLinks;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  publicAuthPageMeta(matches, { title: data?.title ?? "Register", description: data?.description ?? "Create a customer account.", path: "/register" });
export const headers = noStoreHeadersWithRetryAfter;

export async function loader({ request }: LoaderFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return json(await registerPageData(request, locales[0], locales));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return registerPageAction(request, clientIp(context), locales[0], locales);
}

export default RegisterPage;
