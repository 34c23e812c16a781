import { describe, expect, it } from 'vitest';
import { subscriptionCancelledClientEmail } from './client-billing-email.js';

const contact = { clientId: 'c-1', businessName: 'Prairie Bakery', contactName: 'Jane Doe', email: 'jane@prairiebakery.ca' };

const cancellation = {
  clientId: 'c-1',
  subscriptionId: 'sub_1',
  package: 'growth',
  atPeriodEnd: true,
  endsAt: '2026-12-21T02:00:00.000Z',
  cancelledAt: '2026-12-01T15:00:00.000Z',
} as const;

describe('the client’s billing e-mails’ times', () => {
  it('name the day the plan ends, in the subject too, in the client’s zone, which near midnight is not UTC’s', () => {
    const mail = subscriptionCancelledClientEmail(cancellation, contact, 'https://maple.example', 'America/Toronto');
    expect(mail.subject).toBe('Your Maple Builders plan ends on December 20, 2026');
    expect(mail.text).toContain('the period you paid for, Sunday 20 December 2026, 9:00 PM EST (America/Toronto), then ends;');
    const now = subscriptionCancelledClientEmail(
      { ...cancellation, atPeriodEnd: false, endsAt: null },
      contact,
      'https://maple.example',
      'America/Edmonton',
    );
    expect(now.text).toContain('cancelled and ended Tuesday 1 December 2026, 8:00 AM MST (America/Edmonton);');
  });
});
