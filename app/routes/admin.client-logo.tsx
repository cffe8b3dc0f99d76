import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CertificateManager } from "~/components/admin/certificate-manager";
import { certificatePageAction, certificatePageLoader } from "~/routes/__admin-certificates.server";
import { adminHeaders } from "~/routes/__admin-screen.server";

// Named as its sidebar entry, as its heading is.
export const meta: MetaFunction = () => [{ title: "Certificate · Admin" }];
export const headers = adminHeaders;

export const loader = ({ request }: LoaderFunctionArgs) => certificatePageLoader(request);
export const action = ({ request, context }: ActionFunctionArgs) => certificatePageAction(request, context);

export default function CertificatesPage() {
  return <CertificateManager data={useLoaderData<typeof loader>()} />;
}
