import type { PublicImage } from "~/models/public-image.server";
import { formatCalendarDate, isExpired } from "~/utils/calendar-date";
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

interface CertificateWithDetails extends CertificateItem {
  issuer: string;
  number: string;
  valid_until: string | null;
}

/** "Issued by TÜV SÜD · No. 12 100 34567 · valid until 14 Mar 2028": what a visitor checks a certificate by. */
function CertificateDetails({ certificate, today }: { certificate: CertificateWithDetails; today: string }) {
  const expired = isExpired(certificate.valid_until, today);
  const parts = [
    certificate.issuer ? `Issued by ${certificate.issuer}` : null,
    certificate.number ? `No. ${certificate.number}` : null,
    certificate.valid_until && !expired ? `valid until ${formatCalendarDate(certificate.valid_until)}` : null,
  ].filter(Boolean);
  if (parts.length === 0 && !expired) return null;
  const text = parts.join(" · ");
  return (
    <p className="certificate-details">
      {expired && certificate.valid_until ? (
        <>
          {text ? `${text} · ` : null}
          <strong className="certificate-expired">{`Expired ${formatCalendarDate(certificate.valid_until)}`}</strong>
        </>
      ) : (
        text
      )}
    </p>
  );
}

/** `today` comes from the loader, so the server and the browser mark the same certificates expired. */
export function CertificateGrid({ certificates, today }: { certificates: CertificateWithDetails[]; today: string }) {
  return (
    <ul className="certificate-grid">
      {certificates.map((certificate) => (
        <li key={certificate.id} className={isExpired(certificate.valid_until, today) ? "is-expired" : undefined}>
          <figure>
            <CertificateLogo certificate={certificate} />
            <figcaption>
              {certificate.name}
              <CertificateDetails certificate={certificate} today={today} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
