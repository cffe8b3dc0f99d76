import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from "@remix-run/node";
import { ContactPage, contactMeta } from "~/components/public/contact-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { env } from "~/env.server";
import { clientIp } from "~/load-context";
import { contactPageAction, contactPageData } from "~/routes/__contact-page.server";

/** /contact-us: the company's details and the contact form (app/routes/__contact-page.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return json(await contactPageData(request, locales[0], locales));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return contactPageAction(request, clientIp(context), locales[0], locales);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contactMeta(data, matches);

export default ContactPage;

export const ErrorBoundary = PublicErrorBoundary;
