/**
 * Reads the barcodes printed on a PDF's first page with an independent reader (ZXing's port), from the
 * page as PDF.js draws it: what a scanner at a station would read off the paper.
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { firstPagePicture } from './pdf-picture';

/** The text of the first barcode of `format` found on the first page (a crop of it, as fractions: left, top, right, bottom). */
export async function readBarcode(
  pdf: Uint8Array,
  format: 'CODE_128' | 'QR_CODE',
  box: [number, number, number, number] = [0, 0, 1, 1],
): Promise<string> {
  const picture = await firstPagePicture(pdf, 3);
  const [x0, y0] = [Math.floor(box[0] * picture.width), Math.floor(box[1] * picture.height)];
  const [width, height] = [Math.ceil(box[2] * picture.width) - x0, Math.ceil(box[3] * picture.height) - y0];
  const luminance = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = ((y + y0) * picture.width + x + x0) * 4;
      luminance[y * width + x] = (picture.rgba[i] * 299 + picture.rgba[i + 1] * 587 + picture.rgba[i + 2] * 114) / 1000;
    }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat[format]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return reader.decode(bitmap, hints).getText();
}
