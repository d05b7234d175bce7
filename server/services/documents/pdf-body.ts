/** The body of a document: parties side by side, the line table, totals, flowing text blocks and signature lines. */
import type { Column, DocumentContent, Line } from './document-pdf';
import { BOTTOM, GREY, MARGIN, RULE, type Pen } from './pdf-pen';
import { winAnsi } from './win-ansi';

const TABLE_FILL = '#eeeeee';
/** A table cell never outgrows a page; long text goes in a block (the sources put it there). */
const CELL_MAX = 600;

const limit = (p: Pen) => p.doc.page.height - BOTTOM;
/** A new page unless `height` still fits on this one. */
function room(p: Pen, height: number): void {
  if (p.doc.y + height > limit(p)) p.doc.addPage();
}

export function drawParties(p: Pen, parties: Line[]): void {
  if (!parties.length) return;
  const { doc } = p;
  const width = p.width / parties.length - 10;
  const top = doc.y;
  let bottom = top;
  parties.forEach(([label, text], index) => {
    const x = MARGIN + index * (width + 10);
    p.use('bold', 8, GREY).text(winAnsi(label.toUpperCase()), x, top, { width });
    p.use('regular', 10).text(winAnsi(text) || '—', x, doc.y + 2, { width });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 16;
}

function drawRow(p: Pen, columns: Column[], cells: string[], header: boolean, least = 0): void {
  const { doc } = p;
  const widths = columns.map((column) => column.width * p.width);
  const texts = cells.map((cell) => winAnsi(cell.length > CELL_MAX ? `${cell.slice(0, CELL_MAX)}…` : cell));
  p.use(header ? 'bold' : 'regular', 9);
  const height = Math.max(
    least,
    ...texts.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i] - 8 }) + 8),
  );
  room(p, height);
  const top = doc.y;
  if (header) doc.rect(MARGIN, top, p.width, height).fill(TABLE_FILL);
  let x = MARGIN;
  texts.forEach((text, i) => {
    p.use(header ? 'bold' : 'regular', 9).text(text, x + 4, top + 4, {
      width: widths[i] - 8,
      align: columns[i].align ?? 'left',
    });
    x += widths[i];
  });
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(MARGIN + p.width, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

export function drawTable(p: Pen, { columns, rows, rowHeight }: NonNullable<DocumentContent['table']>): void {
  drawRow(
    p,
    columns,
    columns.map((column) => column.label),
    true,
  );
  for (const row of rows) {
    // A row that starts a page repeats the column names above it.
    const page = p.doc.page;
    room(p, Math.max(30, rowHeight ?? 0));
    if (p.doc.page !== page)
      drawRow(
        p,
        columns,
        columns.map((column) => column.label),
        true,
      );
    drawRow(p, columns, row, false, rowHeight);
  }
  p.doc.y += 10;
}

export function drawTotals(p: Pen, totals: Line[]): void {
  const { doc } = p;
  const width = 240;
  const x = MARGIN + p.width - width;
  room(p, totals.length * 18);
  totals.forEach(([label, value], index) => {
    const last = index === totals.length - 1;
    const y = doc.y;
    p.use(last ? 'bold' : 'regular', last ? 11 : 10).text(winAnsi(label), x, y, { width: width * 0.55 });
    p.use('bold', last ? 11 : 10).text(winAnsi(value), x + width * 0.55, y, { width: width * 0.45, align: 'right' });
    doc.y = Math.max(doc.y, y + 14) + 2;
  });
  doc.x = MARGIN;
  doc.y += 12;
}

/** Titled paragraphs; a long one flows over as many pages as it needs. */
export function drawBlocks(p: Pen, blocks: Line[]): void {
  const { doc } = p;
  for (const [title, text] of blocks) {
    if (!text.trim()) continue;
    room(p, 44);
    p.use('bold', 10).text(winAnsi(title), MARGIN, doc.y, { width: p.width });
    p.use('regular', 9.5).text(winAnsi(text), MARGIN, doc.y + 2, { width: p.width });
    doc.y += 12;
  }
}

export function drawSignatures(p: Pen, { lines, signatory }: NonNullable<DocumentContent['signatures']>): void {
  const { doc } = p;
  room(p, signatory ? 110 : 60);
  if (signatory) {
    const top = doc.y;
    if (signatory.image) {
      try {
        doc.image(Buffer.from(signatory.image), MARGIN, top, { fit: [160, 45] });
      } catch {
        // Not drawable by pdfkit: the line stays to be signed by hand.
      }
    }
    const y = top + 48;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + 220, y)
      .lineWidth(0.7)
      .strokeColor('black')
      .stroke();
    p.use('bold', 10).text(winAnsi(signatory.name) || ' ', MARGIN, y + 4, { width: 260 });
    p.use('regular', 9, GREY).text(
      winAnsi([signatory.title, signatory.date].filter(Boolean).join(' · ')),
      MARGIN,
      doc.y,
      { width: 260 },
    );
    doc.y += 14;
    return;
  }
  const width = p.width / lines.length - 16;
  const y = doc.y + 34;
  lines.forEach((label, index) => {
    const x = MARGIN + index * (width + 16);
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.7)
      .strokeColor('black')
      .stroke();
    p.use('regular', 9, GREY).text(winAnsi(label), x, y + 4, { width });
  });
  doc.x = MARGIN;
  doc.y = y + 30;
}
