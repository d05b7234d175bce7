/**
 * Scaling an image down to fit a box, once, at upload (a logo, a signature): documents then draw a
 * small picture and never decode a large one. PNG stays PNG (its transparency kept), JPEG stays JPEG.
 * Pure and synchronous: it runs in a worker thread (image-scaler.ts), as decoding 40 megapixels takes
 * seconds.
 */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { fittedSize, MAX_IMAGE_PIXELS, type Box } from './image-limits';

export type { Box };

export interface FitJob {
  bytes: Uint8Array;
  mimeType: string;
  box: Box;
}

interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

function decode(bytes: Buffer, mimeType: string): Pixels {
  if (mimeType === 'image/png') return PNG.sync.read(bytes);
  if (mimeType === 'image/jpeg') {
    const maxResolutionInMP = Math.ceil(MAX_IMAGE_PIXELS / 1e6);
    return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP, maxMemoryUsageInMB: 1024 });
  }
  throw new Error(`cannot scale ${mimeType}`);
}

/** Each target pixel the average of the source pixels it covers, weighted by their opacity. */
export function shrink(source: Pixels, width: number, height: number): Pixels {
  const sums = new Float64Array(width * height * 4);
  const counts = new Float64Array(width * height);
  const columns = Int32Array.from({ length: source.width }, (_, x) => Math.floor((x * width) / source.width));
  const { data } = source;
  for (let y = 0; y < source.height; y++) {
    const row = Math.floor((y * height) / source.height) * width;
    for (let x = 0, from = y * source.width * 4; x < source.width; x++, from += 4) {
      const to = row + columns[x];
      const alpha = data[from + 3];
      const sum = to * 4;
      sums[sum] += data[from] * alpha;
      sums[sum + 1] += data[from + 1] * alpha;
      sums[sum + 2] += data[from + 2] * alpha;
      sums[sum + 3] += alpha;
      counts[to] += 1;
    }
  }
  const out = new Uint8Array(width * height * 4);
  for (let i = 0; i < counts.length; i++) {
    const alpha = sums[i * 4 + 3];
    for (let c = 0; c < 3; c++) out[i * 4 + c] = alpha ? Math.round(sums[i * 4 + c] / alpha) : 0;
    out[i * 4 + 3] = counts[i] ? Math.round(alpha / counts[i]) : 0;
  }
  return { width, height, data: out };
}

/** The image scaled to fit the box, or undefined when it fits as it is (then it is kept byte for byte). */
export function fitImage({ bytes, mimeType, box }: FitJob): Uint8Array | undefined {
  const source = decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mimeType);
  const size = fittedSize(source.width, source.height, box);
  if (size.width === source.width && size.height === source.height) return undefined;
  const small = shrink(source, size.width, size.height);
  const encoded =
    mimeType === 'image/png'
      ? PNG.sync.write({ ...small, data: Buffer.from(small.data.buffer) })
      : jpeg.encode({ ...small, data: Buffer.from(small.data.buffer) }, 90).data;
  return new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
}
