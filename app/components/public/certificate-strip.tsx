import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";

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
  return (
    // Rows that wrap rather than a sideways scroller: a cut-off badge at the edge read as a layout fault.
    <ul className="certificate-strip" aria-label="Certificates">
      {certificates.map((certificate) => (
        <li key={certificate.id}>
          <CertificateLogo certificate={certificate} />
        </li>
      ))}
    </ul>
  );
}

export function CertificateGrid({ certificates }: { certificates: CertificateItem[] }) {
  return (
    <ul className="certificate-grid">
      {certificates.map((certificate) => (
        <li key={certificate.id}>
          <figure>
            <CertificateLogo certificate={certificate} />
            <figcaption>{certificate.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
