import { describe, expect, it } from 'vitest';
import { reminderEmail } from './reminder-email.js';

/** The recipient's zone (here the agency's): the times are told in it, named. */
const zone = 'America/Edmonton';

const reminder = {
  clientId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  reminderId: '0d1e2f3a-4b5c-4d6e-8f7a-8b9c0d1e2f3a',
  label: 'Prairie Bakery',
  step: 'registration' as const,
  days: 5,
  waitingSince: '2026-11-20T18:30:00.000Z',
  email: 'jane@prairiebakery.ca',
  contactName: 'Jane Doe',
  accessCode: { code: 'MB-7K2Q9X', expiresAt: '2026-12-20T18:30:00.000Z' },
  sentAt: '2026-11-25T17:10:00.000Z',
};

const origin = 'https://maplebuilders.ca';

describe('the reminder e-mail of a client’s onboarding step', () => {
  it('gives a client that has not registered its code, its expiry and the register link', () => {
    const mail = reminderEmail(reminder, origin, zone);
    expect(mail.subject).toBe('Your Maple Builders access code is waiting for you');
    expect(mail.text.split('\n')).toEqual([
      'Hello Jane Doe,',
      '',
      'Prairie Bakery is set up with Maple Builders, and your client account is the one step left before we start: it takes a minute with the access code below.',
      '',
      'Access code: MB-7K2Q9X',
      'Valid until: Sunday 20 December 2026, 11:30 AM MST (America/Edmonton)',
      '',
      'Create your account here (the code is filled in for you):',
      '',
      '  https://maplebuilders.ca/onboarding/register?code=MB-7K2Q9X',
      '',
      'Any questions? Reply to this e-mail and our team will answer.',
      '',
      'Maple Builders',
      '',
    ]);
  });

  it('sends a registered client to sign in to the portal, saying what is left at its step, with no code', () => {
    const said = {
      payment: 'choose your website package and pay for it',
      contract: 'sign your service contract',
      video: 'watch the short welcome video',
    } as const;
    for (const step of ['payment', 'contract', 'video'] as const) {
      const mail = reminderEmail({ ...reminder, step, accessCode: null }, origin, zone);
      expect(mail.subject).toBe('A reminder of your next step with Maple Builders');
      expect(mail.text).toContain(`Your onboarding with Maple Builders is waiting for you at one step: ${said[step]}.\n`);
      expect(mail.text).toContain('\n  https://maplebuilders.ca/onboarding\n');
      expect(mail.text).not.toContain('Access code');
    }
  });

  it('keeps what the team typed to one line and greets neutrally without a contact', () => {
    const mail = reminderEmail({ ...reminder, contactName: ' \r\n ', label: 'Bakery\r\nBcc: victim@example.com' }, origin, zone);
    expect(mail.text).toMatch(/^Hello,\n\nBakery Bcc: victim@example\.com is set up/);
    expect(mail.text.split('\n').some((line) => line.startsWith('Bcc:'))).toBe(false);
  });
});
