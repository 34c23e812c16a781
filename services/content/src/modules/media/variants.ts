import sharp, { type Metadata, type Sharp } from 'sharp';
import { badRequest } from '@agency/kit';

// Images are small and uploads rare: no cache of decoded images kept between them.
sharp.cache(false);

/** The widths the site asks for: a phone, a tablet or half a desktop, a full desktop. */
export const variantWidths = [480, 960, 1600] as const;

/** The most pixels an upload may decode to (a decompression bomb is refused before it is decoded). */
export const maxInputPixels = 40_000_000;

/** The types an upload may be, by the format its bytes decode as. */
const formats: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** An image produced for the site: its bytes and size. */
export interface EncodedImage {
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedUpload {
  /** The upload re-encoded in its own format and size, without its metadata (EXIF, GPS, comments). */
  original: EncodedImage;
  /** WebP at each width the site asks for that the original can give, narrowest first. */
  variants: EncodedImage[];
}

/** The widths to make for an original `width` wide: the standard ones narrower than it, and its own up to 1600. */
export function widthsFor(width: number): number[] {
  const widths = new Set<number>(variantWidths.filter((standard) => standard < width));
  widths.add(Math.min(width, variantWidths.at(-1)!));
  return [...widths].sort((a, b) => a - b);
}

const unreadable = (message: string) =>
  badRequest('CONTENT_IMAGE_UNREADABLE', message, [{ path: 'body/file', message: 'is not a readable PNG, JPEG or WebP image' }]);

const decoder = (bytes: Buffer) =>
  // failOn 'error': a truncated or corrupt file is refused rather than half decoded.
  sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', animated: false, sequentialRead: true });

/**
 * Checks an upload by what it decodes as (not its name or declared type), then makes its clean original and
 * WebP variants. A file that is not a PNG, JPEG or WebP of the declared type, does not decode, or has more than
 * `maxInputPixels` is a 400 and nothing is made.
 */
export async function processUpload(declaredType: string, bytes: Buffer): Promise<ProcessedUpload> {
  let metadata: Metadata;
  try {
    metadata = await decoder(bytes).metadata();
  } catch {
    throw unreadable('The file is not a readable image.');
  }
  const type = metadata.format ? formats[metadata.format] : undefined;
  if (!type || type !== declaredType) throw unreadable('The file is not the PNG, JPEG or WebP image it says it is.');
  if (!metadata.width || !metadata.height || metadata.width * metadata.height > maxInputPixels) {
    throw badRequest('CONTENT_IMAGE_TOO_LARGE', `An image may have at most ${maxInputPixels} pixels.`, [
      { path: 'body/file', message: 'has too many pixels' },
    ]);
  }
  try {
    // rotate() applies the EXIF orientation before the metadata goes (sharp keeps none unless asked).
    const clean = decoder(bytes).rotate();
    const encoded =
      type === 'image/png'
        ? clean.png({ compressionLevel: 9 })
        : type === 'image/jpeg'
          ? clean.jpeg({ quality: 90, mozjpeg: true })
          : clean.webp({ quality: 90 });
    const original = await encode(encoded, type);
    const variants = [];
    for (const width of widthsFor(original.width)) {
      variants.push(
        await encode(
          decoder(bytes).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 72, effort: 4 }),
          'image/webp',
        ),
      );
    }
    return { original, variants };
  } catch {
    // Whatever fails here fails on the upload's bytes, which libvips reads only now (the metadata came from the
    // header): a file cut short or corrupt in its image data (`vipspng: libpng read error`, `VipsJpeg: Premature
    // end`), however the decoder words it.
    throw unreadable('The file is not a readable image.');
  }
}

async function encode(pipeline: Sharp, contentType: string): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { contentType, bytes: data, width: info.width, height: info.height };
}
