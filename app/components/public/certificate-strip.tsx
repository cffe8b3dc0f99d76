import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";
import { useSiteWords } from "./words";

export interface CertificateItem {
  id: number;
  name: string;
  url: string;
  image: PublicImage | null;
}

// Six to a row from 1160 px, two on a phone (.certificate-strip in app.css).
const LOGO_SIZES = "(min-width: 1160px) 180px, (min-width: 600px) 30vw, 45vw";

function CertificateLogo({ certificate }: { certificate: CertificateItem }) {
  const picture = certificate.image ? (
    <ResponsiveImage image={certificate.image} sizes={LOGO_SIZES} alt={certificate.image.alt || certificate.name} className="certificate-image" />
  ) : (
    <span className="certificate-name">{certificate.name}</span>
  );
  return certificate.url ? (
    <a href={certificate.url} rel="noopener noreferrer">
      {picture}
    </a>
  ) : (
    picture
  );
}

export function CertificateStrip({ certificates }: { certificates: CertificateItem[] }) {
  const { say } = useSiteWords();
  return (
    // Rows that wrap rather than a sideways scroller: a cut-off badge at the edge read as a layout fault.
    <ul className="certificate-strip" aria-label={say("header.nav.certificates")}>
      {certificates.map((certificate) => (
        <li key={certificate.id}>
          <CertificateLogo certificate={certificate} />
        </li>
      ))}
    </ul>
  );
}

interface CertificateWithDetails extends CertificateItem {
  expired: boolean;
  /** Written on the server in the page's language: "Issued by TÜV SÜD · No. 12 100 34567 · valid until 14 Mar 2028". */
  details: { text: string; expired: string | null };
}

/** What a visitor checks a certificate by; an expired one says so in bold. */
function CertificateDetails({ details }: { details: CertificateWithDetails["details"] }) {
  if (!details.text && !details.expired) return null;
  return (
    <p className="certificate-details">
      {details.expired ? (
        <>
          {details.text ? `${details.text} · ` : null}
          <strong className="certificate-expired">{details.expired}</strong>
        </>
      ) : (
        details.text
      )}
    </p>
  );
}

/** Whether a certificate has expired is decided by the loader, so the server and the browser mark the same ones. */
export function CertificateGrid({ certificates }: { certificates: CertificateWithDetails[] }) {
  return (
    <ul className="certificate-grid">
      {certificates.map((certificate) => (
        <li key={certificate.id} className={certificate.expired ? "is-expired" : undefined}>
          <figure>
            <CertificateLogo certificate={certificate} />
            <figcaption>
              {certificate.name}
              <CertificateDetails details={certificate.details} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
