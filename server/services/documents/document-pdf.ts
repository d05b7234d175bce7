/**
 * Draws a shop document (packing slip, invoice) from plain content: a header, groups of
 * label/value lines and a QR code with its URL beside it. Knows nothing about records.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { winAnsi } from './win-ansi';

export type Line = [label: string, value: string];

export interface DocumentContent {
  shop: string;
  title: string;
  /** Groups of lines, drawn with space between them. */
  sections: Line[][];
  qr: { url: string; caption: string };
}

const MARGIN = 50;
const LABEL_WIDTH = 130;
const QR_SIZE = 100;
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

function drawHeader(doc: PDFKit.PDFDocument, content: DocumentContent): void {
  doc.font(BOLD).fontSize(18).text(winAnsi(content.shop), MARGIN, MARGIN);
  doc.font(REGULAR).fontSize(14).text(winAnsi(content.title));
  const ruleY = doc.y + 6;
  doc.moveTo(MARGIN, ruleY).lineTo(doc.page.width - MARGIN, ruleY).lineWidth(0.5).strokeColor('#888888').stroke();
  doc.y = ruleY + 14;
}

function drawLines(doc: PDFKit.PDFDocument, lines: Line[]): void {
  const valueX = MARGIN + LABEL_WIDTH;
  const valueWidth = doc.page.width - MARGIN - valueX;
  doc.fontSize(10);
  for (const [label, value] of lines) {
    const top = doc.y;
    const page = doc.page;
    doc.font(BOLD).text(winAnsi(label), MARGIN, top, { width: LABEL_WIDTH - 10 });
    const labelBottom = doc.y;
    doc.font(REGULAR).text(winAnsi(value) || '—', valueX, top, { width: valueWidth });
    // A long value may have flowed onto a new page, where the label's bottom means nothing.
    doc.y = (doc.page === page ? Math.max(labelBottom, doc.y) : doc.y) + 3;
  }
  doc.x = MARGIN;
  doc.y += 12;
}

function drawQr(doc: PDFKit.PDFDocument, image: Buffer, { url, caption }: DocumentContent['qr']): void {
  if (doc.y + QR_SIZE > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  doc.image(image, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  const textX = MARGIN + QR_SIZE + 15;
  const width = doc.page.width - MARGIN - textX;
  doc.font(REGULAR).fontSize(10).text(winAnsi(caption), textX, top + QR_SIZE / 2 - 14, { width });
  doc.fontSize(9).fillColor('#1a4d8f').text(winAnsi(url), { width, link: url });
  doc.fillColor('black');
}

/** The finished PDF. */
export async function renderDocument(content: DocumentContent): Promise<Buffer> {
  const qr = await QRCode.toBuffer(content.qr.url, { type: 'png', margin: 2, width: QR_SIZE * 3, errorCorrectionLevel: 'M' });
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: content.title, Author: content.shop } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawHeader(doc, content);
  for (const section of content.sections) drawLines(doc, section);
  drawQr(doc, qr, content.qr);
  doc.end();
  return finished;
}
