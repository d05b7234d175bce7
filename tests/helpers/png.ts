/** Real PNG images built from bytes, for upload tests: a tiny one, or one padded to an exact size. */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD = 12;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A 1x1 truecolour PNG of the given colour; `comment` adds a tEXt chunk (padding, or distinct bytes). */
export function tinyPng(rgb: [number, number, number] = [200, 30, 30], comment?: string): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, adaptive filter, no interlace
  // One scanline: filter byte 0, then the pixel.
  const pixels = deflateSync(Buffer.from([0, ...rgb]));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(comment === undefined ? [] : [chunk('tEXt', Buffer.from(`Comment\0${comment}`, 'latin1'))]),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG of exactly `size` bytes, its bulk in a text comment. */
export function pngOfSize(size: number): Buffer {
  const bare = tinyPng().length;
  const keyword = 'Comment\0'.length;
  const padding = size - bare - CHUNK_OVERHEAD - keyword;
  if (padding < 0) throw new Error(`A PNG cannot be as small as ${size} bytes`);
  const png = tinyPng([200, 30, 30], 'x'.repeat(padding));
  if (png.length !== size) throw new Error(`pngOfSize(${size}) built ${png.length} bytes`);
  return png;
}

/**
 * A real `width` × `height` PNG of one colour, small on disk however many pixels it holds: its rows
 * compress to almost nothing. `rgba` draws it in colour with an alpha channel (what pdfkit must decode
 * to draw); else black and white, one bit a pixel, so a 15000 × 15000 one (a decompression bomb of
 * 225 megapixels) is built in a moment.
 */
export function largePng(width: number, height: number, rgba?: [number, number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set(rgba ? [8, 6, 0, 0, 0] : [1, 0, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + (rgba ? width * 4 : Math.ceil(width / 8)));
  if (rgba) for (let x = 0; x < width; x++) row.set(rgba, 1 + x * 4);
  const rows = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(rows, y * row.length);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG's width and height, from its header. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
