import type { PublicImage } from "~/models/public-image.server";
import { ResponsiveImage } from "./responsive-image";

export interface CertificateItem {
  id: number;
  name: string;
  url: string;
  image: PublicImage | null;
}

const LOGO_SIZES = "(min-width: 960px) 220px, 45vw";

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
    // Focusable, so keyboard users can scroll it with the arrow keys.
    <ul className="certificate-strip" tabIndex={0} aria-label="Certificates">
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
