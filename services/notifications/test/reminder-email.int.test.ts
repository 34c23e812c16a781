import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientReminderDurable } from '../src/modules/reminders/reminders.module.js';
import { mentor, notificationsTestService, publicOrigin, eventually } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, storedBodyOf } = t;

/** onboarding.reminder.sent.v1 as onboarding records it when the team clicks Send reminder. */
function reminderEvent(data: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    type: 'onboarding.reminder.sent.v1',
    occurredAt: new Date().toISOString(),
    source: 'onboarding',
    correlationId: `req-${randomUUID().slice(0, 8)}`,
    causationId: null,
    actor: mentor,
    data: {
      clientId: randomUUID(),
      reminderId: randomUUID(),
      label: 'Prairie Bakery',
      step: 'registration',
      days: 5,
      waitingSince: '2026-11-20T18:30:00.000Z',
      email: `jane.${randomUUID().slice(0, 8)}@prairiebakery.ca`,
      contactName: 'Jane Doe',
      accessCode: { code: 'MB-7K2Q9X', expiresAt: '2026-12-20T18:30:00.000Z' },
      sentAt: '2026-11-25T17:10:00.000Z',
      ...data,
    },
  };
}

describe('the reminder e-mail of a client’s onboarding step', () => {
  it('sends a client that has not registered its code and the register link, and keeps no code once sent', async () => {
    const event = reminderEvent();
    await publish(event);
    const sent = await mail.waitFor(event.id, 'client.reminder');
    expect(sent.to).toEqual([event.data.email]);
    expect(sent.subject).toBe('Your Maple Builders access code is waiting for you');
    expect(sent.text).toContain('Access code: MB-7K2Q9X\n');
    expect(sent.text).toContain(`\n  ${publicOrigin}/onboarding/register?code=MB-7K2Q9X\n`);
    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    expect(await deliveriesFor(event.id)).toEqual([
      expect.objectContaining({ kind: 'client.reminder', reference: `client:${event.data.clientId}` }),
    ]);
    expect(await storedBodyOf(event.id, 'client.reminder')).toEqual({ textBody: '', htmlBody: null });
  });

  it('sends a registered client to sign in to the portal for its step', async () => {
    const event = reminderEvent({ step: 'contract', accessCode: null });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'client.reminder');
    expect(sent.subject).toBe('A reminder of your next step with Maple Builders');
    expect(sent.text).toContain('waiting for you at one step: sign your service contract.');
    expect(sent.text).toContain(`\n  ${publicOrigin}/onboarding\n`);
    expect(sent.text).not.toContain('MB-');
  });

  it('sends one e-mail for an event delivered twice', async () => {
    const event = reminderEvent({ step: 'payment', accessCode: null });
    await publish(event);
    await mail.waitFor(event.id, 'client.reminder');
    await expectRedeliveryAddsNothing(event, clientReminderDurable, 1);
  });
});
