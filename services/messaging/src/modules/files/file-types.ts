import { Transform } from 'node:stream';
import { AppError } from '@agency/kit';

/** The longest name kept, in characters. */
export const fileNameMaxLength = 200;

export const typeRefused = () =>
  new AppError(
    415,
    'MESSAGING_FILE_TYPE_REFUSED',
    'Only images (PNG, JPEG, GIF, WebP), PDF, ZIP, Office documents and plain text or CSV can be shared.',
  );

export const emptyFile = () => new AppError(400, 'MESSAGING_FILE_EMPTY', 'The file is empty.');

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/** What the first bytes say a file is; `text` is decided by reading it all. */
type Family = 'png' | 'jpeg' | 'gif' | 'webp' | 'pdf' | 'zip' | 'ole' | 'text';

function familyOf(head: Buffer): Family | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8)) return 'webp';
  if (startsWith(head, '%PDF-')) return 'pdf';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  // Text, unless it opens with markup (HTML, SVG, XML): those run in a browser, so they are never taken.
  const start = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('<')) return undefined;
  return head.includes(0) ? undefined : 'text';
}

/** The types each family's files are served as, by the name's extension where the bytes alone cannot tell. */
const zipTypes: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
};
const oleTypes: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const fixedTypes: Record<Exclude<Family, 'zip' | 'ole' | 'text'>, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The extensions that name one family: a name with one of them must hold that family's bytes. */
const familyOfExtension: Record<string, Family> = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pdf: 'pdf',
  zip: 'zip',
  docx: 'zip',
  xlsx: 'zip',
  pptx: 'zip',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  txt: 'text',
  csv: 'text',
};

/** Names of what runs in a browser: refused whatever the bytes. */
const refusedExtensions = new Set(['html', 'htm', 'xhtml', 'shtml', 'svg', 'svgz', 'xml', 'xsl', 'js', 'mjs']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The type a file of `family` named `name` is kept and served as. */
export function contentTypeOf(family: Family, name: string): string {
  const extension = extensionOf(name);
  if (family === 'zip') return zipTypes[extension] ?? 'application/zip';
  if (family === 'ole') return oleTypes[extension] ?? 'application/x-ole-storage';
  if (family === 'text') return extension === 'csv' ? 'text/csv' : 'text/plain';
  return fixedTypes[family];
}

/**
 * A name fit to show and to send back in Content-Disposition: the last part of a path, in NFC, without control
 * or direction-changing characters, spaces collapsed, at most 200 characters (the extension kept), or `file`.
 */
export function sanitiseFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return 'file';
  const characters = [...cleaned];
  if (characters.length <= fileNameMaxLength) return cleaned;
  const extension = extensionOf(cleaned);
  const kept = extension.length > 0 && extension.length <= 10 ? `.${extension}` : '';
  return (
    characters
      .slice(0, fileNameMaxLength - kept.length)
      .join('')
      .trimEnd() + kept
  );
}

/** How many of the first bytes decide the family. */
const headBytes = 512;

/**
 * Passes a file's bytes through unchanged while reading what it is: it holds back the first 512 bytes to
 * decide, then, for text, reads every byte as UTF-8 (failing on an invalid sequence or a NUL). It fails with
 * 415 MESSAGING_FILE_TYPE_REFUSED as soon as the bytes say so, and with 400 MESSAGING_FILE_EMPTY for no bytes
 * at all. `contentType()` answers the type once the stream has ended.
 */
export class FileTypeCheck extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private family: Family | undefined;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private readonly named: Family | undefined;
  private readonly refusedByName: boolean;

  constructor(private readonly name: string) {
    super();
    const extension = extensionOf(name);
    this.named = familyOfExtension[extension];
    this.refusedByName = refusedExtensions.has(extension);
  }

  contentType(): string {
    if (!this.family) throw new Error('the file was not read to its end');
    return contentTypeOf(this.family, this.name);
  }

  private decide(): Error | undefined {
    const head = Buffer.concat(this.head);
    this.head = [];
    const family = familyOf(head);
    if (this.refusedByName || !family) return typeRefused();
    // A name that says one of the accepted types must hold it; text may be named anything else.
    if (this.named && this.named !== family) return typeRefused();
    this.family = family;
    this.push(head);
    return this.checkText(head, false);
  }

  private checkText(chunk: Buffer, last: boolean): Error | undefined {
    if (this.family !== 'text') return undefined;
    if (chunk.includes(0)) return typeRefused();
    try {
      this.decoder.decode(chunk, { stream: !last });
    } catch {
      return typeRefused();
    }
    return undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, next: (error?: Error | null) => void): void {
    if (this.family) {
      const error = this.checkText(chunk, false);
      if (error) return next(error);
      this.push(chunk);
      return next();
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    next(this.headLength >= headBytes ? this.decide() : undefined);
  }

  override _flush(done: (error?: Error | null) => void): void {
    if (!this.family) {
      if (this.headLength === 0) return done(emptyFile());
      const error = this.decide();
      if (error) return done(error);
    }
    done(this.checkText(Buffer.alloc(0), true));
  }
}
