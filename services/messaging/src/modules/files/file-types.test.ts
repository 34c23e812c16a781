import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTypeCheck, sanitiseFileName } from './file-types.js';

/** Runs `bytes` through the check in chunks of `size`: the type it found, or the error's code. */
async function checked(name: string, bytes: Buffer, size = 7): Promise<string> {
  const chunks = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  const check = new FileTypeCheck(name);
  try {
    const out: Buffer[] = [];
    for await (const chunk of Readable.from(chunks).pipe(check)) out.push(chunk as Buffer);
    expect(Buffer.concat(out).equals(bytes)).toBe(true);
    return check.contentType();
  } catch (error) {
    return (error as { code: string }).code;
  }
}

const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]);
const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(40, 1)]);

describe('a shared file’s type, read from its bytes', () => {
  it.each([
    ['photo.JPG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg'],
    ['anim.gif', Buffer.from('GIF89a....'), 'image/gif'],
    ['pic.webp', Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    ['Report.docx', zip, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['Budget.xlsx', zip, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['archive', zip, 'application/zip'],
    ['old.doc', ole, 'application/msword'],
    ['prices.csv', Buffer.from('name,price\nbread,3\n'), 'text/csv'],
    ['README', Buffer.from('héllo wörld, in UTF-8 split across chunks'), 'text/plain'],
  ])('takes %s as %s', async (name, bytes, type) => {
    expect(await checked(name, bytes)).toBe(type);
  });

  it.each([
    ['a zip named .pdf', 'contract.pdf', zip],
    ['an OLE file named .docx', 'new.docx', ole],
    ['markup after a byte-order mark', 'page.txt', Buffer.from('\uFEFF \n<html></html>')],
    ['an HTML page named .html', 'page.html', Buffer.from('hello')],
    ['text named .svg', 'logo.svg', Buffer.from('hello')],
  ])('refuses %s', async (_label, name, bytes) => {
    expect(await checked(name, bytes)).toBe('MESSAGING_FILE_TYPE_REFUSED');
  });

  it('refuses nothing at all as empty', async () => {
    expect(await checked('empty.txt', Buffer.alloc(0))).toBe('MESSAGING_FILE_EMPTY');
  });
});

describe('a shared file’s name', () => {
  it('keeps the last part of a path, without control or direction characters, at most 200 characters', () => {
    expect(sanitiseFileName('C:\\Users\\ada\\Brand guide.pdf')).toBe('Brand guide.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('evil\u202Efdp.exe')).toBe('evilfdp.exe');
    expect(sanitiseFileName('  two\n\tlines  .txt ')).toBe('two lines .txt');
    expect(sanitiseFileName('...hidden')).toBe('hidden');
    expect(sanitiseFileName('\u0000')).toBe('file');
    const long = sanitiseFileName(`${'a'.repeat(300)}.pdf`);
    expect([long.length, long.endsWith('.pdf')]).toEqual([200, true]);
  });
});
