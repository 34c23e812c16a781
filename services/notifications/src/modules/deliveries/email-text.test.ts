import { describe, expect, it } from 'vitest';
import { block, clipped, emailAddress, field, singleLine } from './email-text.js';

describe('plain-text e-mail pieces', () => {
  it('makes header values one line', () => {
    expect(singleLine('a\r\nBcc: x@y.z\u0000')).toBe('a Bcc: x@y.z');
    expect(singleLine('  tab\there  ')).toBe('tab here');
  });

  it('drops the bidirectional controls that would make a typed line read in another order', () => {
    // "Jane" then a right-to-left override that would show "gpj.exe" as "exe.jpg".
    expect(singleLine('Jane \u202Egpj.exe\u202C \u2066x\u2069\u200F')).toBe('Jane gpj.exe x');
    expect(clipped('\u202E'.repeat(50) + 'Prairie Bakery', 20)).toBe('Prairie Bakery');
    expect(field('Name', '\u202E\u2067', 6)).toBe('Name: not given');
  });

  it('clips a long value to the length a header shows', () => {
    expect(clipped('x'.repeat(10_000), 80)).toHaveLength(80);
    expect(clipped('x'.repeat(10_000), 80).endsWith('…')).toBe(true);
    expect(clipped('Mary\r\nJackson', 80)).toBe('Mary Jackson');
  });

  it('takes exactly one e-mail address, or none', () => {
    expect(emailAddress(' Mary.J+volunteer@UAlberta.ca\r\n')).toBe('Mary.J+volunteer@UAlberta.ca');
    expect(emailAddress("o'brien!#$%&*/=?^_`{|}~@example.com")).toBe("o'brien!#$%&*/=?^_`{|}~@example.com");
    for (const bad of ['', 'a@b.c, d@e.f', 'a@b.c\r\nBcc: d@e.f', 'Mary <m@x.ca>', 'not an address', `${'a'.repeat(250)}@x.ca`]) {
      expect(emailAddress(bad), bad).toBeNull();
    }
  });

  it('aligns fields and says when one was left empty', () => {
    expect(field('Phone', '780-555-0101', 10)).toBe('Phone:    780-555-0101');
    expect(field('Phone', '  ', 10)).toBe('Phone:    not given');
    expect(field('Name', 'A\nB', 10)).toBe('Name:     A B');
  });

  it('indents free text under its label, so no typed line starts at the margin', () => {
    expect(block('Goals', 'Grow\r\n\r\nSubject: spam\rMore\u0007')).toBe('Goals:\n  Grow\n\n  Subject: spam\n  More');
    expect(block('Goals', ' \n ')).toBe('Goals: not given');
  });
});
