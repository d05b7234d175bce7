/** What an upload must be, from its field's declaration: small enough, and by its content what the field accepts. */
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MIME_TYPES, type FilesField, type ImageFormat } from '../../../resources/kit/types';
import { badRequest } from '../../errors';
import { MAX_IMAGE_PIXELS } from './image-limits';
import { imageSize, type ImageSize } from './image-size';

/** Browsers show these everywhere; other image formats (tiff, heic, svg with its scripts) are refused. */
const ALL_FORMATS = Object.keys(IMAGE_MIME_TYPES) as ImageFormat[];

/** Decimal units, as the spec's limit is written: 1,000,000 bytes reads "1 MB". */
export function readableSize(bytes: number): string {
  const units: [number, string][] = [
    [1e9, 'GB'],
    [1e6, 'MB'],
    [1e3, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

export const fileTooBig = (field: FilesField) =>
  badRequest('errors.files.tooBig', { size: readableSize(field.maxBytes) });

/** The spec's size message, naming the pixel limit: "… max allowed size is 40 megapixels". */
export const tooManyPixels = () =>
  badRequest('errors.files.tooBig', {
    size: { key: 'errors.files.megapixels', args: { count: MAX_IMAGE_PIXELS / 1e6 } },
  });

/**
 * An image's size from its header, refused past MAX_IMAGE_PIXELS before anything decodes it: a
 * small file can hold a huge picture (a decompression bomb), or thousands of frames of one (an animated
 * GIF): every frame counts. A header that cannot be read is no image.
 */
export function checkedImageSize(bytes: Uint8Array, mimeType: string): ImageSize {
  const size = imageSize(bytes, mimeType);
  if (!size || !size.width || !size.height) throw badRequest('errors.files.notImage');
  if (size.width * size.height * (size.frames ?? 1) > MAX_IMAGE_PIXELS) throw tooManyPixels();
  return size;
}

/** The mime type the content really has; the name and the type the browser claimed count for nothing. */
export async function checkedMimeType(field: FilesField, bytes: Uint8Array): Promise<string> {
  if (bytes.length > field.maxBytes) throw fileTooBig(field);
  if (bytes.length === 0) throw badRequest('errors.files.empty');
  const detected = await fileTypeFromBuffer(bytes);
  if (field.accept === 'image') {
    // Not a picture at all; a picture in another format (BMP, TIFF, HEIC) is told which ones are taken.
    if (!detected?.mime.startsWith('image/')) throw badRequest('errors.files.notImage');
    // A field may take fewer (a logo: what a PDF can draw), and says which.
    const formats = field.formats ?? ALL_FORMATS;
    if (!formats.some((format) => IMAGE_MIME_TYPES[format] === detected.mime)) {
      throw badRequest('errors.files.invalidFormat', { formats: formats.join(', ') });
    }
  }
  // A PDF by its signature, whatever the name says; anything else is refused.
  if (field.accept === 'pdf') {
    if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw badRequest('errors.files.notPdf');
    return 'application/pdf';
  }
  return detected?.mime ?? 'application/octet-stream';
}

/** A display name without folders or control characters, never blank. */
export function cleanFileName(name: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const controls = /[\u0000-\u001f\u007f]/g;
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(controls, '').trim();
  return base.slice(0, 255) || 'file';
}
