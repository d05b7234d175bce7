/** The letterhead and title block of a document's first page, the short header of further pages and every page's footer. */
import type { DocumentContent } from './document-pdf';
import { GREY, MARGIN, type Pen } from './pdf-pen';
import { winAnsi } from './win-ansi';

const LOGO = { width: 140, height: 56 };
const STAMP_RED = '#b3261e';
const BARCODE = { width: 150, height: 42 };

function drawLogo(p: Pen, logo: Uint8Array | undefined, top: number): number {
  if (!logo) return top;
  try {
    p.doc.image(Buffer.from(logo), MARGIN, top, { fit: [LOGO.width, LOGO.height] });
    return top + LOGO.height + 6;
  } catch {
    // Bytes pdfkit cannot read (a damaged PNG): the name alone is the letterhead.
    return top;
  }
}

function drawTitleBlock(
  p: Pen,
  content: DocumentContent,
  x: number,
  width: number,
  top: number,
  barcode?: Buffer,
): number {
  const { doc } = p;
  // A long title (Certificate of conformance) takes a smaller size rather than two lines.
  const size = p.use('bold', 20).widthOfString(winAnsi(content.title)) > width ? 15 : 20;
  p.use('bold', size).text(winAnsi(content.title), x, top, { width, align: 'right' });
  p.use('regular', 11, GREY).text(winAnsi(content.number), x, doc.y, { width, align: 'right' });
  if (barcode) {
    const y = doc.y + 4;
    doc.image(barcode, x + width - BARCODE.width, y, { fit: [BARCODE.width, BARCODE.height], align: 'right' });
    doc.y = y + BARCODE.height + 4;
  }
  if (content.stamp) {
    const y = doc.y + 4;
    const stampWidth = p.use('bold', 16, STAMP_RED).widthOfString(content.stamp) + 16;
    doc
      .rect(x + width - stampWidth, y, stampWidth, 24)
      .lineWidth(1.5)
      .strokeColor(STAMP_RED)
      .stroke();
    doc.text(winAnsi(content.stamp), x + width - stampWidth, y + 5, { width: stampWidth, align: 'center' });
    doc.y = y + 28;
  }
  doc.y += 6;
  const labelWidth = width * 0.5;
  for (const [label, value] of content.meta) {
    const y = doc.y;
    p.use('regular', 9, GREY).text(winAnsi(label), x, y, { width: labelWidth - 6 });
    const labelBottom = doc.y;
    p.use('bold', 9).text(winAnsi(value) || '—', x + labelWidth, y, { width: width - labelWidth, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  }
  return doc.y;
}

export function drawLetterhead(p: Pen, content: DocumentContent, barcode?: Buffer): void {
  const { doc } = p;
  const top = 40;
  const leftWidth = p.width * 0.55;
  const { name, details, logo } = content.letterhead;
  const nameTop = drawLogo(p, logo, top);
  p.use('bold', 14).text(winAnsi(name), MARGIN, nameTop, { width: leftWidth });
  p.use('regular', 8.5, GREY);
  for (const line of details) doc.text(winAnsi(line), MARGIN, doc.y, { width: leftWidth });
  const leftBottom = doc.y;
  const rightBottom = drawTitleBlock(p, content, MARGIN + leftWidth + 10, p.width - leftWidth - 10, top, barcode);
  const y = Math.max(leftBottom, rightBottom) + 10;
  p.rule(y);
  doc.x = MARGIN;
  doc.y = y + 14;
  p.use('regular', 10);
}

/** Who and what, on every page after the first, above the top margin. */
export function drawContinuationHeader(p: Pen, content: DocumentContent): void {
  const half = p.width / 2;
  p.use('bold', 10).text(winAnsi(content.letterhead.name), MARGIN, 36, {
    width: half,
    lineBreak: false,
    ellipsis: true,
  });
  p.use('regular', 10).text(winAnsi(`${content.title} ${content.number}`), MARGIN + half, 36, {
    width: half,
    align: 'right',
    lineBreak: false,
  });
  p.rule(58);
}

/** "Page 1 of 3" at the foot of every page, once the page count is known. */
export function drawFooters(p: Pen, content: DocumentContent): void {
  const { doc } = p;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin pdfkit would start a new page instead of writing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = content.pageLabel.replace('%{page}', String(index - start + 1)).replace('%{pages}', String(count));
    const y = doc.page.height - 40;
    p.use('regular', 8, GREY).text(winAnsi(content.letterhead.name), MARGIN, y, {
      width: p.width / 2,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(winAnsi(label), MARGIN + p.width / 2, y, { width: p.width / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
