import PDFDocument from 'pdfkit';
import type { OnboardingClient } from '../clients/onboarding-client.entity.js';
import type { Contract } from './contract.entity.js';

/** The certificate's verdict on the stored text, as it is printed and put in the document's Info. */
export const verdicts = { valid: 'VERIFIED', invalid: 'VERIFICATION FAILED' } as const;

export interface SignedContract {
  client: Pick<OnboardingClient, 'id' | 'businessName' | 'email'>;
  contract: Contract;
  verification: { valid: boolean; computedSha256: string };
}

/**
 * The PDF's built-in fonts draw Windows-1252 only: anything else a client typed (a name in another script)
 * is shown as `?` on the page. The digests are over the stored text, never over what the page shows.
 */
const printable = (text: string) => text.replace(/[^\n\x20-\x7e\xa0-\xff‘’“”–—…€•]/gu, '?');

const margin = 72;

/**
 * The signed contract: its text on as many pages as it takes, then a certificate page naming the contract,
 * the envelope, the signer and how they signed, the digest recorded at signing, the digest of the stored
 * text now and the verdict. The digests and the verdict are in the document's Info too (Subject, Keywords),
 * so a program can check them without reading the pages.
 */
export function contractPdf({ client, contract, verification }: SignedContract): Promise<Buffer> {
  const verdict = verification.valid ? verdicts.valid : verdicts.invalid;
  const recorded = contract.signedSha256 ?? contract.sha256;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin,
    info: {
      Title: `Website Services Agreement - ${printable(client.businessName)}`,
      Author: 'Maple Builders',
      Subject: `Contract ${contract.id}, envelope ${contract.envelopeId}: ${verdict}`,
      Keywords: `verdict=${verdict}, sha256-recorded=${recorded}, sha256-stored=${verification.computedSha256}`,
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
  const rows: Array<[string, string]> = [
    ['Contract ID', contract.id],
    ['Envelope ID', contract.envelopeId],
    ['Contract version', contract.version],
    ['Client', printable(client.businessName)],
    ['Signer name', printable(contract.signerName ?? '')],
    ['E-mail', printable(client.email)],
    ['Sent at (UTC)', contract.sentAt.toISOString()],
    ['Signed at (UTC)', contract.signedAt?.toISOString() ?? ''],
    ['IP address', printable(contract.signerIp ?? '')],
    ['User agent', printable(contract.signerUserAgent ?? '')],
    ['SHA-256 recorded at signing', recorded],
    ['SHA-256 of the stored text now', verification.computedSha256],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(9).text(label);
    doc
      .font('Courier')
      .fontSize(9)
      .text(value || '-');
    doc.moveDown(0.4);
  }
  doc.moveDown();
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor(verification.valid ? '#1b5e20' : '#b71c1c')
    .text(verdict, { align: 'center' });
  doc.fillColor('black').moveDown(0.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      verification.valid
        ? 'The stored text of this contract hashes to the digest recorded when it was signed: it is the text that was signed.'
        : 'The stored text of this contract no longer hashes to the digest recorded when it was signed: it was changed after signing.',
      { align: 'center' },
    );
  doc.end();
  return done;
}
