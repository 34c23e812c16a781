import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, notificationsTestService, publicOrigin, teamEmail } from './support.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, storedBodyOf } = t;

/** identity.account.email-change-requested.v1 as identity records it: a 24-hour link to the new address. */
function emailChangeEvent() {
  const id = randomUUID().slice(0, 8);
  return {
    id: randomUUID(),
    type: 'identity.account.email-change-requested.v1',
    occurredAt: new Date().toISOString(),
    source: 'identity',
    correlationId: `req-${id}`,
    causationId: null,
    data: {
      userId: randomUUID(),
      email: `jane.${id}@prairiebakery.ca`,
      newEmail: `jane.doe.${id}@prairiebakery.ca`,
      confirmUrl: `${publicOrigin}/account/confirm-email#token=${randomUUID().replace(/-/g, '')}`,
      expiresAt: '2026-11-21T18:04:05.000Z',
      requestedAt: '2026-11-20T18:04:05.000Z',
    },
  };
}

describe('the e-mail change e-mails', () => {
  it('sends the link to the new address and a notice without it to the current one', async () => {
    const event = emailChangeEvent();
    const { email, newEmail, confirmUrl } = event.data;
    await publish(event);
    const confirmation = await mail.waitFor(event.id, 'email-change.confirm');
    const notice = await mail.waitFor(event.id, 'email-change.notice');

    expect(confirmation.to).toEqual([newEmail]);
    expect(confirmation.replyTo).toBe(teamEmail);
    expect(confirmation.subject).toBe('Confirm your new Maple Builders e-mail');
    expect(confirmation.text).toContain(`  ${confirmUrl}\n`);
    expect(confirmation.text).toContain('The link works once, until Saturday 21 November 2026, 11:04 AM MST (America/Edmonton).');

    expect(notice.to).toEqual([email]);
    expect(notice.subject).toBe('Your Maple Builders e-mail is about to change');
    expect(notice.text).toContain(`from ${email} to ${newEmail}.`);
    expect(notice.text).not.toContain(confirmUrl);
    expect(notice.text).not.toContain('token');

    // The link is a way into the account: the log keeps no copy once it is sent; the notice is kept.
    await eventually(async () => expect((await deliveriesFor(event.id)).map((row) => row.status)).toEqual(['sent', 'sent']));
    expect(await storedBodyOf(event.id, 'email-change.confirm')).toEqual({ textBody: '', htmlBody: null });
    expect((await storedBodyOf(event.id, 'email-change.notice'))?.textBody).toContain(newEmail);
  });

  it('adds nothing when the same event is delivered again', async () => {
    const event = emailChangeEvent();
    await publish(event);
    await mail.waitFor(event.id, 'email-change.confirm');
    await mail.waitFor(event.id, 'email-change.notice');
    await expectRedeliveryAddsNothing(event, 'notifications--email-change', 2);
  });
});

/** identity.account.email-change-address-taken.v1: an account asked to move to an address another account has. */
function addressTakenEvent() {
  const id = randomUUID().slice(0, 8);
  return {
    id: randomUUID(),
    type: 'identity.account.email-change-address-taken.v1',
    occurredAt: new Date().toISOString(),
    source: 'identity',
    correlationId: `req-${id}`,
    causationId: null,
    data: {
      userId: randomUUID(),
      email: `jane.${id}@prairiebakery.ca`,
      newEmail: `grace.${id}@prairiebakery.ca`,
      requestedAt: '2026-12-07T10:15:00.000Z',
    },
  };
}

describe('a change to an address that has an account', () => {
  it('tells that address it already has an account, with no link, and gives the current one the usual notice', async () => {
    const event = addressTakenEvent();
    const { email, newEmail } = event.data;
    await publish(event);
    const told = await mail.waitFor(event.id, 'email-change.address-taken');
    const notice = await mail.waitFor(event.id, 'email-change.notice');

    expect(told.to).toEqual([newEmail]);
    expect(told.replyTo).toBe(teamEmail);
    expect(told.subject).toBe('This address already has a Maple Builders account');
    expect(told.text).toContain(`asked to use this address, ${newEmail}, for it.`);
    expect(told.text).toContain('This address already has a Maple Builders account, so nothing changes');
    expect(told.text).not.toContain('http');
    expect(told.text).not.toContain(email);

    expect(notice.to).toEqual([email]);
    expect(notice.subject).toBe('Your Maple Builders e-mail is about to change');
    expect(notice.text).toContain(`from ${email} to ${newEmail}.`);
    await eventually(async () => expect((await deliveriesFor(event.id)).map((row) => row.status)).toEqual(['sent', 'sent']));
  });

  it('adds nothing when the same event is delivered again', async () => {
    const event = addressTakenEvent();
    await publish(event);
    await mail.waitFor(event.id, 'email-change.address-taken');
    await mail.waitFor(event.id, 'email-change.notice');
    await expectRedeliveryAddsNothing(event, 'notifications--email-change-address-taken', 2);
  });
});
