import { describe, expect, it } from 'vitest';
import { certificateRows, printable, verdictExplanation } from './contract-pdf.js';

describe('what the certificate’s fonts can draw', () => {
  it('keeps every character of Windows-1252, the ones beyond Latin-1 included', () => {
    expect(printable('Cœur de Boulangerie')).toBe('Cœur de Boulangerie');
    const beyondLatin1 = 'ŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™';
    expect([...beyondLatin1]).toHaveLength(27);
    expect(printable(beyondLatin1)).toBe(beyondLatin1);
    expect(printable('Ærøskøbing Café, naïve: ¡Olé! ½ ©')).toBe('Ærøskøbing Café, naïve: ¡Olé! ½ ©');
  });

  it('composes an accent typed as a separate mark onto its letter', () => {
    expect(printable('Cafe\u0301')).toBe('Café');
  });

  it('shows anything else as ?, the C1 controls Windows-1252 would draw as other characters included', () => {
    expect(printable('北京 Bakery')).toBe('?? Bakery');
    expect(printable('a\u0080b\u009fc\u202Ed')).toBe('a?b?c?d');
    expect(printable('line one\nline two')).toBe('line one\nline two');
  });
});

describe('why the certificate gives its verdict', () => {
  const a = 'a'.repeat(64);
  const b = 'b'.repeat(64);
  const c = 'c'.repeat(64);

  it('says the text is the one sent and signed when the three digests agree', () => {
    expect(verdictExplanation({ sent: a, signed: a, stored: a })).toEqual([
      'The stored text hashes to the digests recorded when it was sent and when it was signed: it is the text that was sent and signed.',
    ]);
  });

  it('names each difference: the text changed after signing', () => {
    expect(verdictExplanation({ sent: a, signed: a, stored: b })).toEqual([
      'The stored text does not hash to the digest recorded at signing: the text, or the record of its signature, changed after signing.',
      'The stored text does not hash to the digest recorded at sending: it changed after the contract was sent.',
    ]);
  });

  it('names each difference: the signature’s digest changed, or was never the one sent', () => {
    expect(verdictExplanation({ sent: a, signed: b, stored: a })).toEqual([
      'The digest recorded at signing is not the one recorded at sending: the signature does not name the text that was sent.',
      'The stored text does not hash to the digest recorded at signing: the text, or the record of its signature, changed after signing.',
    ]);
    expect(verdictExplanation({ sent: a, signed: b, stored: b })).toEqual([
      'The digest recorded at signing is not the one recorded at sending: the signature does not name the text that was sent.',
      'The stored text does not hash to the digest recorded at sending: it changed after the contract was sent.',
    ]);
    expect(verdictExplanation({ sent: a, signed: b, stored: c })).toHaveLength(3);
  });
});

describe('the certificate’s rows', () => {
  const digests = { sent: 'a'.repeat(64), signed: 'a'.repeat(64), stored: 'a'.repeat(64) };
  const contract = {
    id: 'c0000000-0000-4000-8000-000000000001',
    envelopeId: 'envelope_1',
    version: '2026-11',
    sentAt: new Date('2026-11-20T18:00:00Z'),
    signedAt: new Date('2026-11-20T18:10:00Z'),
    signerName: 'Ada Lovelace',
    signerIp: '203.0.113.7',
    signerUserAgent: '',
  } as Parameters<typeof certificateRows>[0]['contract'];

  it('name the contact, and say Not provided for a field left blank', () => {
    const rows = new Map(
      certificateRows(
        { client: { id: 'x', businessName: 'Prairie Bakery', contactName: '  ', email: 'ada@prairie.example' }, contract },
        digests,
      ),
    );
    expect(rows.get('Client')).toBe('Prairie Bakery');
    expect(rows.get('Contact')).toBe('Not provided');
    expect(rows.get('User agent')).toBe('Not provided');
    expect(rows.get('Signer name')).toBe('Ada Lovelace');
    expect([...rows.values()]).not.toContain('-');
    const named = new Map(
      certificateRows(
        {
          client: { id: 'x', businessName: 'Prairie Bakery', contactName: 'Ada Lovelace', email: 'ada@prairie.example' },
          contract,
        },
        digests,
      ),
    );
    expect(named.get('Contact')).toBe('Ada Lovelace');
  });
});
