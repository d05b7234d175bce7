/**
 * A PDF's first page as a picture, drawn by an independent renderer (Mozilla's PDF.js, in Node, on
 * @napi-rs/canvas: prebuilt, nothing from the system), so a test can look at what a customer sees:
 * where the logo is drawn, and a PNG of the page for a person to check.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl =
  join(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'), '..', 'standard_fonts') + '/';

export interface PagePicture {
  width: number;
  height: number;
  png: Buffer;
  /** Red, green, blue and alpha of every pixel, row by row (for a barcode reader). */
  rgba: Uint8ClampedArray;
  /** The share of the pixels in a box (fractions of the page: left, top, right, bottom) within `tolerance` of a colour. */
  coverage(color: [number, number, number], box: [number, number, number, number], tolerance?: number): number;
}

export async function firstPagePicture(bytes: Uint8Array, scale = 1.5): Promise<PagePicture> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    // The page is paper: white where nothing is printed.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as unknown as CanvasRenderingContext2D,
      viewport,
    }).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return {
      width: canvas.width,
      height: canvas.height,
      png: canvas.toBuffer('image/png'),
      rgba: data,
      coverage([r, g, b], [left, top, right, bottom], tolerance = 24) {
        const [x0, x1] = [Math.floor(left * canvas.width), Math.ceil(right * canvas.width)];
        const [y0, y1] = [Math.floor(top * canvas.height), Math.ceil(bottom * canvas.height)];
        let near = 0;
        for (let y = y0; y < y1; y++) {
          for (let x = x0; x < x1; x++) {
            const i = (y * canvas.width + x) * 4;
            if (
              Math.abs(data[i] - r) <= tolerance &&
              Math.abs(data[i + 1] - g) <= tolerance &&
              Math.abs(data[i + 2] - b) <= tolerance
            )
              near++;
          }
        }
        return near / ((x1 - x0) * (y1 - y0));
      },
    };
  } finally {
    await document.destroy();
  }
}
