/**
 * The first bytes a file of each common type starts with. A part's declared media type is the
 * client's word; for these types the bytes must agree with it.
 */
const signatures: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  'image/gif': (bytes) => ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')),
  'image/webp': (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (bytes) => bytes.subarray(0, 5).toString('latin1') === '%PDF-',
};

/** False when `mediaType` has a known signature that `bytes` do not start with. */
export function bytesMatchMediaType(mediaType: string, bytes: Buffer): boolean {
  return signatures[mediaType]?.(bytes) ?? true;
}
