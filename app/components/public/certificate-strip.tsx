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

/** `linked`: the badge leads to the certificate's link, where nothing under it does. */
function CertificateLogo({ certificate, linked = true }: { certificate: CertificateItem; linked?: boolean }) {
  const picture = certificate.image ? (
    <ResponsiveImage image={certificate.image} sizes={LOGO_SIZES} alt={certificate.image.alt || certificate.name} className="certificate-image" />
  ) : (
    <span className="certificate-name">{certificate.name}</span>
  );
  return certificate.url && linked ? (
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

/**
 * The home page's band of certificates, under its key figures, in every language. Right under the hero,
 * beside the customers' logos, it made a second strip of logos that competed with the hero.
 */
export function CertifiedBand({ id, certificates }: { id: string; certificates: CertificateItem[] }) {
  const { say } = useSiteWords();
  if (certificates.length === 0) return null;
  return (
    <section className="section section-tight trust-certificates" aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="logo-strip-heading">
          {say("home.certified")}
        </h2>
        <CertificateStrip certificates={certificates} />
      </div>
    </section>
  );
}

interface CertificateWithDetails extends CertificateItem {
  expired: boolean;
  /** Written on the server in the page's language, a fact a line: "Issued by TÜV SÜD", "No. 12 100 34567", "Valid until 14 Mar 2028". */
  details: { facts: string[]; expired: string | null; link: { href: string; label: string } | null };
}

/** What a visitor checks a certificate by, a line each; an expired one says so in bold; then its document. */
function CertificateDetails({ details }: { details: CertificateWithDetails["details"] }) {
  return (
    <>
      {details.facts.length > 0 || details.expired ? (
        <ul className="certificate-details">
          {details.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          {details.expired ? (
            <li>
              <strong className="certificate-expired">{details.expired}</strong>
            </li>
          ) : null}
        </ul>
      ) : null}
      {details.link ? (
        <a className="certificate-link" href={details.link.href} rel="noopener noreferrer">
          {details.link.label}
        </a>
      ) : null}
    </>
  );
}

/** Whether a certificate has expired is decided by the loader, so the server and the browser mark the same ones. */
export function CertificateGrid({ certificates }: { certificates: CertificateWithDetails[] }) {
  return (
    <ul className="certificate-grid">
      {certificates.map((certificate) => (
        <li key={certificate.id} className={certificate.expired ? "is-expired" : undefined}>
          <figure>
            <CertificateLogo certificate={certificate} linked={false} />
            <figcaption>
              <span className="certificate-title">{certificate.name}</span>
              <CertificateDetails details={certificate.details} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
