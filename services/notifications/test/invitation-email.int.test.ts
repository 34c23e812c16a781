import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invitationEvent, mailFrom, notificationsTestService, publicOrigin, teamEmail, eventually } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, storedBodyOf, consumerCaughtUp, sentEventsOf } = t;

describe('the invitation e-mail to a client the team added', () => {
  it('sends the client one e-mail with the code, its expiry and the register link, and reports it sent once', async () => {
    const event = invitationEvent();
    const { email, accessCode } = event.data;
    await publish(event);
    const sent = await mail.waitFor(event.id, 'client.invitation');

    expect(sent.to).toEqual([email]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Your Maple Builders access code for Prairie Bakery');
    expect(sent.text).toMatch(/^Hello Jane Doe,\n/);
    for (const line of [
      'Welcome to Maple Builders! Prairie Bakery is set up with us, and the access code below lets you create your client account',
      `Access code: ${accessCode.code}\n`,
      'Valid until: Sunday 20 December 2026, 11:04 AM MST (America/Edmonton)\n',
      `\n  ${publicOrigin}/onboarding/register?code=${accessCode.code}\n`,
      `Register with this e-mail address, ${email}: the code works with no other.`,
      'What happens next:\n  1. Create your account with the code',
    ]) {
      expect(sent.text).toContain(line);
    }
    expect(sent.text).not.toContain('no longer works');
    expect(sent.html).toBeUndefined();

    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    const [delivery] = await deliveriesFor(event.id);
    expect(delivery).toMatchObject({
      kind: 'client.invitation',
      toAddress: email,
      replyTo: teamEmail,
      recipientKey: email,
      reference: `access-code:${accessCode.id}`,
      correlationId: event.correlationId,
    });

    const reported = await eventually(async () => {
      const events = await sentEventsOf(delivery!.id);
      expect(events).toHaveLength(1);
      return events[0]!;
    });
    expect(reported).toMatchObject({
      type: 'notifications.email.sent.v1',
      source: 'notifications',
      correlationId: event.correlationId,
      causationId: event.id,
      data: {
        deliveryId: delivery!.id,
        kind: 'client.invitation',
        reference: `access-code:${accessCode.id}`,
        to: email,
        sentAt: new Date(delivery!.sentAt!).toISOString(),
      },
    });
    expect(mail.allFor(event.id)).toHaveLength(1);
  });

  it('keeps no access code in its log once the e-mail is sent', async () => {
    const event = invitationEvent();
    await publish(event);
    expect((await mail.waitFor(event.id, 'client.invitation')).text).toContain(event.data.accessCode.code);
    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    expect(await storedBodyOf(event.id, 'client.invitation')).toEqual({ textBody: '', htmlBody: null });
  });

  it('says that a new code replaces the earlier one, which no longer works', async () => {
    const client = invitationEvent();
    const reissued = invitationEvent(
      { clientId: client.data.clientId, email: client.data.email, revokedAccessCodeIds: [client.data.accessCode.id] },
      { expiresAt: '2027-01-04T09:30:00.000Z' },
    );
    await publish(client);
    await mail.waitFor(client.id, 'client.invitation');
    await publish(reissued);
    const sent = await mail.waitFor(reissued.id, 'client.invitation');

    expect(sent.to).toEqual([client.data.email]);
    expect(sent.text).toContain(`Access code: ${reissued.data.accessCode.code}\n`);
    expect(sent.text).toContain('Valid until: Monday 4 January 2027, 2:30 AM MST (America/Edmonton)\n');
    expect(sent.text).toContain('This code replaces the code we sent you before, which no longer works.');
    expect(sent.text).not.toContain(client.data.accessCode.code);
    const [delivery] = await deliveriesFor(reissued.id);
    await eventually(async () =>
      expect((await sentEventsOf(delivery!.id)).map((e) => e.data.reference)).toEqual([
        `access-code:${reissued.data.accessCode.id}`,
      ]),
    );
  });

  it('greets neutrally when the team gave no contact name', async () => {
    const event = invitationEvent({ contactName: '' });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'client.invitation');
    expect(sent.text).toMatch(/^Hello,\n\nWelcome to Maple Builders!/);
  });

  it('adds nothing when the same event is delivered again: one e-mail, one delivery, one email.sent', async () => {
    const event = invitationEvent();
    await publish(event);
    await mail.waitFor(event.id, 'client.invitation');
    await expectRedeliveryAddsNothing(event, 'notifications--client-invitation', 1);
    const deliveries = await deliveriesFor(event.id);
    await eventually(async () => expect(await sentEventsOf(deliveries[0]!.id)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await sentEventsOf(deliveries[0]!.id)).toHaveLength(1);
  });

  it('keeps CR/LF and long names the team typed out of the headers', async () => {
    const event = invitationEvent({
      businessName: `Bakery\r\nBcc: victim@example.com\r\n${'B'.repeat(3000)}`,
      contactName: 'Jane\r\nX-Injected: yes',
    });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'client.invitation');
    expect(sent.headers.bcc).toBeUndefined();
    expect(sent.headers['x-injected']).toBeUndefined();
    expect(sent.to).toEqual([event.data.email]);
    expect(sent.subject).toMatch(/^Your Maple Builders access code for Bakery Bcc: victim@example\.com B+…$/);
    expect(sent.subject.length).toBeLessThanOrEqual(120);
    expect(Object.values(sent.headers).join('\n')).not.toContain('B'.repeat(100));
    expect(sent.text).toMatch(/^Hello Jane X-Injected: yes,\n/);
  });

  it('sends nothing, and reports nothing sent, when the address is not one e-mail address', async () => {
    const victim = `victim.${randomUUID().slice(0, 8)}@example.com`;
    const event = invitationEvent({ email: `jane@prairiebakery.ca\r\nBcc: ${victim}` });
    await publish(event);
    await consumerCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [delivery, ...more] = await deliveriesFor(event.id);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ kind: 'client.invitation', status: 'suppressed', lastError: 'not one e-mail address' });
    expect(mail.allFor(event.id)).toEqual([]);
    expect(mail.catcher.messages().filter((m) => m.to.includes(victim))).toEqual([]);
    expect(await sentEventsOf(delivery!.id)).toEqual([]);
  });

  it('dead-letters an invitation that fails its schema and handles the next one', async () => {
    const bad = invitationEvent({ package: 'enterprise' });
    await publish(bad);
    const good = invitationEvent();
    await publish(good);
    await mail.waitFor(good.id, 'client.invitation');
    await consumerCaughtUp();
    expect(await deliveriesFor(bad.id)).toHaveLength(0);
    expect(await t.sql('SELECT 1 FROM dead_letters WHERE event_id = :eventId', { eventId: bad.id })).toHaveLength(1);
  });
});
