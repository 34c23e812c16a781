/** An image's size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, start: number, length: number) => bytes.toString('latin1', start, start + length);

/** PNG: the IHDR chunk comes first, with the width and height as big-endian 32-bit integers. */
function pngSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 24 || ascii(bytes, 1, 3) !== 'PNG' || ascii(bytes, 12, 4) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers carry the size; DHT (C4), JPG (C8) and DAC (CC) share the range but do not. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: walks the segments to the first start-of-frame, which holds the height then the width. */
function jpegSize(bytes: Buffer): ImageSize | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset + 9 <= bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or image data before any frame
    if (isStartOfFrame(marker)) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

/** WebP: the first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X), each with the size in its own place. */
function webpSize(bytes: Buffer): ImageSize | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return undefined;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return undefined;
}

/** SVG: the root element's viewBox (the images we store give one); its width and height, rounded up. */
function svgSize(bytes: Buffer): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(bytes.toString('utf8', 0, 4096))?.[0];
  const box = root && /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  if (!box) return undefined;
  return { width: Math.ceil(Number(box[1])), height: Math.ceil(Number(box[2])) };
}

const readers: Record<string, (bytes: Buffer) => ImageSize | undefined> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/webp': webpSize,
  'image/svg+xml': svgSize,
};

/** The largest side the contract's Image allows. */
const maxSide = 20_000;

/**
 * The size an image's own header gives, without decoding it; undefined when the header cannot be read or
 * gives a size outside 1–20000 pixels.
 */
export function imageSize(mediaType: string, bytes: Buffer): ImageSize | undefined {
  let size: ImageSize | undefined;
  try {
    size = readers[mediaType]?.(bytes);
  } catch {
    return undefined; // a header cut short
  }
  const fits = (side: number) => Number.isInteger(side) && side >= 1 && side <= maxSide;
  return size && fits(size.width) && fits(size.height) ? size : undefined;
}
