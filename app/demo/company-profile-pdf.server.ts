import PDFDocument from "pdfkit";
import { pdfBytes } from "./certificate-pdf.server";

/**
 * The demo company's profile, the PDF a visitor downloads from the site: a cover,
 * the company in figures, its solutions, and how to reach it. Drawn with pdfkit at
 * seed time from the same words the demo site shows, so the two never disagree.
 */

export interface CompanyProfile {
  name: string;
  tagline: string;
  about: string;
  logo: Buffer;
  facts: ReadonlyArray<{ value: string; label: string }>;
  certificates: readonly string[];
  solutions: ReadonlyArray<{ name: string; description: string; items: ReadonlyArray<{ title: string; summary: string }> }>;
  contact: { address: string; phone: string; email: string; website: string };
}

const BRAND = "#1d4ed8";
const INK = "#111827";
const MUTED = "#4b5563";
const PAGE = { size: "A4", margins: { top: 64, bottom: 64, left: 64, right: 64 } } as const;

function heading(doc: PDFKit.PDFDocument, text: string) {
  doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(26).text(text);
  doc.moveDown(0.8);
}

function footer(doc: PDFKit.PDFDocument, profile: CompanyProfile, page: number) {
  const y = doc.page.height - 40;
  // Below the bottom margin pdfkit would start a new page for the footer itself.
  doc.page.margins.bottom = 0;
  doc.fillColor(MUTED).font("Helvetica").fontSize(9);
  doc.text(`${profile.name} · Company profile`, PAGE.margins.left, y, { lineBreak: false });
  doc.text(String(page), doc.page.width - PAGE.margins.right - 20, y, { width: 20, align: "right", lineBreak: false });
  doc.page.margins.bottom = PAGE.margins.bottom;
}

function cover(doc: PDFKit.PDFDocument, profile: CompanyProfile) {
  doc.image(profile.logo, PAGE.margins.left, 48, { fit: [200, 50] });
  doc.rect(0, 140, doc.page.width, doc.page.height * 0.58 - 140).fill(BRAND);
  doc.fillColor("#ffffff").font("Helvetica-Bold").fontSize(40).text(profile.name, PAGE.margins.left, 220, { width: 440 });
  doc.font("Helvetica").fontSize(18).text(profile.tagline, { width: 420 });
  doc.fontSize(12).text(`Company profile ${new Date().getFullYear()}`, PAGE.margins.left, doc.page.height * 0.58 - 48);
  doc.fillColor(INK).fontSize(14).text(profile.about, PAGE.margins.left, doc.page.height * 0.58 + 48, { width: 440, lineGap: 4 });
}

function facts(doc: PDFKit.PDFDocument, profile: CompanyProfile) {
  heading(doc, "The company in figures");
  const columnWidth = (doc.page.width - PAGE.margins.left - PAGE.margins.right) / 2;
  const top = doc.y;
  profile.facts.forEach((fact, index) => {
    const x = PAGE.margins.left + (index % 2) * columnWidth;
    const y = top + Math.floor(index / 2) * 96;
    doc.fillColor(BRAND).font("Helvetica-Bold").fontSize(34).text(fact.value, x, y, { width: columnWidth - 16 });
    doc.fillColor(MUTED).font("Helvetica").fontSize(12).text(fact.label, x, y + 42, { width: columnWidth - 16 });
  });
  doc.x = PAGE.margins.left;
  doc.y = top + Math.ceil(profile.facts.length / 2) * 96 + 24;
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(16).text("Certified");
  doc.moveDown(0.4);
  doc.font("Helvetica").fontSize(12).fillColor(INK).list([...profile.certificates], { bulletRadius: 2, textIndent: 12, lineGap: 4 });
}

function solutions(doc: PDFKit.PDFDocument, profile: CompanyProfile) {
  heading(doc, "What we do");
  for (const category of profile.solutions) {
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(16).text(category.name);
    doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(category.description, { lineGap: 2 });
    doc.moveDown(0.4);
    for (const item of category.items) {
      doc.fillColor(INK).font("Helvetica-Bold").fontSize(12).text(item.title, { continued: true });
      doc.font("Helvetica").fillColor(MUTED).text(`  ${item.summary}`, { lineGap: 2 });
    }
    doc.moveDown(1);
  }
}

function contact(doc: PDFKit.PDFDocument, profile: CompanyProfile) {
  heading(doc, "Talk to us");
  doc.fillColor(INK).font("Helvetica").fontSize(14).text("An engineer answers within one working day.", { lineGap: 4 });
  doc.moveDown(1);
  for (const [label, value] of [
    ["Address", profile.contact.address],
    ["Phone", profile.contact.phone],
    ["Email", profile.contact.email],
    ["Web", profile.contact.website],
  ] as const) {
    doc.fillColor(MUTED).font("Helvetica").fontSize(11).text(label);
    doc.fillColor(INK).font("Helvetica-Bold").fontSize(14).text(value);
    doc.moveDown(0.6);
  }
}

export function companyProfilePdf(profile: CompanyProfile): Promise<Buffer> {
  // Fixed metadata dates keep the file the same for the same words.
  const doc = new PDFDocument({ ...PAGE, info: { Title: `${profile.name} — Company profile`, Author: profile.name, CreationDate: new Date(0) } });
  return pdfBytes(doc, () => {
    const pages = [cover, facts, solutions, contact];
    pages.forEach((draw, index) => {
      if (index > 0) doc.addPage();
      draw(doc, profile);
      footer(doc, profile, index + 1);
    });
  });
}
