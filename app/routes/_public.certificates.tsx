import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { CertificatesPage, certificatesMeta } from "~/components/public/certificates-page";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { env } from "~/env.server";
import { certificatesPageData } from "~/routes/__certificates-page.server";

/** /certificates: the published certificates, for signed-in customers while details need a sign-in (app/routes/__certificates-page.server.ts). */
export async function loader({ request }: LoaderFunctionArgs) {
  const locales = env().SITE_LOCALES;
  return json(await certificatesPageData(request, locales[0], locales));
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => certificatesMeta(data, matches);

export default CertificatesPage;

export const ErrorBoundary = PublicErrorBoundary;
