import { createHash } from 'node:crypto';
import type { Package } from '@agency/contracts/onboarding/rules';
import { packageOffers } from '@agency/contracts/onboarding/labels';

/** The version of the agreement below; a changed wording is a new version, and a sent contract keeps its own. */
export const contractVersion = '2026-11';

/** Who the agreement is with, as the client's record has it. */
export interface ContractParty {
  businessName: string;
  contactName: string;
  email: string;
  package: Package;
  /** The package's label as the record names it, e.g. `Growth Package ($39)`. */
  packageLabel: string;
}

/** What each package includes (spec 001 §9): pages, months of support, and its extra. */
const packageScope: Readonly<Record<Package, { pages: string; supportMonths: number; extra: string | null }>> = {
  starter: { pages: 'up to 5 pages', supportMonths: 1, extra: null },
  growth: {
    pages: 'up to 10 pages',
    supportMonths: 3,
    extra: 'a content management system (CMS), so the Client can edit the pages and publish news without the Agency',
  },
  professional: {
    pages: 'an unlimited number of pages',
    supportMonths: 6,
    extra: 'weekly blog posts, written by the Agency and published on the website once a week while the agreement runs',
  },
};

/** The invisible marks that reorder how text is shown (bidirectional embeddings, overrides and isolates). */
const bidiControls = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Text from a record on one line, so nothing typed into it can pass for a heading or a clause of its own:
 * line breaks and other control characters become spaces, and bidirectional controls go, so what is hashed
 * and e-mailed reads as it is stored.
 */
export const oneLine = (text: string) =>
  text
    .replace(bidiControls, '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();

const months = (count: number) => (count === 1 ? '1 month' : `${count} months`);

/**
 * The service agreement for a monthly website package, filled in with the client's details: plain text,
 * paragraphs split by blank lines. The same party always gives the same text, byte for byte, so its SHA-256
 * identifies it.
 */
export function contractText(party: ContractParty): string {
  const offer = packageOffers[party.package];
  const scope = packageScope[party.package];
  const business = oneLine(party.businessName) || 'the Client';
  const contact = oneLine(party.contactName) || 'Not provided';
  const price = `CAD $${offer.monthlyPrice}.00`;
  const included = [
    `- The design and build of a responsive website of ${scope.pages}, working on phones, tablets and computers.`,
    ...(scope.extra ? [`- ${scope.extra.charAt(0).toUpperCase()}${scope.extra.slice(1)}.`] : []),
    '- Hosting, a TLS certificate, daily backups and software updates for as long as this agreement runs.',
    `- ${months(scope.supportMonths)} of support from the launch of the website.`,
  ].join('\n');

  return [
    'WEBSITE SERVICES AGREEMENT',
    `Version ${contractVersion}`,
    `This agreement is between Maple Builders (the "Agency") and ${business} (the "Client"), for the ${oneLine(party.packageLabel)}.`,
    [
      '1. PROJECT SUMMARY',
      `Business: ${business}`,
      `Contact: ${contact}`,
      `E-mail: ${oneLine(party.email)}`,
      `Package: ${oneLine(party.packageLabel)}`,
    ].join('\n'),
    `2. SCOPE OF WORK\nThe Agency will deliver the following under the ${offer.name} package:\n${included}`,
    'Work outside this scope (for example online shops, integrations with other systems, or more pages than the package includes) is quoted separately and starts only once the Client accepts the quote in writing.',
    "3. TIMELINE\nThe Agency starts work within 5 business days of this agreement being signed and presents a first version of the website within 4 weeks of receiving the Client's content (texts, images and logo). The Client has two rounds of revisions before launch. Delays in providing content or feedback move the timeline by the same amount.",
    `4. PAYMENT TERMS\nThe ${offer.name} package costs ${price} per month, billed monthly in Canadian dollars to the card the Client gave at checkout. The first 7 days are a free trial: nothing is charged before the trial ends, and cancelling during the trial costs nothing. After the trial the Client is charged each month in advance. The Client may cancel at any time; the cancellation takes effect at the end of the month already paid, and nothing more is charged after it. Prices do not include applicable taxes.`,
    `5. SUPPORT\nFor ${months(scope.supportMonths)} from launch, the Agency fixes defects in the website at no extra cost and answers the Client's questions by e-mail within 1 business day. Changes beyond fixing defects are quoted separately.`,
    '6. INTELLECTUAL PROPERTY\nOnce the fees due are paid, the Client owns the content it provided and the design and text made for it under this agreement. The Agency keeps the rights to its own tools, code libraries and know-how, and grants the Client a permanent licence to use them as part of the website. The Agency may show the website in its portfolio unless the Client asks it not to.',
    "7. CONFIDENTIALITY\nEach party keeps the other's non-public information confidential and uses it only for this agreement.",
    "8. TERM AND TERMINATION\nThis agreement starts when it is signed and runs month to month until either party ends it. Either party may end it by written notice; the Agency hands over the website's files and content within 14 days of the end.",
    '9. GOVERNING LAW\nThis agreement is governed by the laws of the Province of Alberta and the federal laws of Canada that apply there.',
    `10. ELECTRONIC SIGNATURE\nBy typing their full name and confirming their consent, the person signing agrees to sign this agreement electronically, confirms that they may sign on behalf of ${business}, and agrees that the electronic signature has the same effect as a handwritten one. The Agency records the name typed, the time, the IP address and the browser of the signature, with the SHA-256 digest of this exact text, and gives the Client a signed copy with a certificate of these details.`,
  ].join('\n\n');
}

/** SHA-256 of the text's exact UTF-8 bytes, in lower-case hex. */
export const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
