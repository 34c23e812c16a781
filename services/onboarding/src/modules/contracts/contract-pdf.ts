import PDFDocument from 'pdfkit';
import type { OnboardingClient } from '../clients/onboarding-client.entity.js';
import type { Contract } from './contract.entity.js';

/** The certificate's verdict on the stored text, as it is printed and put in the document's Info. */
export const verdicts = { valid: 'VERIFIED', invalid: 'VERIFICATION FAILED' } as const;

export interface SignedContract {
  client: Pick<OnboardingClient, 'id' | 'businessName' | 'contactName' | 'email'>;
  contract: Contract;
  verification: { valid: boolean; computedSha256: string };
}

/**
 * The PDF's built-in fonts draw Windows-1252 only (pdfkit's WinAnsi map: Latin-1 and the 27 characters
 * Windows-1252 puts in 0x80-0x9f): anything else a client typed (a name in another script) is shown as `?`
 * on the page. Composed first, so an accent typed as a separate mark still lands on its letter. The digests
 * are over the stored text, never over what the page shows.
 */
export const printable = (text: string) =>
  text.normalize('NFC').replace(/[^\n\x20-\x7e\xa0-\xffŒœŠšŸŽžƒˆ˜–—‘’‚“”„†‡•…‰‹›€™]/gu, '?');

/** The three digests a certificate compares: recorded at sending, recorded at signing, and of the text stored now. */
export interface CertificateDigests {
  sent: string;
  signed: string;
  stored: string;
}

/**
 * Why the certificate gives its verdict: one sentence when the three digests agree, else one for each pair
 * that differs, saying what that difference means.
 */
export function verdictExplanation({ sent, signed, stored }: CertificateDigests): string[] {
  if (sent === signed && signed === stored) {
    return [
      'The stored text hashes to the digests recorded when it was sent and when it was signed: it is the text that was sent and signed.',
    ];
  }
  return [
    ...(sent === signed
      ? []
      : [
          'The digest recorded at signing is not the one recorded at sending: the signature does not name the text that was sent.',
        ]),
    ...(signed === stored
      ? []
      : [
          'The stored text does not hash to the digest recorded at signing: the text, or the record of its signature, changed after signing.',
        ]),
    ...(sent === stored
      ? []
      : ['The stored text does not hash to the digest recorded at sending: it changed after the contract was sent.']),
  ];
}

const margin = 72;

/** What the certificate prints for a field left blank (a client added without a contact name, a missing browser). */
const notProvided = 'Not provided';

/** The certificate's rows, label and value, each value as the page can draw it, a blank one `Not provided`. */
export function certificateRows({ client, contract }: Omit<SignedContract, 'verification'>, digests: CertificateDigests) {
  const rows: Array<[string, string]> = [
    ['Contract ID', contract.id],
    ['Envelope ID', contract.envelopeId],
    ['Contract version', contract.version],
    ['Client', client.businessName],
    ['Contact', client.contactName],
    ['Signer name', contract.signerName ?? ''],
    ['E-mail', client.email],
    ['Sent at (UTC)', contract.sentAt.toISOString()],
    ['Signed at (UTC)', contract.signedAt?.toISOString() ?? ''],
    ['IP address', contract.signerIp ?? ''],
    ['User agent', contract.signerUserAgent ?? ''],
    ['SHA-256 recorded at sending', digests.sent],
    ['SHA-256 recorded at signing', digests.signed],
    ['SHA-256 of the stored text now', digests.stored],
  ];
  return rows.map(([label, value]) => [label, printable(value).trim() || notProvided] as const);
}

/**
 * The signed contract: its text on as many pages as it takes, then a certificate page naming the contract,
 * the envelope, the signer and how they signed, the digests recorded at sending and at signing, the digest
 * of the stored text now, the verdict and why. The digests and the verdict are in the document's Info too
 * (Subject, Keywords), so a program can check them without reading the pages.
 */
export function contractPdf({ client, contract, verification }: SignedContract): Promise<Buffer> {
  const verdict = verification.valid ? verdicts.valid : verdicts.invalid;
  const digests: CertificateDigests = {
    sent: contract.sha256,
    signed: contract.signedSha256 ?? '',
    stored: verification.computedSha256,
  };
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    info: {
      Title: `Website Services Agreement - ${printable(client.businessName)}`,
      Author: 'Maple Builders',
      Subject: `Contract ${contract.id}, envelope ${contract.envelopeId}: ${verdict}`,
      Keywords: `verdict=${verdict}, sha256-sent=${digests.sent}, sha256-signed=${digests.signed}, sha256-stored=${digests.stored}`,
      CreationDate: contract.signedAt ?? contract.sentAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const paragraphs = contract.text.split(/\n{2,}/);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(printable(paragraphs[0] ?? ''), { align: 'center' });
  doc.moveDown(0.5);
  for (const paragraph of paragraphs.slice(1)) {
    const [heading, ...rest] = paragraph.split('\n');
    const isHeading = /^\d+\. [A-Z ]+$/.test(heading ?? '');
    if (isHeading) {
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(printable(heading ?? ''));
      if (rest.length)
        doc
          .font('Helvetica')
          .fontSize(10)
          .text(printable(rest.join('\n')), { align: 'left' });
    } else {
      doc.font('Helvetica').fontSize(10).text(printable(paragraph), { align: 'left' });
    }
    doc.moveDown(0.8);
  }

  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).text('Certificate of Electronic Signature', { align: 'center' });
  doc.moveDown();
  for (const [label, value] of certificateRows({ client, contract }, digests)) {
    doc.font('Helvetica-Bold').fontSize(9).text(label);
    doc.font('Courier').fontSize(9).text(value);
    doc.moveDown(0.4);
  }
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(verification.valid ? '#1b5e20' : '#b71c1c')
    .text(verdict, { align: 'center' });
  doc.fillColor('black').moveDown(0.5);
  doc.font('Helvetica').fontSize(9);
  for (const sentence of verdictExplanation(digests)) doc.text(sentence, { align: 'center' }).moveDown(0.3);
  doc.end();
  return done;
}
