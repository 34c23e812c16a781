import { describe, expect, it } from 'vitest';
import { contractReference, contractSentEmail, signingLink } from './contract-email.js';

const contract = {
  clientId: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10',
  contractId: '0b8d6a3e-2f4c-4c1e-9a77-5e2d7f1c9b20',
  envelopeId: 'envelope_1795000000000',
  version: '2026-11',
  email: 'jane@prairiebakery.ca',
  businessName: 'Prairie Bakery',
  contactName: 'Jane Doe',
  packageLabel: 'Growth Package ($39)',
  text: 'WEBSITE SERVICES AGREEMENT\n\nVersion 2026-11\n\n1. PROJECT SUMMARY\nBusiness: Prairie Bakery',
  sha256: 'a'.repeat(64),
  sentAt: '2026-11-20T18:04:05.000Z',
};

const origin = 'https://maplebuilders.ca';

describe('the contract e-mail to a client', () => {
  it('greets the contact and gives the link to sign, the version, the SHA-256 and the exact text', () => {
    const mail = contractSentEmail(contract, origin);
    expect(mail.subject).toBe('Your Maple Builders contract for Prairie Bakery: ready to sign');
    expect(mail.text.split('\n')).toEqual([
      'Hello Jane Doe,',
      '',
      'Here is your website services agreement with Maple Builders for the Growth Package ($39). Please read it, then sign it in your client portal:',
      '',
      '  https://maplebuilders.ca/onboarding/contract',
      '',
      'Contract version: 2026-11',
      'Envelope:         envelope_1795000000000',
      `SHA-256:          ${'a'.repeat(64)}`,
      '',
      'The SHA-256 digest identifies this exact text: the signature you give in the portal records it, and the signed copy you can download shows it.',
      '',
      '-'.repeat(72),
      'WEBSITE SERVICES AGREEMENT',
      '',
      'Version 2026-11',
      '',
      '1. PROJECT SUMMARY',
      'Business: Prairie Bakery',
      '-'.repeat(72),
      '',
      'Any questions about the agreement? Reply to this e-mail and our team will answer before you sign.',
      '',
      'Maple Builders',
      '',
    ]);
    expect(mail.text).toContain(`\n${contract.text}\n`);
  });

  it('greets neutrally without a contact name and keeps the business name to one line in the subject', () => {
    const mail = contractSentEmail({ ...contract, contactName: '', businessName: 'Bakery\r\nBcc: victim@example.com' }, origin);
    expect(mail.text).toMatch(/^Hello,\n\n/);
    expect(mail.subject).toBe('Your Maple Builders contract for Bakery Bcc: victim@example.com: ready to sign');
    expect(contractSentEmail({ ...contract, businessName: ' ' }, origin).subject).toBe(
      'Your Maple Builders contract: ready to sign',
    );
  });

  it('shows names and the package without control characters or marks that reorder them', () => {
    const mail = contractSentEmail(
      {
        ...contract,
        contactName: 'Jane\u0007 Doe\u202E',
        businessName: 'Bakery\u202Egnp.exe\u2066\u0085',
        packageLabel: 'Growth\u200F Package ($39)\u001b',
        text: 'WEBSITE SERVICES AGREEMENT\n\nBusiness: Bakery\u2067x\u2069\u0000',
      },
      origin,
    );
    expect(mail.subject).toBe('Your Maple Builders contract for Bakerygnp.exe: ready to sign');
    expect(mail.text).toMatch(/^Hello Jane Doe,\n/);
    expect(mail.text).toContain('for the Growth Package ($39). Please read it');
    expect(mail.text).toContain('\nBusiness: Bakeryx \n');
    expect(`${mail.subject}${mail.text}`).not.toMatch(/[^\P{Cc}\n]|[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
  });

  it('links to the contract page on the public origin and is referenced by its contract', () => {
    expect(signingLink('http://localhost:8080')).toBe('http://localhost:8080/onboarding/contract');
    expect(contractReference(contract.contractId)).toBe('contract:0b8d6a3e-2f4c-4c1e-9a77-5e2d7f1c9b20');
  });
});
