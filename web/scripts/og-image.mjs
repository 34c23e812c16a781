// Writes public/og-default.png, the link-preview image (og:image) of every page without one of its own:
// 1200×630 PNG (the size Open Graph and X preview large), the brand's green with the wordmark in block
// letters. Plain Node (zlib) so no image library is needed; run it again after changing the design:
//   npm run og-image -w web
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const WIDTH = 1200;
const HEIGHT = 630;
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'og-default.png');

const hex = (value) => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));
// The design tokens (src/shared/styles/tokens.css): --brand-900, --brand-700, --gold, --surface.
const [dark, green, gold, white] = ['#0b3b2e', '#146c43', '#f6c453', '#ffffff'].map(hex);

// 5×7 block letters for the words drawn.
const glyphs = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  I: ['01110', '00100', '00100', '00100', '00100', '00100', '01110'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  ' ': ['00000', '00000', '00000', '00000', '00000', '00000', '00000'],
};

const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
const paint = (x, y, colour) => pixels.set(colour, (y * WIDTH + x) * 3);
const rect = (x0, y0, w, h, colour) => {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) paint(x, y, colour);
};

/** Draws `text` centred on `top`, each glyph cell `scale` pixels square. */
function write(text, top, scale, colour) {
  const advance = 6 * scale;
  let x = Math.round((WIDTH - (text.length * advance - scale)) / 2);
  for (const letter of text) {
    glyphs[letter].forEach((row, gy) =>
      [...row].forEach((bit, gx) => bit === '1' && rect(x + gx * scale, top + gy * scale, scale, scale, colour)),
    );
    x += advance;
  }
}

rect(0, 0, WIDTH, HEIGHT, green);
rect(0, HEIGHT - 90, WIDTH, 90, dark);
rect(560, 120, 80, 80, gold); // a gold block above the wordmark
write('MAPLE', 240, 16, white);
write('BUILDERS', 380, 12, gold);

// PNG: signature, IHDR (8-bit RGB), one IDAT of filter-0 rows, IEND.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(WIDTH, 0);
header.writeUInt32BE(HEIGHT, 4);
header.set([8, 2, 0, 0, 0], 8);
const rows = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
for (let y = 0; y < HEIGHT; y++) pixels.copy(rows, y * (1 + WIDTH * 3) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);

writeFileSync(
  out,
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]),
);
console.log(`wrote ${path.relative(process.cwd(), out)} (${WIDTH}×${HEIGHT})`);
