import { describe, expect, it } from 'vitest';
import { eventually, mailFrom, notificationsTestService, signInThrottledEvent, teamEmail } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, storedBodyOf, sentEventsOf } = t;

describe('the sign-in warning e-mail', () => {
  it('sends the account holder the warning with a reset link, once, and reports it sent', async () => {
    const event = signInThrottledEvent();
    const { email, resetUrl } = event.data;
    await publish(event);
    const sent = await mail.waitFor(event.id, 'sign-in.throttled');

    expect(sent.to).toEqual([email]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Sign-in attempts on your Maple Builders account');
    expect(sent.text).toContain(
      `the Maple Builders account for ${email} with a wrong password more than 100 times in the last hour`,
    );
    expect(sent.text).toContain(`choose a new password with this link:\n\n  ${resetUrl}\n`);
    expect(sent.text).toContain(
      'The link is valid for 60 minutes, until Friday 20 November 2026, 12:04 PM MST (America/Edmonton), and works only once.',
    );

    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    const [delivery] = await deliveriesFor(event.id);
    expect(delivery).toMatchObject({ kind: 'sign-in.throttled', toAddress: email, recipientKey: email, reference: null });
    const reported = await eventually(async () => {
      const events = await sentEventsOf(delivery!.id);
      expect(events).toHaveLength(1);
      return events[0]!;
    });
    expect(reported.data).toMatchObject({ deliveryId: delivery!.id, kind: 'sign-in.throttled', to: email });
    expect(reported).toMatchObject({ correlationId: event.correlationId, causationId: event.id });
  });

  it('keeps no reset link in its log once the e-mail is sent', async () => {
    const event = signInThrottledEvent();
    await publish(event);
    expect((await mail.waitFor(event.id, 'sign-in.throttled')).text).toContain(event.data.resetUrl);
    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    expect(await storedBodyOf(event.id, 'sign-in.throttled')).toEqual({ textBody: '', htmlBody: null });
  });

  it('adds nothing when the same event is delivered again', async () => {
    const event = signInThrottledEvent();
    await publish(event);
    await mail.waitFor(event.id, 'sign-in.throttled');
    await expectRedeliveryAddsNothing(event, 'notifications--sign-in-warning', 1);
  });
});
