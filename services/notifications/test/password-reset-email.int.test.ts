import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mailFrom, notificationsTestService, passwordResetEvent, teamEmail, eventually } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, storedBodyOf, consumerCaughtUp, sentEventsOf } = t;

describe('the password-reset e-mail', () => {
  it('tells the link’s end in the zone the account chose on its Account page', async () => {
    const userId = randomUUID();
    await publish({
      id: randomUUID(),
      type: 'identity.account.time-zone-changed.v1',
      occurredAt: '2026-11-19T10:00:00.000Z',
      source: 'identity',
      correlationId: `req-${userId.slice(0, 8)}`,
      causationId: null,
      actor: { kind: 'system' },
      data: { userId, timeZone: 'Europe/Paris', changedAt: '2026-11-19T10:00:00.000Z' },
    });
    await eventually(async () =>
      expect(await t.sql('SELECT time_zone FROM account_time_zones WHERE user_id = :userId', { userId })).toEqual([
        { timeZone: 'Europe/Paris' },
      ]),
    );
    const event = passwordResetEvent({ userId });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'password.reset');
    expect(sent.text).toContain('until Friday 20 November 2026, 8:04 PM GMT+1 (Europe/Paris), and works only once.');
  });

  it('sends the account holder the reset link, valid 60 minutes, and reports it sent once', async () => {
    const event = passwordResetEvent();
    const { email, resetUrl } = event.data;
    await publish(event);
    const sent = await mail.waitFor(event.id, 'password.reset');

    expect(sent.to).toEqual([email]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Reset your Maple Builders password');
    expect(sent.text).toContain(`the Maple Builders account for ${email}.`);
    expect(sent.text).toContain(`To choose a new password, open this link:\n\n  ${resetUrl}\n`);
    expect(sent.text).toContain(
      'The link is valid for 60 minutes, until Friday 20 November 2026, 12:04 PM MST (America/Edmonton), and works only once.',
    );
    expect(sent.text).toContain('If you did not ask to reset your password, ignore this e-mail: your password stays as it is.');
    expect(sent.html).toBeUndefined();

    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    const [delivery] = await deliveriesFor(event.id);
    expect(delivery).toMatchObject({ kind: 'password.reset', toAddress: email, recipientKey: email, reference: null });
    const reported = await eventually(async () => {
      const events = await sentEventsOf(delivery!.id);
      expect(events).toHaveLength(1);
      return events[0]!;
    });
    expect(reported.data).toEqual({
      deliveryId: delivery!.id,
      kind: 'password.reset',
      reference: null,
      to: email,
      sentAt: new Date(delivery!.sentAt!).toISOString(),
    });
    expect(reported).toMatchObject({ correlationId: event.correlationId, causationId: event.id });
  });

  it('keeps no reset link in its log once the e-mail is sent', async () => {
    const event = passwordResetEvent();
    await publish(event);
    expect((await mail.waitFor(event.id, 'password.reset')).text).toContain(event.data.resetUrl);
    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    expect(await storedBodyOf(event.id, 'password.reset')).toEqual({ textBody: '', htmlBody: null });
  });

  it('adds nothing when the same event is delivered again', async () => {
    const event = passwordResetEvent();
    await publish(event);
    await mail.waitFor(event.id, 'password.reset');
    await expectRedeliveryAddsNothing(event, 'notifications--password-reset', 1);
    const deliveries = await deliveriesFor(event.id);
    await eventually(async () => expect(await sentEventsOf(deliveries[0]!.id)).toHaveLength(1));
  });

  it('keeps a hostile address out of the headers: nothing is sent to it', async () => {
    const victim = `victim.${randomUUID().slice(0, 8)}@example.com`;
    const event = passwordResetEvent({ email: `jane@prairiebakery.ca\r\nBcc: ${victim}` });
    await publish(event);
    await consumerCaughtUp();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [delivery] = await deliveriesFor(event.id);
    expect(delivery).toMatchObject({ kind: 'password.reset', status: 'suppressed', lastError: 'not one e-mail address' });
    expect(mail.catcher.messages().filter((m) => m.to.includes(victim) || m.to.includes('jane@prairiebakery.ca'))).toEqual([]);
    expect(await sentEventsOf(delivery!.id)).toEqual([]);
  });

  it('dead-letters a request whose link is not a URL, and handles the next one', async () => {
    const bad = passwordResetEvent({ resetUrl: 'not a link' });
    await publish(bad);
    const good = passwordResetEvent();
    await publish(good);
    await mail.waitFor(good.id, 'password.reset');
    await consumerCaughtUp();
    expect(await deliveriesFor(bad.id)).toHaveLength(0);
    expect(await t.sql('SELECT 1 FROM dead_letters WHERE event_id = :eventId', { eventId: bad.id })).toHaveLength(1);
  });
});
