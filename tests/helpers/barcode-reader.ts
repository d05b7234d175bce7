/**
 * Reads the barcodes printed on a PDF's first page with independent readers (ZXing's port, and jsQR
 * for QR codes), from the page as PDF.js draws it: what a scanner at a station would read off the paper.
 */
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import jsQR from 'jsqr';
import { firstPagePicture } from './pdf-picture';

type Format = 'CODE_128' | 'QR_CODE';
type Box = [number, number, number, number];
interface Crop {
  rgba: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * ZXing's JavaScript port misses about 1 QR code in 25 at one pixel grid (a traveler's URL holds a
 * random id) and reads it at another, as a phone reads from another distance; a few it misses at
 * every size, which jsQR reads. Each size is tried in turn, each reader at it, and the first reading
 * is the answer.
 */
const SCALES = [3, 2, 4];

/** The text of the first barcode of `format` found on the first page (a crop of it, as fractions: left, top, right, bottom). */
export async function readBarcode(pdf: Uint8Array, format: Format, box: Box = [0, 0, 1, 1]): Promise<string> {
  let missed: unknown;
  for (const scale of SCALES) {
    const crop = cropOf(await firstPagePicture(pdf, scale), box);
    try {
      return withZxing(crop, format);
    } catch (error) {
      missed = error;
    }
    const qr = format === 'QR_CODE' ? jsQR(crop.rgba, crop.width, crop.height) : null;
    if (qr) return qr.data;
  }
  throw missed;
}

function cropOf(picture: Crop, box: Box): Crop {
  const [x0, y0] = [Math.floor(box[0] * picture.width), Math.floor(box[1] * picture.height)];
  const [width, height] = [Math.ceil(box[2] * picture.width) - x0, Math.ceil(box[3] * picture.height) - y0];
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y + y0) * picture.width + x0) * 4;
    rgba.set(picture.rgba.subarray(from, from + width * 4), y * width * 4);
  }
  return { rgba, width, height };
}

function withZxing({ rgba, width, height }: Crop, format: Format): string {
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i++)
    luminance[i] = (rgba[i * 4] * 299 + rgba[i * 4 + 1] * 587 + rgba[i * 4 + 2] * 114) / 1000;
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat[format]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
  return new MultiFormatReader().decode(bitmap, hints).getText();
}
