import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentFailedDurable, subscriptionCancelledDurable } from '../src/modules/billing/billing.module.js';
import {
  paymentFailedClientDurable,
  planSwitchedClientDurable,
  subscriptionCancelledClientDurable,
} from '../src/modules/client-billing/client-billing.module.js';
import { eventually, notificationsTestService, publicOrigin, teamEmail } from './support.js';
import { cancelled, changed, knownClient, paymentFailed } from './billing-events.js';

const t = await notificationsTestService();
const { mail, publish, deliveriesFor, expectRedeliveryAddsNothing, clientChoseZone } = t;

describe('the client’s e-mail when its payment fails', () => {
  it('tells the client the amount due and the next try, with the dashboard’s link to update the card, once per event', async () => {
    const client = await knownClient(t);
    const event = paymentFailed(client.clientId);
    await publish(event);
    const sent = await mail.waitFor(event.id, 'invoice.payment-failed.client');
    expect(sent.to).toEqual([client.email]);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Your Maple Builders payment did not go through');
    for (const part of [
      'Hello Jane Doe,',
      'We could not charge your card for your Maple Builders subscription ($44.07 CAD due, taxes included). We will try the card again Friday 4 December 2026, 8:00 AM MST (America/Edmonton).',
      'update your card with Manage billing on your dashboard:',
      `  ${publicOrigin}/onboarding/dashboard\n`,
    ]) {
      expect(sent.text).toContain(part);
    }
    // The team's e-mail still goes, apart.
    await mail.waitFor(event.id, 'invoice.payment-failed');
    await eventually(async () =>
      expect((await deliveriesFor(event.id)).find((row) => row.kind === 'invoice.payment-failed.client')).toMatchObject({
        status: 'sent',
        reference: 'invoice:in_Bakery1',
      }),
    );
    await expectRedeliveryAddsNothing(event, [paymentFailedDurable, paymentFailedClientDurable], 2);
  });

  it('goes to the client’s current address, and says when Stripe stops trying', async () => {
    const client = await knownClient(t);
    const newEmail = `jane.${randomUUID().slice(0, 8)}@newbakery.ca`;
    await publish({
      id: randomUUID(),
      type: 'identity.account.email-changed.v1',
      occurredAt: '2026-11-25T10:00:00.000Z',
      source: 'identity',
      correlationId: 'req-email',
      causationId: null,
      data: {
        userId: randomUUID(),
        clientId: client.clientId,
        before: client.email,
        after: newEmail,
        changedAt: '2026-11-25T10:00:00.000Z',
      },
    });
    await eventually(async () =>
      expect(await t.sql('SELECT email FROM client_contacts WHERE client_id = :id', { id: client.clientId })).toEqual([
        { email: newEmail },
      ]),
    );
    const event = paymentFailed(client.clientId, { nextPaymentAttemptAt: null, attemptCount: 4 });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'invoice.payment-failed.client');
    expect(sent.to).toEqual([newEmail]);
    expect(sent.text).toContain('We will not try the card again: your plan stays past due until the card is updated.');
  });
});

describe('the client’s e-mail when its plan is cancelled', () => {
  it('says when a plan cancelled at the period’s end ends, and that Manage billing can keep it until then, once per event', async () => {
    const client = await knownClient(t, { contactName: '' });
    const event = cancelled(client.clientId);
    await publish(event);
    const sent = await mail.waitFor(event.id, 'subscription.cancelled.client');
    expect(sent.to).toEqual([client.email]);
    expect(sent.subject).toBe('Your Maple Builders plan ends on December 20, 2026');
    for (const part of [
      'Hello,\n',
      'Your Maple Builders Growth plan is cancelled. It runs until the end of the period you paid for, Sunday 20 December 2026, 8:00 AM MST (America/Edmonton), then ends; you will not be charged again.',
      'Changed your mind? Until then, Manage billing on your dashboard keeps your plan:',
      `  ${publicOrigin}/onboarding/dashboard\n`,
    ]) {
      expect(sent.text).toContain(part);
    }
    await mail.waitFor(event.id, 'subscription.cancelled');
    await expectRedeliveryAddsNothing(event, [subscriptionCancelledDurable, subscriptionCancelledClientDurable], 2);
  });

  it('says a plan cancelled now has ended', async () => {
    const client = await knownClient(t);
    const event = cancelled(client.clientId, { atPeriodEnd: false, endsAt: null, package: 'starter' });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'subscription.cancelled.client');
    expect(sent.subject).toBe('Your Maple Builders plan is cancelled');
    expect(sent.text).toContain(
      'Your Maple Builders Starter plan is cancelled and ended Tuesday 1 December 2026, 8:00 AM MST (America/Edmonton); you will not be charged again.',
    );
  });
});

describe('the client’s billing e-mails in the zone the client chose', () => {
  it('give the next try, the plan’s end and the subject’s day in it, which near midnight is not UTC’s day', async () => {
    const client = await knownClient(t);
    await clientChoseZone(client.clientId, 'America/Toronto');
    const failure = paymentFailed(client.clientId, { nextPaymentAttemptAt: '2026-12-05T03:30:00.000Z' });
    await publish(failure);
    expect((await mail.waitFor(failure.id, 'invoice.payment-failed.client')).text).toContain(
      'We will try the card again Friday 4 December 2026, 10:30 PM EST (America/Toronto).',
    );
    const cancellation = cancelled(client.clientId, { endsAt: '2026-12-21T02:00:00.000Z' });
    await publish(cancellation);
    const sent = await mail.waitFor(cancellation.id, 'subscription.cancelled.client');
    expect(sent.subject).toBe('Your Maple Builders plan ends on December 20, 2026');
    expect(sent.text).toContain(
      'It runs until the end of the period you paid for, Sunday 20 December 2026, 9:00 PM EST (America/Toronto), then ends;',
    );
  });
});

describe('the client’s e-mail when its plan is switched', () => {
  it('names the new plan and its monthly price before tax, once per event', async () => {
    const client = await knownClient(t);
    const event = changed(client.clientId);
    await publish(event);
    const sent = await mail.waitFor(event.id, 'subscription.switched');
    expect(sent.to).toEqual([client.email]);
    expect(sent.subject).toBe('Your Maple Builders plan is now Professional');
    for (const part of [
      'Hello Jane Doe,',
      'Your Maple Builders subscription is now on the Professional plan (from Growth): $79.00 CAD a month before tax, plus applicable taxes.',
      `  ${publicOrigin}/onboarding/dashboard\n`,
    ]) {
      expect(sent.text).toContain(part);
    }
    await expectRedeliveryAddsNothing(event, [planSwitchedClientDurable], 1);
  });

  it('sends nothing for a change that switched no plan, or an event from before the plan before was told', async () => {
    const client = await knownClient(t);
    const renewal = changed(client.clientId, { previousPackage: 'professional' });
    const older = changed(client.clientId);
    delete (older.data as Record<string, unknown>).previousPackage;
    await publish(renewal);
    await publish(older);
    await expectRedeliveryAddsNothing(older, [planSwitchedClientDurable], 0);
    expect(await deliveriesFor(renewal.id)).toEqual([]);
  });
});
