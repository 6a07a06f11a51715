// The plan's estimate and the visa invitation letter as PDFs (issue 48 items 4-5), with pdfkit.
// English, in the standard Helvetica (no font file to ship: the letter's names are Latin letters
// by the passport form's rule, and anything outside the font's Windows-1252 set is spelled out or
// replaced). Only the PDF routes import this module, and only when asked for a PDF (a dynamic
// import), so pdfkit never loads for the public pages.
import type { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import {
  formatDay,
  formatIndicative,
  formatInr,
  formatInrRange,
  formatRate,
  lineAmounts,
  planFigures,
  type PlanVersionView,
  quantityText,
} from "~/lib/case-estimate";
import { type LetterBody, type LetterClinic, letterText } from "~/lib/visa-letter";

const INK = "#0b2530";
const MUTED = "#4a5d66";
const ACCENT = "#0b5563";
const RULE = "#b9d3d6";
const MARGIN = 56;

// Windows-1252's characters beyond Latin-1 that the standard fonts draw.
const CP1252_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const SPELLED: Readonly<Record<string, string>> = { "₹": "INR ", "≥": ">=", "≤": "<=", "→": "->", "←": "<-", "−": "-", "\u200b": "" };

/** Text the standard font can draw: known signs spelled out, anything else it lacks replaced by "?". */
export function pdfText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    const drawn = code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch);
    out += drawn ? ch : code === 0x09 ? " " : (SPELLED[ch] ?? "?");
  }
  return out;
}

export interface PdfOptions {
  /** Tests read the text: streams uncompressed. */
  compress?: boolean;
}

type Doc = PDFKit.PDFDocument;

function newDocument(info: { title: string; subject: string; keywords: string }, opts: PdfOptions): Doc {
  return new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    compress: opts.compress ?? true,
    bufferPages: true,
    lang: "en",
    info: { Title: info.title, Subject: info.subject, Keywords: info.keywords, Author: "", Creator: "Samudra case desk" },
  });
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function letterhead(doc: Doc, clinic: LetterClinic) {
  const left = doc.page.margins.left;
  doc
    .fillColor(ACCENT)
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(pdfText(clinic.name), left, MARGIN - 16, { width: contentWidth(doc) });
  doc.moveDown(0.15);
  doc.fillColor(MUTED).font("Helvetica").fontSize(8.5);
  doc.text(pdfText(clinic.address.join(", ")), { width: contentWidth(doc) });
  doc.text(pdfText([clinic.phone, clinic.email, clinic.website].filter(Boolean).join("   |   ")), { width: contentWidth(doc) });
  const y = doc.y + 6;
  doc
    .moveTo(left, y)
    .lineTo(left + contentWidth(doc), y)
    .lineWidth(1)
    .strokeColor(RULE)
    .stroke();
  doc.x = left;
  doc.y = y + 14;
  doc.fillColor(INK);
}

function heading(doc: Doc, text: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.6);
  doc
    .fillColor(ACCENT)
    .font("Helvetica-Bold")
    .fontSize(11.5)
    .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.25);
  doc.fillColor(INK).font("Helvetica").fontSize(10);
}

function paragraph(doc: Doc, text: string, opts: { size?: number; color?: string; bold?: boolean; gap?: number } = {}) {
  doc
    .fillColor(opts.color ?? INK)
    .font(opts.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(opts.size ?? 10)
    .text(pdfText(text), doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 2 });
  doc.moveDown(opts.gap ?? 0.5);
}

function bullets(doc: Doc, items: readonly string[]) {
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  for (const item of items) {
    const y = doc.y;
    doc.text("•", doc.page.margins.left + 4, y, { width: 10 });
    doc.text(pdfText(item), doc.page.margins.left + 16, y, { width: contentWidth(doc) - 16, lineGap: 1.5 });
    doc.moveDown(0.15);
  }
  doc.x = doc.page.margins.left;
}

function ensureSpace(doc: Doc, points: number) {
  if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function table(doc: Doc, rows: string[][], widths: (number | string)[], opts: { rightAligned?: number[]; boldLast?: boolean } = {}) {
  const right = new Set(opts.rightAligned ?? []);
  doc.font("Helvetica").fontSize(9);
  doc.table({
    position: { x: doc.page.margins.left, y: doc.y },
    maxWidth: contentWidth(doc),
    columnStyles: widths.map((width) => ({ width })),
    defaultStyle: { padding: [4, 4, 4, 4] },
    data: rows.map((row, r) =>
      row.map((text, c) => ({
        text: pdfText(text),
        border: { top: 0, left: 0, right: 0, bottom: r === 0 ? 1 : 0.5 },
        borderColor: { bottom: r === 0 ? ACCENT : RULE },
        type: r === 0 ? ("TH" as const) : ("TD" as const),
        font: { src: r === 0 || (opts.boldLast && r === rows.length - 1) ? "Helvetica-Bold" : "Helvetica", size: 9 },
        textColor: r === 0 ? MUTED : INK,
        align: { x: right.has(c) ? ("right" as const) : ("left" as const), y: "top" as const },
      })),
    ),
  });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.6);
}

/** "Page 1 of 2" and the document's reference on every page. */
function footers(doc: Doc, label: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(7.5)
      .text(pdfText(`${label}   |   page ${i - range.start + 1} of ${range.count}`), doc.page.margins.left, doc.page.height - 36, {
        width: contentWidth(doc),
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

export interface EstimatePdfInput {
  clinic: LetterClinic;
  reference: string;
  plan: PlanVersionView;
}

/** The plan and its estimate: provisional, a range, dated, "not a bill or a guarantee". */
export function estimatePdf(input: EstimatePdfInput, opts: PdfOptions = {}): Readable {
  const { plan, reference, clinic } = input;
  const body = plan.body;
  const title = `Treatment plan and estimate ${reference} v${plan.version}`;
  const doc = newDocument(
    { title, subject: `Provisional treatment plan and estimate, case ${reference}`, keywords: `${reference} plan ${plan.version}` },
    opts,
  );
  letterhead(doc, clinic);

  doc
    .fillColor(INK)
    .font("Helvetica-Bold")
    .fontSize(16)
    .text("Provisional treatment plan and estimate", { width: contentWidth(doc) });
  doc.moveDown(0.3);
  const issued = plan.sentAt ? formatDay(plan.sentAt.slice(0, 10)) : "draft, not sent";
  paragraph(
    doc,
    `Case reference ${reference}   |   Plan version ${plan.version}   |   Issued ${issued}   |   Valid until ${formatDay(plan.validUntil)}`,
    {
      size: 9,
      color: MUTED,
    },
  );

  heading(doc, "Provisional findings");
  paragraph(doc, body.summary);
  paragraph(
    doc,
    "This plan is provisional. It is based on the medical records sent to us and will be confirmed or changed at the first consultation in person. It is not a diagnosis.",
    { size: 9, color: MUTED },
  );

  heading(doc, "Planned treatment");
  table(doc, [["Therapy", "Sessions", "Notes"], ...body.therapies.map((t) => [t.name, String(t.sessions), t.notes])], [170, 60, "*"], {
    rightAligned: [1],
  });
  paragraph(
    doc,
    `Expected length of stay: ${body.stayDays} ${body.stayDays === 1 ? "day" : "days"}.${body.doctor ? `   Reviewing doctor: ${body.doctor.name}.` : ""}`,
  );

  heading(doc, "Estimate");
  const { totals, indicative } = planFigures(body);
  table(
    doc,
    [
      ["Item", "Unit price", "Quantity", "From", "To"],
      ...body.lines.map((l) => {
        const a = lineAmounts(l);
        return [l.name, formatInr(l.unitInr), quantityText(l), formatInr(a.lowInr), formatInr(a.highInr)];
      }),
      ["Total", "", "", formatInr(totals.lowInr), formatInr(totals.highInr)],
    ],
    ["*", 80, 110, 80, 80],
    { rightAligned: [1, 3, 4], boldLast: true },
  );
  paragraph(doc, `Estimated cost: ${formatInrRange(totals.lowInr, totals.highInr)}.`, { bold: true, gap: 0.2 });
  if (indicative) {
    paragraph(
      doc,
      `Indicative amount: ${formatIndicative(indicative)}, ${formatRate(indicative.rate)}. Rates change; the clinic charges in Indian rupees.`,
      { size: 9, color: MUTED },
    );
  }

  if (body.inclusions.length > 0) {
    heading(doc, "Included");
    bullets(doc, body.inclusions);
  }
  if (body.exclusions.length > 0) {
    heading(doc, "Not included");
    bullets(doc, body.exclusions);
  }

  heading(doc, "Please note");
  bullets(doc, [
    `This estimate is valid until ${formatDay(plan.validUntil)}.`,
    "This estimate is not a bill or a guarantee. The final cost depends on the treatment actually needed once the patient is seen.",
    "Results vary from person to person.",
  ]);

  footers(doc, `${clinic.name}   |   ${reference}, plan version ${plan.version}`);
  doc.end();
  return doc;
}

/** The letter's QR code (its verification address) as a PNG. */
export function verificationQr(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: "png", errorCorrectionLevel: "M", margin: 1, width: 240 });
}

/** The visa invitation letter, as issued: the register's words, its serial and verification address with a QR code. */
export async function letterPdf(body: LetterBody, opts: PdfOptions & { revokedOn?: string | null } = {}): Promise<Readable> {
  const qr = await verificationQr(body.verifyUrl);
  const text = letterText(body);
  const doc = newDocument(
    { title: `Visa invitation letter ${body.serial}`, subject: `Medical visa invitation, serial ${body.serial}`, keywords: body.serial },
    opts,
  );
  letterhead(doc, body.clinic);
  const left = doc.page.margins.left;
  const width = contentWidth(doc);

  if (opts.revokedOn) {
    paragraph(doc, `REVOKED on ${formatDay(opts.revokedOn)}: this copy is kept for the record and is not valid.`, {
      bold: true,
      color: "#9b2c1f",
    });
  }
  doc.font("Helvetica").fontSize(10).fillColor(INK);
  const top = doc.y;
  doc.text(pdfText(text.recipient.join("\n")), left, top, { width: width / 2, lineGap: 2 });
  const afterRecipient = doc.y;
  doc.text(`Date: ${formatDay(body.issuedOn)}\nSerial: ${body.serial}\nOur reference: ${body.caseReference}`, left + width / 2, top, {
    width: width / 2,
    align: "right",
    lineGap: 2,
  });
  doc.y = Math.max(afterRecipient, doc.y);
  doc.x = left;
  doc.moveDown(1);
  paragraph(doc, text.subject, { bold: true });
  paragraph(doc, text.salutation);
  paragraph(doc, text.paragraphs[0]!);
  table(doc, [text.peopleHeading, ...text.peopleRows], [88, "*", 64, 68, 66, 66]);
  for (const p of text.paragraphs.slice(1)) paragraph(doc, p);

  ensureSpace(doc, 150);
  paragraph(doc, text.closing, { gap: 2.2 });
  const sigY = doc.y;
  doc
    .moveTo(left, sigY)
    .lineTo(left + 180, sigY)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  doc.y = sigY + 4;
  doc.x = left;
  text.signature.forEach((line, i) => {
    doc
      .font(i === 0 ? "Helvetica-Bold" : "Helvetica")
      .fontSize(10)
      .fillColor(INK)
      .text(pdfText(line), left, doc.y, { width: width - 120 });
  });
  doc.moveDown(1.2);

  // The verification box: QR code on the left, the address and what it shows on the right.
  ensureSpace(doc, 96);
  const boxY = doc.y;
  doc.roundedRect(left, boxY, width, 88, 4).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.image(qr, left + 8, boxY + 8, { width: 72, height: 72 });
  doc
    .font("Helvetica-Bold")
    .fontSize(9.5)
    .fillColor(ACCENT)
    .text("Verify this letter", left + 92, boxY + 12, { width: width - 104 });
  doc
    .font("Helvetica")
    .fontSize(9)
    .fillColor(INK)
    .text(pdfText(text.verification.join("\n")), left + 92, doc.y + 2, { width: width - 104, lineGap: 1.5 });
  doc.y = boxY + 96;
  doc.x = left;

  footers(doc, `${body.clinic.name}   |   visa invitation letter ${body.serial}`);
  doc.end();
  return doc;
}

/** The whole PDF in memory (tests, and a size check). */
export async function pdfBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A PDF answer: downloaded, never stored or indexed. */
export function pdfHeaders(fileName: string): Record<string, string> {
  return {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex",
    "X-Content-Type-Options": "nosniff",
  };
}
