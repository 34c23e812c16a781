import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedContractDurable } from '../src/modules/signed-contract/signed-contract.module.js';
import { eventually, notificationsTestService, publicOrigin, teamEmail } from './support.js';

const t = await notificationsTestService();
const { mail, publish, deliveriesFor, expectRedeliveryAddsNothing, clientChoseZone } = t;

/** Bytes that no text encoding keeps as they are: the attachment must arrive as these exact bytes. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.3\n%'),
  Buffer.from([0xc4, 0xe5, 0xf2, 0xe5, 0xeb, 0xa7, 0xf3, 0xa0, 0x00, 0xff]),
  Buffer.from('\n%%EOF\n'),
]);

function issued(data: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    type: 'onboarding.signed-contract.issued.v1',
    occurredAt: '2026-11-21T15:02:00.000Z',
    source: 'onboarding',
    correlationId: `req-${randomUUID().slice(0, 8)}`,
    causationId: null,
    actor: { kind: 'client', id: randomUUID(), userId: randomUUID() },
    data: {
      clientId: randomUUID(),
      contractId: randomUUID(),
      envelopeId: 'envelope_1795284000000',
      fileName: 'contract-envelope_1795284000000.pdf',
      email: `ada.${randomUUID().slice(0, 8)}@prairie.example`,
      contactName: 'Ada Lovelace',
      businessName: 'Prairie Bakery',
      signedAt: '2026-11-21T15:02:00.000Z',
      sha256: 'a'.repeat(64),
      pdfBase64: pdf.toString('base64'),
      ...data,
    },
  };
}

describe('the client’s signed contract by e-mail', () => {
  it('goes to the client with the PDF attached, byte for byte, once per event', async () => {
    const event = issued();
    await publish(event);
    const sent = await mail.waitFor(event.id, 'contract.signed');
    expect(sent.to).toEqual([event.data.email]);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Your signed Maple Builders contract for Prairie Bakery');
    for (const part of [
      'Hello Ada Lovelace,',
      'Thank you for signing your Maple Builders contract (Saturday 21 November 2026, 8:02 AM MST (America/Edmonton)).',
      'Envelope: envelope_1795284000000',
      `  ${publicOrigin}/onboarding/dashboard\n`,
    ]) {
      expect(sent.text).toContain(part);
    }
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments[0]).toMatchObject({
      filename: 'contract-envelope_1795284000000.pdf',
      contentType: 'application/pdf',
      base64: pdf.toString('base64'),
    });
    await eventually(async () =>
      expect((await deliveriesFor(event.id))[0]).toMatchObject({
        kind: 'contract.signed',
        status: 'sent',
        reference: `contract:${event.data.contractId}`,
      }),
    );
    await expectRedeliveryAddsNothing(event, signedContractDurable, 1);
  });

  it('says when it was signed in the zone the client chose, whose day near midnight is not UTC’s', async () => {
    const event = issued({ signedAt: '2026-11-22T01:30:00.000Z' });
    await clientChoseZone(event.data.clientId, 'America/Toronto');
    await publish(event);
    const sent = await mail.waitFor(event.id, 'contract.signed');
    expect(sent.text).toContain(
      'Thank you for signing your Maple Builders contract (Saturday 21 November 2026, 8:30 PM EST (America/Toronto)).',
    );
  });

  it('greets a client without a contact name, and keeps a file name to one line ending in .pdf', async () => {
    const event = issued({ contactName: ' ', fileName: 'contract\r\nBcc: x@evil.example' });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'contract.signed');
    expect(sent.text.startsWith('Hello,\n')).toBe(true);
    expect(sent.attachments[0]?.filename).toBe('contract Bcc: x@evil.example.pdf');
  });
});
