/** The page geometry and a pen that remembers its font, so a page break can draw a header and resume. */
export const MARGIN = 50;
/** Room for the repeated header on further pages. */
export const TOP = 80;
/** Room for the footer. */
export const BOTTOM = 60;
export const GREY = '#555555';
export const RULE = '#999999';

type Face = 'regular' | 'bold';
const FONTS: Record<Face, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

export interface Pen {
  doc: PDFKit.PDFDocument;
  /** Sets font, size and colour and answers the document, for chaining a text(). */
  use(face: Face, size: number, color?: string): PDFKit.PDFDocument;
  /** Runs a drawing and puts position and font back as they were (a header drawn mid-paragraph). */
  keep(draw: () => void): void;
  /** The width between the margins. */
  width: number;
  rule(y: number): void;
}

export function pen(doc: PDFKit.PDFDocument): Pen {
  let current: [Face, number, string] = ['regular', 10, 'black'];
  const use = (face: Face, size: number, color = 'black') => {
    current = [face, size, color];
    return doc.font(FONTS[face]).fontSize(size).fillColor(color);
  };
  return {
    doc,
    use,
    width: doc.page.width - 2 * MARGIN,
    keep(draw) {
      const [x, y, saved] = [doc.x, doc.y, current];
      draw();
      doc.x = x;
      doc.y = y;
      use(...saved);
    },
    rule(y) {
      doc
        .moveTo(MARGIN, y)
        .lineTo(doc.page.width - MARGIN, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    },
  };
}
