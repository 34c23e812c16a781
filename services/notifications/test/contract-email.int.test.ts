import { describe, expect, it } from 'vitest';
import { contractSentDurable } from '../src/modules/contract-emails/contract-emails.module.js';
import {
  contractSentEvent,
  invitationEvent,
  mailFrom,
  notificationsTestService,
  publicOrigin,
  teamEmail,
  eventually,
} from './support.js';

const cap = 3;
const t = await notificationsTestService({ CONFIRMATION_CAP_PER_HOUR: String(cap) });
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, storedBodyOf, consumerCaughtUp, sentEventsOf } = t;

describe('the contract e-mail to a client who sent its contract for signature', () => {
  it('sends the client the exact text, its version and SHA-256 and the link to sign, and reports it sent once', async () => {
    const event = contractSentEvent();
    const { email, contractId, text, sha256 } = event.data;
    await publish(event);
    const sent = await mail.waitFor(event.id, 'contract.sent');

    expect(sent.to).toEqual([email]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Your Maple Builders contract for Prairie Bakery: ready to sign');
    expect(sent.text).toMatch(/^Hello Jane Doe,\n/);
    for (const part of [
      `\n  ${publicOrigin}/onboarding/contract\n`,
      'Contract version: 2026-11\n',
      `SHA-256:          ${sha256}\n`,
      `\n${text}\n`,
    ]) {
      expect(sent.text).toContain(part);
    }
    expect(sent.html).toBeUndefined();

    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    // No credential in it: the log keeps the text it sent.
    expect((await storedBodyOf(event.id, 'contract.sent'))?.textBody).toBe(sent.text);
    const [delivery] = await deliveriesFor(event.id);
    expect(delivery).toMatchObject({
      kind: 'contract.sent',
      toAddress: email,
      recipientKey: email,
      reference: `contract:${contractId}`,
      correlationId: event.correlationId,
    });
    await eventually(async () =>
      expect((await sentEventsOf(delivery!.id)).map((e) => [e.data.kind, e.data.reference])).toEqual([
        ['contract.sent', `contract:${contractId}`],
      ]),
    );
  });

  it('adds nothing when the same event is delivered again', async () => {
    const event = contractSentEvent();
    await publish(event);
    await mail.waitFor(event.id, 'contract.sent');
    await expectRedeliveryAddsNothing(event, contractSentDurable, 1);
  });

  it('keeps sending again under the hourly cap of contracts, which is apart from the invitations’', async () => {
    const email = `capped.${Date.now()}@prairiebakery.ca`;
    const invitation = invitationEvent({ email });
    await publish(invitation);
    await mail.waitFor(invitation.id, 'client.invitation');
    const sends = Array.from({ length: cap + 1 }, () => contractSentEvent({ email }));
    for (const event of sends) await publish(event);
    await consumerCaughtUp();
    const statuses = async () =>
      (await Promise.all(sends.map(async (event) => (await deliveriesFor(event.id))[0]?.status))).map((status) =>
        status === 'suppressed' ? 'suppressed' : 'recorded',
      );
    expect(await statuses()).toEqual([...Array(cap).fill('recorded'), 'suppressed']);
    const [last] = await deliveriesFor(sends[cap]!.id);
    expect(last!.lastError).toBe(`over the cap of ${cap} e-mails per address and hour`);
  });

  it('sends nothing when the address is not one e-mail address', async () => {
    const event = contractSentEvent({ email: 'jane@prairiebakery.ca\r\nBcc: victim@example.com' });
    await publish(event);
    await consumerCaughtUp();
    const [delivery] = await deliveriesFor(event.id);
    expect(delivery).toMatchObject({ kind: 'contract.sent', status: 'suppressed', lastError: 'not one e-mail address' });
  });

  it('dead-letters a contract event that fails its schema and handles the next one', async () => {
    const bad = contractSentEvent({ sha256: 'not-a-digest' });
    await publish(bad);
    const good = contractSentEvent();
    await publish(good);
    await mail.waitFor(good.id, 'contract.sent');
    await consumerCaughtUp();
    expect(await deliveriesFor(bad.id)).toHaveLength(0);
    expect(await t.sql('SELECT 1 FROM dead_letters WHERE event_id = :eventId', { eventId: bad.id })).toHaveLength(1);
  });
});
