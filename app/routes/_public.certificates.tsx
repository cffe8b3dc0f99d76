import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CertificateGrid } from "~/components/public/certificate-strip";
import { PublicErrorBoundary } from "~/components/public/error-page";
import { db } from "~/db/db.server";
import { listPublicCertificates } from "~/models/certificate.server";
import { withImages } from "~/models/public-image.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { requireDetailsVisitor } from "~/routes/__public-page.server";
import { errorMeta, seoMeta, siteSeoFrom } from "~/utils/seo";
import { env } from "~/env.server";
import { todayIn } from "~/utils/calendar-date";

async function certificatesWithImages() {
  const certificates = await listPublicCertificates(db());
  const rows = await withImages(db(), certificates, "image_id");
  return rows.map(({ id, name, url, issuer, number, valid_until, image }) => ({ id, name, url, issuer, number, valid_until, image }));
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireDetailsVisitor(request);
  return json({
    certificates: await cachedForVisitors(request, "certificates", READ_TAGS.certificates, certificatesWithImages),
    today: todayIn(env().SITE_TIME_ZONE),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteSeoFrom(matches);
  if (!data) return errorMeta(site);
  return seoMeta(site, {
    title: "Certificates",
    description: `The certifications, accreditations and partnerships of ${site?.name || "our company"}.`,
    path: "/certificates",
  });
};

export default function CertificatesPage() {
  const { certificates, today } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="page-header container">
        <h1>Certificates</h1>
        <p>Our certifications, accreditations and partnerships.</p>
      </header>
      <div className="container page-body">
        {certificates.length > 0 ? (
          <CertificateGrid certificates={certificates} today={today} />
        ) : (
          <p className="empty-state">No certificates are published yet.</p>
        )}
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
