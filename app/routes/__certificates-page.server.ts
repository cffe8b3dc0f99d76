import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { listPublicCertificates } from "~/models/certificate.server";
import { withImages } from "~/models/public-image.server";
import { cachedForVisitors, READ_TAGS } from "~/services/cache/tagged-cache.server";
import { readPublicLayout } from "~/services/content/public-layout.server";
import { shippedCatalogues, t } from "~/services/messages.server";
import { formatCalendarDate, isExpired, todayIn } from "~/utils/calendar-date";
import { localePath } from "~/utils/locales";
import { requireDetailsVisitor } from "./__public-page.server";

/**
 * The certificates page in each of the site's languages, `/certificates` and `/de/certificates`: one
 * loader, the page's words in its language. A certificate's name, issuer and number are proper names
 * and are shown as entered (docs/locales.md, "Certificates in other languages").
 */

async function certificatesWithImages() {
  const certificates = await listPublicCertificates(db());
  const rows = await withImages(db(), certificates, "image_id");
  return rows.map(({ id, name, url, issuer, number, valid_until, image }) => ({ id, name, url, issuer, number, valid_until, image }));
}

const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** Whether the catalogue says "valid until" in the locale's language: else the sentence, date and all, is English. */
function hasOwnWords(locale: string): boolean {
  const catalogues = shippedCatalogues();
  return (catalogues[locale] ?? catalogues[locale.split("-")[0]])?.["certificates.validUntil"] !== undefined;
}

/**
 * A calendar date in the page's language, written here on the server so the browser shows what was
 * served. English keeps the short month the page has always shown; other languages get Intl's long
 * month ("14. März 2028"). UTC, because a validity is a day and no zone may move it.
 */
function dateIn(locale: string, date: string): string {
  if (locale.split("-")[0] === "en" || !hasOwnWords(locale)) return formatCalendarDate(date);
  let format = DATE_FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    DATE_FORMATS.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

/**
 * What a visitor checks a certificate by, a line each ("Issued by TÜV SÜD", "No. 12 100 34567", "Valid
 * until 14 Mar 2028"), "Expired …" apart, as it is shown in bold; and its document or the issuer's
 * register, when the certificate links one.
 */
function detailsIn(locale: string, certificate: { issuer: string; number: string; valid_until: string | null; url: string }, today: string) {
  const expired = isExpired(certificate.valid_until, today);
  const facts = [
    certificate.issuer ? t(locale, "certificates.issuedBy", { issuer: certificate.issuer }) : null,
    certificate.number ? t(locale, "certificates.number", { number: certificate.number }) : null,
    certificate.valid_until && !expired ? t(locale, "certificates.validUntil", { date: dateIn(locale, certificate.valid_until) }) : null,
  ].filter((fact): fact is string => fact !== null);
  const document = /\.pdf(?:[?#]|$)/i.test(certificate.url);
  return {
    facts,
    expired: expired && certificate.valid_until ? t(locale, "certificates.expired", { date: dateIn(locale, certificate.valid_until) }) : null,
    link: certificate.url ? { href: certificate.url, label: t(locale, document ? "certificates.document" : "certificates.verify") } : null,
  };
}

export async function certificatesPageData(request: Request, locale: string, locales: readonly string[]) {
  await requireDetailsVisitor(request);
  // The rows are the same in every language (their names are proper names): one cache entry serves all.
  const rows = await cachedForVisitors(request, "certificates", READ_TAGS.certificates, certificatesWithImages);
  // Today is read per request, not cached, so a certificate is marked expired on the day after it ends.
  const today = todayIn(env().SITE_TIME_ZONE);
  const { profile } = await readPublicLayout(request);
  return {
    certificates: rows.map((row) => ({ ...row, expired: isExpired(row.valid_until, today), details: detailsIn(locale, row, today) })),
    words: {
      title: t(locale, "certificates.title"),
      lead: t(locale, "certificates.lead"),
      empty: t(locale, "certificates.empty"),
    },
    description: t(locale, "certificates.description", { company: profile.company_name || t(locale, "certificates.ourCompany") }),
    path: localePath(locale, "/certificates", locales),
    // The page in each language, for the switcher and hreflang; a site in one language has neither.
    paths: Object.fromEntries(locales.map((code) => [code, "/certificates"])),
    locales,
  };
}

export type CertificatesPageData = Awaited<ReturnType<typeof certificatesPageData>>;
