/**
 * Draws a shop document (invoice, packing slip, certificate) from plain content: the letterhead,
 * the title block, parties, a line table, totals, text blocks, signature lines and a QR code.
 * Long text flows onto further pages, each with a short header and a "Page 1 of 3" footer
 * (docs/domain-rules.md#documents-and-qr-page). Knows nothing about records.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import bwipjs from '@bwip-js/node';
import { drawBlocks, drawParties, drawSignatures, drawTable, drawTotals } from './pdf-body';
import { drawContinuationHeader, drawFooters, drawLetterhead } from './pdf-header';
import { GREY, MARGIN, pen, TOP, BOTTOM, type Pen } from './pdf-pen';
import { winAnsi } from './win-ansi';
import type { DocumentText } from '../../../resources/kit/document-text';
import type { PaperSize } from '../../../resources/kit/paper';

export type { Column, Line } from '../../../resources/kit/document-text';

/** What the PDF draws: the document's text (shown on screen too), its images, signature lines and QR code. */
export interface DocumentContent extends DocumentText {
  letterhead: DocumentText['letterhead'] & {
    /** PNG or JPEG bytes; other formats are left out (pdfkit draws only these). */
    logo?: Uint8Array;
  };
  /** Lines to sign on ("Received by", "Date", "Signature"), or a signatory with an image. */
  signatures?: { lines: string[]; signatory?: { name: string; title: string; date: string; image?: Uint8Array } };
  qr: { url: string; caption: string };
  /** Printed under the number as a Code 128 barcode (a job's number, which a USB scanner types back). */
  barcode?: string;
  /** A PIX charge (an unpaid invoice in reais): its QR code, caption and "copia e cola" text. */
  pix?: { payload: string; caption: string };
  /** "Page %{page} of %{pages}", already translated. */
  pageLabel: string;
  /** The company profile's paper (resources/kit/paper.ts). */
  paper: PaperSize;
}

/** The words of a document as its page shows them (GET .../content): no images, signature or QR. */
export function documentWords(content: DocumentContent): DocumentText {
  const { letterhead, title, number, stamp, meta, parties, table, totals, blocks } = content;
  return {
    letterhead: { name: letterhead.name, details: letterhead.details },
    title,
    number,
    stamp,
    meta,
    parties,
    table,
    totals,
    blocks,
  };
}

const QR_SIZE = 90;

/** A QR code with its caption beside it, and under the caption the text it holds (a link when `link`). */
function drawQr(p: Pen, image: Buffer, caption: string, held: string, link?: string): void {
  const { doc } = p;
  if (doc.y + QR_SIZE > doc.page.height - BOTTOM) doc.addPage();
  const top = doc.y + 6;
  doc.image(image, MARGIN, top, { width: QR_SIZE, height: QR_SIZE });
  const textX = MARGIN + QR_SIZE + 12;
  const width = doc.page.width - MARGIN - textX;
  p.use('regular', 10).text(winAnsi(caption), textX, top + QR_SIZE / 2 - 14, { width });
  p.use('regular', 8, GREY).text(winAnsi(held), { width, link });
  p.use('regular', 10);
  doc.x = MARGIN;
  doc.y = top + QR_SIZE + 6;
}

/** The finished PDF. */
const qrImage = (text: string) =>
  QRCode.toBuffer(text, { type: 'png', margin: 1, width: QR_SIZE * 3, errorCorrectionLevel: 'M' });

/** Drawn at three times the size it prints, so its bars stay sharp on paper. */
const barcodeImage = (text: string) =>
  bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 9, includetext: true, textxalign: 'center' });

export async function renderDocument(content: DocumentContent): Promise<Buffer> {
  const qr = await qrImage(content.qr.url);
  const barcode = content.barcode ? await barcodeImage(content.barcode) : undefined;
  const pix = content.pix && (await qrImage(content.pix.payload));
  const doc = new PDFDocument({
    size: content.paper === 'letter' ? 'LETTER' : 'A4',
    bufferPages: true,
    margins: { top: TOP, bottom: BOTTOM, left: MARGIN, right: MARGIN },
    info: { Title: `${content.title} ${content.number}`, Author: content.letterhead.name },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const p = pen(doc);
  // Each further page repeats who and what, then the text goes on where it broke off.
  doc.on('pageAdded', () => p.keep(() => drawContinuationHeader(p, content)));
  drawLetterhead(p, content, barcode);
  drawParties(p, content.parties);
  if (content.table) drawTable(p, content.table);
  if (content.totals) drawTotals(p, content.totals);
  drawBlocks(p, content.blocks);
  if (content.signatures) drawSignatures(p, content.signatures);
  if (content.pix && pix) drawQr(p, pix, content.pix.caption, content.pix.payload);
  drawQr(p, qr, content.qr.caption, content.qr.url, content.qr.url);
  drawFooters(p, content);
  doc.end();
  return finished;
}
