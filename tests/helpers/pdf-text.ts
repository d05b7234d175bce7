/**
 * A PDF's text read back by an independent reader (Mozilla's PDF.js, in Node), one line per printed
 * line: words on the same baseline joined left to right, a space where the page leaves a gap.
 * So `Quantity 4` printed as label and value in two columns reads as /Quantity\s+4\n/.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface Piece {
  x: number;
  y: number;
  end: number;
  size: number;
  text: string;
}

// The 14 standard fonts' metrics (the app's PDFs use Helvetica), read from the package's folder.
const standardFontDataUrl =
  join(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'), '..', 'standard_fonts') + '/';

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      const pieces = content.items.flatMap((item): Piece[] => {
        if (!('str' in item) || item.str.trim() === '') return [];
        const [, , , size, x, y] = item.transform as number[];
        return [{ x, y, end: x + item.width, size: Math.abs(size) || 1, text: item.str }];
      });
      pages.push(lines(pieces).join('\n'));
    }
    return `${pages.join('\n\f')}\n`;
  } finally {
    await document.destroy();
  }
}

/** Groups pieces into lines (top to bottom, by baseline within half a letter's height), each read left to right. */
function lines(pieces: Piece[]): string[] {
  const rows: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
    const row = rows.find((r) => Math.abs(r[0].y - piece.y) < piece.size / 2);
    if (row) row.push(piece);
    else rows.push([piece]);
  }
  return rows.map((row) =>
    row
      .sort((a, b) => a.x - b.x)
      .reduce((text, piece, i) => {
        if (i === 0) return piece.text;
        // A gap wider than a fifth of the letter height is a space between words or columns.
        return text + (piece.x - row[i - 1].end > piece.size / 5 ? ' ' : '') + piece.text;
      }, ''),
  );
}

/** Each page's width and height in points, as PDF.js reads them (Letter 612 × 792, A4 595.28 × 841.89). */
export async function pdfPageSizes(bytes: Uint8Array): Promise<[number, number][]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const sizes: [number, number][] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const [, , width, height] = (await document.getPage(number)).view;
      sizes.push([Math.round(width), Math.round(height)]);
    }
    return sizes;
  } finally {
    await document.destroy();
  }
}
