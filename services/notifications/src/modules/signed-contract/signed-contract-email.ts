import type { SignedContractIssued } from '@agency/contracts/events/onboarding';
import { brand, clientSignOff, clippedLine, singleLine, type EmailText } from '../deliveries/email-text.js';
import { readableIn } from '../deliveries/zoned-time.js';

/** What the e-mail is about for the record: the contract. */
export const signedContractReference = (contractId: string) => `contract:${contractId}`;

/** A file name that is one plain line ending in `.pdf`, whatever the event said. */
const pdfName = (fileName: string) => {
  const name = singleLine(fileName)
    .replace(/[\\/"]/gu, '_')
    .trim();
  return name.toLowerCase().endsWith('.pdf') ? name : `${name || 'contract'}.pdf`;
};

/**
 * The client's copy of its signed contract: when it was signed (in the client's `zone`), that the PDF (the
 * agreement and its certificate of signature) is attached and filed with its project's files on the dashboard.
 */
export function signedContractEmail(copy: SignedContractIssued, publicOrigin: string, zone: string): EmailText {
  const name = clippedLine(copy.contactName, 120);
  const business = clippedLine(copy.businessName, 80);
  return {
    subject: business ? `Your signed ${brand} contract for ${business}` : `Your signed ${brand} contract`,
    text: [
      name ? `Hello ${name},` : 'Hello,',
      '',
      `Thank you for signing your ${brand} contract (${readableIn(new Date(copy.signedAt), zone)}). Your copy is attached: the agreement and its certificate of electronic signature.`,
      '',
      `Envelope: ${singleLine(copy.envelopeId)}`,
      '',
      'It is also kept with your project’s files on your dashboard:',
      '',
      `  ${new URL('/onboarding/dashboard', publicOrigin).href}`,
      '',
      ...clientSignOff,
    ].join('\n'),
    attachment: {
      filename: pdfName(copy.fileName),
      contentType: 'application/pdf',
      content: copy.pdfBase64,
      encoding: 'base64',
    },
  };
}
