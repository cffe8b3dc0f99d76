import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, json } from "@remix-run/node";
import { ContactPage, contactMeta } from "~/components/public/contact-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { clientIp } from "~/load-context";
import { contactPageAction, contactPageData } from "~/routes/__contact-page.server";
import { siteLocale } from "~/routes/__site-locale.server";

/** /de/contact-us: the contact page in one of the site's other languages, its form's rules in it too (docs/locales.md). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return json(await contactPageData(request, locale, locales));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return contactPageAction(request, clientIp(context), locale, locales);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => contactMeta(data, matches);

export default ContactPage;

export const ErrorBoundary = PublicErrorBoundary;
