import { describe, expect, it } from 'vitest';
import { money, paymentFailedEmail, trialEndingEmail } from './billing-email.js';

/** The agency's zone, the team's inbox's and that of a client who chose none. */
const agency = 'America/Edmonton';

const contact = { clientId: 'c-1', businessName: 'Prairie\nBakery', contactName: '', email: 'jane@prairiebakery.ca' };

describe('the billing e-mails’ words', () => {
  it('write cents as dollars with two decimals and the currency', () => {
    expect([money(3900, 'cad'), money(5, 'cad'), money(123456, 'cad')]).toEqual(['$39.00 CAD', '$0.05 CAD', '$1,234.56 CAD']);
  });

  it('keep a business name the team typed on one line in the subject, and greet a client without a contact name', () => {
    const failed = paymentFailedEmail(
      {
        clientId: 'c-1',
        subscriptionId: 'sub_1',
        invoiceId: 'in_1',
        number: null,
        amountDueCents: 3900,
        currency: 'cad',
        attemptCount: 1,
        nextPaymentAttemptAt: null,
        hostedInvoiceUrl: null,
        failedAt: '2026-12-01T15:00:00.000Z',
      },
      contact,
      'https://maple.example',
      agency,
    );
    expect(failed.subject).toBe('Payment failed: Prairie Bakery');
    const trial = trialEndingEmail(
      {
        clientId: 'c-1',
        subscriptionId: 'sub_1',
        package: 'starter',
        amountCents: 1900,
        currency: 'cad',
        trialEnd: '2026-12-04T15:00:00.000Z',
      },
      contact,
      'https://maple.example',
      agency,
    );
    expect(trial.text.startsWith('Hello,\n')).toBe(true);
    expect(trial.text).toContain('$19.00 CAD a month, plus applicable taxes');
  });

  it('give the trial’s end, and the subject’s day, in the client’s zone, whose day near midnight is not UTC’s', () => {
    const trial = trialEndingEmail(
      {
        clientId: 'c-1',
        subscriptionId: 'sub_1',
        package: 'growth',
        amountCents: 3900,
        currency: 'cad',
        trialEnd: '2026-12-05T03:30:00.000Z',
      },
      { ...contact, contactName: 'Jane Doe' },
      'https://maple.example',
      'America/Toronto',
    );
    expect(trial.subject).toBe('Your free trial ends on December 4, 2026');
    expect(trial.text).toContain(
      'Your free trial of the Maple Builders Growth package ends Friday 4 December 2026, 10:30 PM EST (America/Toronto).',
    );
  });
});
