import { describe, expect, it } from 'vitest';
import { money, paymentFailedEmail, readableDate, trialEndingEmail } from './billing-email.js';

const contact = { clientId: 'c-1', businessName: 'Prairie\nBakery', contactName: '', email: 'jane@prairiebakery.ca' };

describe('the billing e-mails’ words', () => {
  it('write cents as dollars with two decimals and the currency, and a day with its month in words', () => {
    expect([money(3900, 'cad'), money(5, 'cad'), money(123456, 'cad')]).toEqual(['$39.00 CAD', '$0.05 CAD', '$1,234.56 CAD']);
    expect(readableDate('2026-12-04T23:30:00.000Z')).toBe('December 4, 2026');
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
    );
    expect(trial.text.startsWith('Hello,\n')).toBe(true);
    expect(trial.text).toContain('$19.00 CAD a month, plus applicable taxes');
  });
});
