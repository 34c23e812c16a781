import type { ContractSent } from '@agency/contracts/events/onboarding';
import { bidiControls, brand, clippedLine, field, oneLine, type EmailText } from '../deliveries/email-text.js';

/** How much of the business name the subject line shows. */
const subjectNameLength = 80;

const width = 'Contract version: '.length;

const rule = '-'.repeat(72);

/** What a contract's delivery is about for onboarding: the contract it carries. */
export const contractReference = (contractId: string) => `contract:${contractId}`;

/** `<origin>/onboarding/contract`: where the client reads and signs it in the portal. */
export const signingLink = (publicOrigin: string) => new URL('/onboarding/contract', publicOrigin).href;

/**
 * Line breaks stay (the text is paragraphs); any other control character becomes a space and bidirectional
 * controls go, so the text reads in the order it is stored.
 */
const plainText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n]/gu, ' ')
    .replace(bidiControls, '');

/**
 * The contract a client sent itself for signature: its exact text between two rules, its version and
 * SHA-256 (the digest the portal shows and the signature will record), and the link to sign it.
 */
export function contractSentEmail(contract: ContractSent, publicOrigin: string): EmailText {
  const contact = clippedLine(contract.contactName, 120);
  const text = [
    contact ? `Hello ${contact},` : 'Hello,',
    '',
    `Here is your website services agreement with ${brand} for the ${oneLine(contract.packageLabel)}. Please read it, then sign it in your client portal:`,
    '',
    `  ${signingLink(publicOrigin)}`,
    '',
    field('Contract version', contract.version, width),
    field('Envelope', contract.envelopeId, width),
    field('SHA-256', contract.sha256, width),
    '',
    'The SHA-256 digest identifies this exact text: the signature you give in the portal records it, and the signed copy you can download shows it.',
    '',
    rule,
    plainText(contract.text),
    rule,
    '',
    'Any questions about the agreement? Reply to this e-mail and our team will answer before you sign.',
    '',
    brand,
    '',
  ].join('\n');
  const subjectName = clippedLine(contract.businessName, subjectNameLength);
  return {
    subject: subjectName ? `Your ${brand} contract for ${subjectName}: ready to sign` : `Your ${brand} contract: ready to sign`,
    text,
  };
}
