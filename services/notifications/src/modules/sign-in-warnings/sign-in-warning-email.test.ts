import { describe, expect, it } from 'vitest';
import { signInWarningEmail } from './sign-in-warning-email.js';

/** The recipient's zone (here the agency's): the times are told in it, named. */
const zone = 'America/Edmonton';

const warning = {
  userId: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10',
  email: 'jane@prairiebakery.ca',
  failedSignIns: 100,
  windowSeconds: 3600,
  resetUrl: 'https://maplebuilders.ca/reset-password#type=recovery&token=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
  expiresAt: '2026-11-20T19:04:05.000Z',
  throttledAt: '2026-11-20T18:04:05.000Z',
};

describe('the sign-in warning e-mail', () => {
  it('says what happened, that signing in still works, and gives a reset link with how long it works', () => {
    const mail = signInWarningEmail(warning, zone);
    expect(mail.subject).toBe('Sign-in attempts on your Maple Builders account');
    expect(mail.text.split('\n')).toEqual([
      'Hello,',
      '',
      'Someone tried to sign in to the Maple Builders account for jane@prairiebakery.ca with a wrong password more than 100 times in the last hour, from many places.',
      'To protect the account, sign-in attempts from those places are slowed down. You can still sign in with your password.',
      '',
      'If these attempts were not yours, choose a new password with this link:',
      '',
      '  https://maplebuilders.ca/reset-password#type=recovery&token=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
      '',
      'The link is valid for 60 minutes, until Friday 20 November 2026, 12:04 PM MST (America/Edmonton), and works only once.',
      '',
      'If they were yours, ignore this e-mail: your password stays as it is.',
      '',
      'Maple Builders',
      '',
    ]);
  });

  it('words the window as identity counted it', () => {
    expect(signInWarningEmail({ ...warning, windowSeconds: 7200 }, zone).text).toContain('times in the last 2 hours, from');
    expect(signInWarningEmail({ ...warning, windowSeconds: 900, failedSignIns: 12 }, zone).text).toContain(
      'more than 12 times in the last 15 minutes, from',
    );
  });

  it('cannot be made to forge a line by the address or the link', () => {
    const mail = signInWarningEmail(
      {
        ...warning,
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
