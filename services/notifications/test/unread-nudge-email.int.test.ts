import { describe, expect, it } from 'vitest';
import { unreadNudgeDurable } from '../src/modules/unread-nudges/unread-nudges.module.js';
import { mailFrom, notificationsTestService, publicOrigin, teamEmail, unreadNudgeEvent, eventually } from './support.js';

const cap = 3;
const t = await notificationsTestService({ CONFIRMATION_CAP_PER_HOUR: String(cap) });
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, consumerCaughtUp, sentEventsOf } = t;

describe('the unread-messages reminder', () => {
  it('e-mails the client the count and the link to its dashboard, never the messages, and reports it sent once', async () => {
    const event = unreadNudgeEvent();
    await publish(event);
    const sent = await mail.waitFor(event.id, 'unread.client');

    expect(sent.to).toEqual([event.data.clientEmail]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('You have unread messages from Maple Builders');
    expect(sent.text).toMatch(/^Hello Jane Doe,\n\nYou have 2 unread messages from the Maple Builders team, /);
    expect(sent.text).toContain(`\n  ${publicOrigin}/onboarding/dashboard\n`);
    expect(sent.html).toBeUndefined();

    await eventually(async () => expect((await deliveriesFor(event.id))[0]?.status).toBe('sent'));
    const [delivery] = await deliveriesFor(event.id);
    expect(delivery).toMatchObject({
      kind: 'unread.client',
      toAddress: event.data.clientEmail,
      correlationId: event.correlationId,
    });
    await eventually(async () => expect(await sentEventsOf(delivery!.id)).toHaveLength(1));
  });

  it('e-mails the team, for a client’s messages, the client and the link to its messages page', async () => {
    const event = unreadNudgeEvent({ recipient: 'team', unreadCount: 1, businessName: 'Birch Barber' });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'unread.team');
    expect(sent.to).toEqual([teamEmail]);
    expect(sent.subject).toBe('Unread messages from Birch Barber');
    expect(sent.text).toMatch(/^Birch Barber has left 1 unread message for the team, sent /);
    expect(sent.text).toContain(`E-mail:   ${event.data.clientEmail}\n`);
    expect(sent.text).toContain(`\n  ${publicOrigin}/admin/clients/${event.data.clientId}/messages\n`);
    expect(mail.allFor(event.id)).toHaveLength(1);
  });

  it('adds nothing when the same event is delivered again', async () => {
    const event = unreadNudgeEvent();
    await publish(event);
    await mail.waitFor(event.id, 'unread.client');
    await expectRedeliveryAddsNothing(event, unreadNudgeDurable, 1);
  });

  it('keeps reminders to one client within the hourly cap, and sends none to what is not one address', async () => {
    const clientEmail = `capped.${Date.now()}@prairiebakery.ca`;
    const nudges = Array.from({ length: cap + 1 }, () => unreadNudgeEvent({ clientEmail }));
    for (const event of nudges) await publish(event);
    const bad = unreadNudgeEvent({ clientEmail: 'jane@prairiebakery.ca\r\nBcc: victim@example.com' });
    await publish(bad);
    await consumerCaughtUp();
    const statuses = await Promise.all(nudges.map(async (event) => (await deliveriesFor(event.id))[0]?.status));
    expect(statuses.map((status) => (status === 'suppressed' ? 'suppressed' : 'recorded'))).toEqual([
      ...Array(cap).fill('recorded'),
      'suppressed',
    ]);
    expect((await deliveriesFor(bad.id))[0]).toMatchObject({ status: 'suppressed', lastError: 'not one e-mail address' });
  });
});
