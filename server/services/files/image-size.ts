/**
 * An image's width and height read from its header, nothing decoded: a 15000 × 15000 PNG of 875 KB
 * (a decompression bomb) is known for what it is before anything spends 900 MB and half a minute on it.
 * PNG (IHDR), JPEG (the frame header, SOFn), GIF (the logical screen and every frame) and WebP
 * (VP8, VP8L, VP8X). Undefined when the header cannot be read.
 */
export interface ImageSize {
  width: number;
  height: number;
  /** Pictures of that size a viewer decodes: an animated GIF's frames; 1 when absent. */
  frames?: number;
}

function png(b: Buffer): ImageSize | undefined {
  // Signature (8), IHDR length and type (8), then width and height, big-endian.
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function jpeg(b: Buffer): ImageSize | undefined {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return undefined;
    const marker = b[at + 1];
    // Fill bytes, and markers that stand alone (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // A frame header (SOF0-SOF15 but DHT, JPG and DAC): precision, then height and width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + b.readUInt16BE(at + 2);
  }
  return undefined;
}

/** The largest of the logical screen and each frame's rectangle, as a viewer draws them, and how many frames. */
function gif(b: Buffer): ImageSize | undefined {
  if (b.length < 13) return undefined;
  let width = b.readUInt16LE(6);
  let height = b.readUInt16LE(8);
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let at = 13 + colourTable(b[10]);
  let frames = 0;
  const skipBlocks = () => {
    while (at < b.length && b[at] !== 0) at += b[at] + 1;
    at += 1;
  };
  while (at < b.length) {
    const kind = b[at];
    if (kind === 0x3b) break;
    if (kind === 0x21) {
      at += 2;
      skipBlocks();
      continue;
    }
    if (kind !== 0x2c || at + 10 > b.length) return undefined;
    width = Math.max(width, b.readUInt16LE(at + 1) + b.readUInt16LE(at + 5));
    height = Math.max(height, b.readUInt16LE(at + 3) + b.readUInt16LE(at + 7));
    at += 10 + colourTable(b[at + 9]) + 1;
    frames += 1;
    skipBlocks();
  }
  return { width, height, frames: Math.max(frames, 1) };
}

function webp(b: Buffer): ImageSize | undefined {
  if (b.length < 30) return undefined;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return undefined;
}

const readers: Record<string, (b: Buffer) => ImageSize | undefined> = {
  'image/png': png,
  'image/jpeg': jpeg,
  'image/gif': gif,
  'image/webp': webp,
};

export function imageSize(bytes: Uint8Array, mimeType: string): ImageSize | undefined {
  const read = readers[mimeType];
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    return read?.(buffer);
  } catch {
    // A header cut short: the reads ran past the end.
    return undefined;
  }
}
