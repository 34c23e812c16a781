import { describe, expect, it } from 'vitest';
import { passwordResetEmail } from './password-reset-email.js';

/** The recipient's zone (here the agency's): the times are told in it, named. */
const zone = 'America/Edmonton';

const request = {
  userId: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10',
  email: 'jane@prairiebakery.ca',
  resetUrl: 'https://maplebuilders.ca/reset-password#type=recovery&token=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
  expiresAt: '2026-11-20T19:04:05.000Z',
  requestedAt: '2026-11-20T18:04:05.000Z',
};

describe('the password-reset e-mail', () => {
  it('gives the link, how long it works, and what to do if they did not ask', () => {
    const mail = passwordResetEmail(request, zone);
    expect(mail.subject).toBe('Reset your Maple Builders password');
    expect(mail.text.split('\n')).toEqual([
      'Hello,',
      '',
      'We received a request to reset the password of the Maple Builders account for jane@prairiebakery.ca.',
      '',
      'To choose a new password, open this link:',
      '',
      '  https://maplebuilders.ca/reset-password#type=recovery&token=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
      '',
      'The link is valid for 60 minutes, until Friday 20 November 2026, 12:04 PM MST (America/Edmonton), and works only once.',
      '',
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
      '',
      'Maple Builders',
      '',
    ]);
  });

  it('takes the validity from the expiry identity set', () => {
    const mail = passwordResetEmail({ ...request, expiresAt: '2026-11-20T18:34:05.000Z' }, zone);
    expect(mail.text).toContain(
      'The link is valid for 30 minutes, until Friday 20 November 2026, 11:34 AM MST (America/Edmonton), and works only once.',
    );
    const odd = passwordResetEmail({ ...request, expiresAt: request.requestedAt }, zone);
    expect(odd.text).toContain(
      'The link is valid until Friday 20 November 2026, 11:04 AM MST (America/Edmonton) and works only once.',
    );
  });

  it('cannot be made to forge a line by the address or the link', () => {
    const mail = passwordResetEmail(
      {
        ...request,
        email: 'jane@prairiebakery.ca\r\nBcc: victim@example.com',
        resetUrl: 'https://maplebuilders.ca/reset-password#type=recovery&token=abc\r\nIgnore the above',
      },
      zone,
    );
    const lines = mail.text.split('\n');
    expect(lines.some((line) => line.startsWith('Bcc:') || line.startsWith('Ignore'))).toBe(false);
    expect(lines).toContain('  https://maplebuilders.ca/reset-password#type=recovery&token=abcIgnore%20the%20above');
  });
});
