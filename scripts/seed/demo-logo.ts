/** The demonstration shop's logo, drawn as a PNG here so the seed needs no image file: a blue badge with a ring, and two bars. */
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 240;
const HEIGHT = 96;
const BLUE = [26, 77, 143];
const WHITE = [255, 255, 255];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function colourAt(x: number, y: number): number[] {
  const ring = Math.hypot(x - 48, y - 48);
  if (ring > 16 && ring < 28) return WHITE;
  if (x >= 8 && x <= 88 && y >= 8 && y <= 88) return BLUE;
  if (x > 104 && x < 232 && ((y > 30 && y < 38) || (y > 58 && y < 66))) return BLUE;
  return WHITE;
}

export function demoLogo(): Buffer {
  const stride = WIDTH * 3 + 1;
  const pixels = Buffer.alloc(stride * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    // Each scanline starts with its filter byte (0, none).
    for (let x = 0; x < WIDTH; x++) pixels.set(colourAt(x, y), y * stride + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
