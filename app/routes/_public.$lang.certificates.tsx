import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { CertificatesPage, certificatesMeta } from "~/components/public/certificates-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { certificatesPageData } from "~/routes/__certificates-page.server";
import { siteLocale } from "~/routes/__site-locale.server";

/** /de/certificates: the certificates page in one of the site's other languages, behind the same sign-in (docs/locales.md). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { locale, locales } = await siteLocale(request, params.lang);
  return json(await certificatesPageData(request, locale, locales));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => certificatesMeta(data, matches);

export default CertificatesPage;

export const ErrorBoundary = PublicErrorBoundary;
