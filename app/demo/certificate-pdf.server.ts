import PDFDocument from "pdfkit";

/**
 * A demo certificate as its issuer would send it: one A4 page with the badge, whom it certifies and
 * for what, its number and validity. The certificates page links each one, as a company links the
 * scans of its real certificates. Its foot says plainly that it is demo content and certifies nothing.
 */

export interface CertificateDocument {
  name: string;
  issuer: string;
  number: string;
  validFrom: string;
  validUntil: string | null;
  badge: Buffer;
  company: { name: string; address: string };
  scope: string;
}

const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#cbd5e1";
const MARGIN = 64;

/** The bytes of a document `draw` writes: pdfkit streams its pages as they are drawn. */
export function pdfBytes(doc: PDFKit.PDFDocument, draw: () => void): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw();
  doc.end();
  return done;
}

/** "14 March 2028": a validity is a day, written in UTC so no zone moves it. */
function day(date: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

export function certificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  // Fixed metadata dates keep the file the same for the same words.
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: `${certificate.name}: ${certificate.company.name}`, Author: certificate.issuer, CreationDate: new Date(0) },
  });
  const width = doc.page.width - 2 * MARGIN;
  return pdfBytes(doc, () => {
    doc.rect(24, 24, doc.page.width - 48, doc.page.height - 48).lineWidth(1.5).stroke(RULE);
    doc.fillColor(MUTED).font("Helvetica").fontSize(12).text(certificate.issuer.toUpperCase(), MARGIN, 72, { width, align: "center", characterSpacing: 1.5 });
    doc.image(certificate.badge, (doc.page.width - 240) / 2, 112, { fit: [240, 120], align: "center" });
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(30).text("Certificate", MARGIN, 264, { width, align: "center" });
    doc.moveDown(1.2);
    doc.fillColor(MUTED).font("Helvetica").fontSize(12).text("This is to certify that", { width, align: "center" });
    doc.moveDown(0.6);
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(22).text(certificate.company.name, { width, align: "center" });
    doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(certificate.company.address, { width, align: "center" });
    doc.moveDown(1);
    doc.fillColor(MUTED).fontSize(12).text("meets the requirements of", { width, align: "center" });
    doc.moveDown(0.6);
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(certificate.name, { width, align: "center" });
    doc.moveDown(0.6);
    doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(`for ${certificate.scope}`, { width, align: "center" });
    const facts: Array<[string, string]> = [
      ...(certificate.number ? [["Certificate number", certificate.number] as [string, string]] : []),
      ["Valid from", day(certificate.validFrom)],
      ["Valid until", certificate.validUntil ? day(certificate.validUntil) : "Renewed each year"],
    ];
    let y = 560;
    for (const [label, value] of facts) {
      doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).stroke(RULE);
      doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(label, MARGIN, y + 10, { width: width / 2 });
      doc.fillColor(INK).font("Helvetica-Bold").fontSize(11).text(value, MARGIN + width / 2, y + 10, { width: width / 2, align: "right" });
      y += 34;
    }
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).stroke(RULE);
    // Below the bottom margin pdfkit would start a new page for the note itself.
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).font("Helvetica-Oblique").fontSize(9)
      .text(`A demo certificate of the ${certificate.company.name} example site: it certifies nothing.`, MARGIN, doc.page.height - 72, { width, align: "center", lineBreak: false });
  });
}
