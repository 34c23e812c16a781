import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { paymentFailedDurable, subscriptionCancelledDurable, trialEndingDurable } from '../src/modules/billing/billing.module.js';
import {
  paymentFailedClientDurable,
  subscriptionCancelledClientDurable,
} from '../src/modules/client-billing/client-billing.module.js';
import { eventually, mailFrom, notificationsTestService, publicOrigin, teamEmail } from './support.js';
import { cancelled, knownClient, paymentFailed, paymentStep, trialEnding } from './billing-events.js';

const t = await notificationsTestService();
const { mail, publish, expectRedeliveryAddsNothing, deliveriesFor, clientChoseZone } = t;

describe('the team’s e-mail when a client’s payment fails', () => {
  it('names the business, the amount due in CAD, the invoice and Stripe’s next attempt, once per event', async () => {
    const client = await knownClient(t);
    const event = paymentFailed(client.clientId);
    await publish(event);
    const sent = await mail.waitFor(event.id, 'invoice.payment-failed');
    expect(sent.to).toEqual([teamEmail]);
    expect(sent.headers.from).toBe(mailFrom);
    expect(sent.replyTo).toBe(client.email);
    expect(sent.subject).toBe('Payment failed: Prairie Bakery');
    for (const part of [
      'Stripe could not charge Prairie Bakery for its subscription ($44.07 CAD due).',
      'Contact:      Jane Doe',
      `E-mail:       ${client.email}`,
      'Invoice:      MB-0042',
      'Amount due:   $44.07 CAD',
      'Next attempt: Friday 4 December 2026, 8:00 AM MST (America/Edmonton)',
      '  https://invoice.stripe.test/i/in_Bakery1\n',
      `  ${publicOrigin}/admin/clients/${client.clientId}\n`,
    ]) {
      expect(sent.text).toContain(part);
    }
    // The client is e-mailed too, by a consumer of its own (client-billing-email.int.test.ts).
    await expectRedeliveryAddsNothing(event, [paymentFailedDurable, paymentFailedClientDurable], 2);
  });

  it('names the client by its id when nothing else is known of it, and says when Stripe stops trying', async () => {
    const clientId = randomUUID();
    const event = paymentFailed(clientId, { nextPaymentAttemptAt: null, hostedInvoiceUrl: null, number: null, attemptCount: 4 });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'invoice.payment-failed');
    expect(sent.to).toEqual([teamEmail]);
    expect(sent.subject).toBe(`Payment failed: client ${clientId}`);
    expect(sent.text).toContain('Next attempt: none: Stripe will not try again');
    expect(sent.text).toContain('Invoice:      in_Bakery1');
    expect(sent.text).not.toContain('invoice.stripe.test');
    // The client's own e-mail waits for its address, and goes once onboarding's event gives it.
    expect(mail.for(event.id, 'invoice.payment-failed.client')).toEqual([]);
    const step = paymentStep({ clientId });
    await publish(step);
    const toClient = await mail.waitFor(event.id, 'invoice.payment-failed.client');
    expect(toClient.to).toEqual([step.data.email]);
  });
});

describe('the team’s e-mail when a client cancels', () => {
  it('says the subscription runs until the end of its period, with the date, once per event', async () => {
    const client = await knownClient(t, { businessName: 'Birch Bikes' });
    const event = cancelled(client.clientId);
    await publish(event);
    const sent = await mail.waitFor(event.id, 'subscription.cancelled');
    expect(sent.to).toEqual([teamEmail]);
    expect(sent.subject).toBe('Subscription cancelled: Birch Bikes');
    expect(sent.text).toContain(
      'Birch Bikes cancelled its Growth subscription. It runs until the end of the period paid for, Sunday 20 December 2026, 8:00 AM MST (America/Edmonton), then ends.',
    );
    expect(sent.text).toContain('Ends:         Sunday 20 December 2026, 8:00 AM MST (America/Edmonton)');
    await expectRedeliveryAddsNothing(event, [subscriptionCancelledDurable, subscriptionCancelledClientDurable], 2);
  });

  it('says a subscription cancelled now ended at once', async () => {
    const client = await knownClient(t, { businessName: 'Cedar Cafe' });
    const event = cancelled(client.clientId, { atPeriodEnd: false, endsAt: null, package: 'professional' });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'subscription.cancelled');
    expect(sent.text).toContain(
      'Cedar Cafe cancelled its Professional subscription. It ended at once, Tuesday 1 December 2026, 8:00 AM MST (America/Edmonton).',
    );
    expect(sent.text).toContain('Ends:         now');
  });
});

describe('the client’s e-mail before its free trial ends', () => {
  it('tells the client the day, the price before tax plus applicable taxes, and the dashboard’s link, once per event', async () => {
    const client = await knownClient(t);
    const event = trialEnding(client.clientId);
    await publish(event);
    const sent = await mail.waitFor(event.id, 'trial.ending');
    expect(sent.to).toEqual([client.email]);
    expect(sent.replyTo).toBe(teamEmail);
    expect(sent.subject).toBe('Your free trial ends on December 4, 2026');
    for (const part of [
      'Hello Jane Doe,',
      'Your free trial of the Maple Builders Growth package ends Friday 4 December 2026, 8:00 AM MST (America/Edmonton).',
      'your subscription is $39.00 CAD a month, plus applicable taxes',
      `  ${publicOrigin}/onboarding/dashboard\n`,
    ]) {
      expect(sent.text).toContain(part);
    }
    await eventually(async () =>
      expect((await deliveriesFor(event.id))[0]).toMatchObject({
        kind: 'trial.ending',
        status: 'sent',
        reference: 'subscription:sub_Bakery1',
      }),
    );
    await expectRedeliveryAddsNothing(event, trialEndingDurable, 1);
  });

  it('tells a client that chose a zone the day and time in it, while the team’s e-mails keep the agency’s zone', async () => {
    const client = await knownClient(t);
    await clientChoseZone(client.clientId, 'America/Toronto');
    // 03:30 UTC on 5 December is still the evening of the 4th in Toronto (and in Edmonton).
    const event = trialEnding(client.clientId, { trialEnd: '2026-12-05T03:30:00.000Z' });
    await publish(event);
    const sent = await mail.waitFor(event.id, 'trial.ending');
    expect(sent.subject).toBe('Your free trial ends on December 4, 2026');
    expect(sent.text).toContain(
      'Your free trial of the Maple Builders Growth package ends Friday 4 December 2026, 10:30 PM EST (America/Toronto).',
    );
    const failed = paymentFailed(client.clientId, { failedAt: '2026-12-05T03:30:00.000Z' });
    await publish(failed);
    const toTeam = await mail.waitFor(failed.id, 'invoice.payment-failed');
    expect(toTeam.text).toContain('Failed:       Friday 4 December 2026, 8:30 PM MST (America/Edmonton)');
  });

  it('keeps each field from its own newest event, whichever stream delivers first', async () => {
    const client = await knownClient(t);
    const contact = () =>
      t.sql('SELECT business_name, contact_name, email FROM client_contacts WHERE client_id = :id', { id: client.clientId });
    // The team's rename (newer) is applied before the client's older confirmed e-mail change: both hold.
    await publish({
      id: randomUUID(),
      type: 'onboarding.client.updated.v1',
      occurredAt: '2026-11-26T10:00:00.000Z',
      source: 'onboarding',
      correlationId: 'req-rename',
      causationId: null,
      data: {
        clientId: client.clientId,
        label: 'Prairie Bakery & Cafe',
        changes: { businessName: { before: 'Prairie Bakery', after: 'Prairie Bakery & Cafe' } },
        updatedAt: '2026-11-26T10:00:00.000Z',
      },
    });
    await eventually(async () => expect((await contact())[0]).toMatchObject({ businessName: 'Prairie Bakery & Cafe' }));
    const newEmail = `jane.${randomUUID().slice(0, 8)}@newbakery.ca`;
    await publish({
      id: randomUUID(),
      type: 'identity.account.email-changed.v1',
      occurredAt: '2026-11-25T10:00:00.000Z',
      source: 'identity',
      correlationId: 'req-email-first',
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
      expect(await contact()).toEqual([{ businessName: 'Prairie Bakery & Cafe', contactName: 'Jane Doe', email: newEmail }]),
    );
  });

  it('keeps a change that arrived before the client was known, and takes the rest from the step', async () => {
    const clientId = randomUUID();
    await publish({
      id: randomUUID(),
      type: 'onboarding.client.updated.v1',
      occurredAt: '2026-11-26T10:00:00.000Z',
      source: 'onboarding',
      correlationId: 'req-rename-early',
      causationId: null,
      data: {
        clientId,
        label: 'Early Rename Ltd',
        changes: { businessName: { before: 'Prairie Bakery', after: 'Early Rename Ltd' } },
        updatedAt: '2026-11-26T10:00:00.000Z',
      },
    });
    await eventually(async () =>
      expect(await t.sql('SELECT business_name, email FROM client_contacts WHERE client_id = :clientId', { clientId })).toEqual([
        { businessName: 'Early Rename Ltd', email: null },
      ]),
    );
    const step = paymentStep({ clientId });
    await publish(step);
    await eventually(async () =>
      expect(
        await t.sql('SELECT business_name, contact_name, email FROM client_contacts WHERE client_id = :clientId', { clientId }),
      ).toEqual([{ businessName: 'Early Rename Ltd', contactName: 'Jane Doe', email: step.data.email }]),
    );
  });

  it('goes to the address the client confirmed last, and names the business as the team renamed it', async () => {
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
    await publish({
      id: randomUUID(),
      type: 'onboarding.client.updated.v1',
      occurredAt: '2026-11-26T10:00:00.000Z',
      source: 'onboarding',
      correlationId: 'req-edit',
      causationId: null,
      data: {
        clientId: client.clientId,
        label: 'Prairie Bakery & Cafe',
        changes: { businessName: { before: 'Prairie Bakery', after: 'Prairie Bakery & Cafe' } },
        updatedAt: '2026-11-26T10:00:00.000Z',
      },
    });
    await eventually(async () =>
      expect(
        await t.sql('SELECT business_name, email FROM client_contacts WHERE client_id = :id', { id: client.clientId }),
      ).toEqual([{ businessName: 'Prairie Bakery & Cafe', email: newEmail }]),
    );
    // A late report older than both changes nothing.
    await publish(paymentStep({ ...client, completedAt: '2026-11-19T10:00:00.000Z' }));
    await t.consumerCaughtUp();
    const trial = trialEnding(client.clientId);
    await publish(trial);
    expect((await mail.waitFor(trial.id, 'trial.ending')).to).toEqual([newEmail]);
    const failed = paymentFailed(client.clientId);
    await publish(failed);
    expect((await mail.waitFor(failed.id, 'invoice.payment-failed')).subject).toBe('Payment failed: Prairie Bakery & Cafe');
  });
});
