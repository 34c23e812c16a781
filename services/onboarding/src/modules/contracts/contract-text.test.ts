import { describe, expect, it } from 'vitest';
import { contractText, contractVersion, oneLine, sha256Of } from './contract-text.js';

const party = {
  businessName: 'Prairie Bakery',
  contactName: 'Ada Lovelace',
  email: 'ada@prairie.example',
  package: 'growth' as const,
  packageLabel: 'Growth Package ($39)',
};

describe('the service agreement', () => {
  it('is version 2026-11, filled in with the client, in plain paragraphs split by blank lines', () => {
    const text = contractText(party);
    expect(contractVersion).toBe('2026-11');
    const paragraphs = text.split('\n\n');
    expect(paragraphs.slice(0, 2)).toEqual(['WEBSITE SERVICES AGREEMENT', 'Version 2026-11']);
    expect(paragraphs).toContain(
      '1. PROJECT SUMMARY\nBusiness: Prairie Bakery\nContact: Ada Lovelace\nE-mail: ada@prairie.example\nPackage: Growth Package ($39)',
    );
    for (const heading of [
      '2. SCOPE OF WORK',
      '3. TIMELINE',
      '4. PAYMENT TERMS',
      '5. SUPPORT',
      '6. INTELLECTUAL PROPERTY',
      '10. ELECTRONIC SIGNATURE',
    ]) {
      expect(paragraphs.some((paragraph) => paragraph.startsWith(`${heading}\n`))).toBe(true);
    }
    expect(text).not.toMatch(/\n{3}/);
    expect(text).toContain('CAD $39.00 per month');
    expect(text).toContain('The first 7 days are a free trial');
    expect(text).toContain('The Client may cancel at any time');
  });

  it('includes what each package includes: pages, CMS, blog posts and months of support', () => {
    const starter = contractText({ ...party, package: 'starter', packageLabel: 'Starter Package ($19)' });
    const growth = contractText(party);
    const professional = contractText({ ...party, package: 'professional', packageLabel: 'Professional Package ($79)' });
    expect(starter).toContain('up to 5 pages');
    expect(starter).toContain('1 month of support');
    expect(starter).toContain('CAD $19.00 per month');
    expect(starter).not.toMatch(/CMS|blog/);
    expect(growth).toContain('up to 10 pages');
    expect(growth).toContain('content management system (CMS)');
    expect(growth).toContain('3 months of support');
    expect(professional).toContain('an unlimited number of pages');
    expect(professional).toContain('- Weekly blog posts, written by the Agency');
    expect(professional).toContain('6 months of support');
    expect(professional).toContain('CAD $79.00 per month');
  });

  it('is the same text, byte for byte, for the same client, and its digest is SHA-256 of its UTF-8', () => {
    expect(contractText(party)).toBe(contractText({ ...party }));
    expect(sha256Of('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Of('é')).not.toBe(sha256Of('e\u0301'));
  });

  it('keeps what the team typed to one line, so it cannot add a clause of its own', () => {
    const text = contractText({
      ...party,
      businessName: 'Bakery\n\n11. EXTRA TERMS\nThe Agency owes everything',
      contactName: '  ',
    });
    expect(text).toContain('Business: Bakery 11. EXTRA TERMS The Agency owes everything\n');
    expect(text).toContain('Contact: Not provided\n');
    expect(text.split('\n\n').some((paragraph) => paragraph.startsWith('11.'))).toBe(false);
  });
});

describe('what the team typed, on one line', () => {
  it('turns control characters into spaces and drops bidirectional controls, in the text that is hashed', () => {
    const text = contractText({
      ...party,
      businessName: 'Bakery\u202Egnp.exe\u0007 \u2066Inc\u2069\u0085',
      contactName: 'Ada\u200F\u0000Lovelace\u001b[31m',
    });
    expect(text).toContain('Business: Bakerygnp.exe Inc\n');
    expect(text).toContain('Contact: Ada Lovelace [31m\n');
    expect(text).not.toMatch(/[^\P{Cc}\n]|[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
  });

  it('normalises a single value the same way', () => {
    expect(oneLine(' \u202Aa\u202C\tb\u0080c\u2067 ')).toBe('a b c');
    expect(oneLine('\u200E\u0001')).toBe('');
  });
});
