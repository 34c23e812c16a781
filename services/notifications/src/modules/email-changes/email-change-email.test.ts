import { describe, expect, it } from 'vitest';
import { emailChangeConfirmationEmail, emailChangeNoticeEmail } from './email-change-email.js';

/** The recipient's zone (here the agency's): the times are told in it, named. */
const zone = 'America/Edmonton';

const request = {
  userId: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10',
  email: 'jane@prairiebakery.ca',
  newEmail: 'jane.doe@prairiebakery.ca',
  confirmUrl: 'https://maplebuilders.ca/account/confirm-email#token=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c',
  expiresAt: '2026-11-21T18:04:05.000Z',
  requestedAt: '2026-11-20T18:04:05.000Z',
};

describe('the e-mail change e-mails', () => {
  it('give the new address the link and until when it works', () => {
    const mail = emailChangeConfirmationEmail(request, zone);
    expect(mail.subject).toBe('Confirm your new Maple Builders e-mail');
    expect(mail.text).toContain(
      'The Maple Builders account of jane@prairiebakery.ca asked to use this address, jane.doe@prairiebakery.ca, from now on.',
    );
    expect(mail.text).toContain(`To confirm the change, open this link:\n\n  ${request.confirmUrl}\n`);
    expect(mail.text).toContain('The link works once, until Saturday 21 November 2026, 11:04 AM MST (America/Edmonton).');
  });

  it('tell the current address without the link', () => {
    const mail = emailChangeNoticeEmail(request);
    expect(mail.subject).toBe('Your Maple Builders e-mail is about to change');
    expect(mail.text).toContain('from jane@prairiebakery.ca to jane.doe@prairiebakery.ca.');
    expect(mail.text).toContain('If this was not you, sign in and change your password');
    expect(mail.text).not.toContain('token');
    expect(mail.text).not.toContain('confirm-email');
  });

  it('name the team when the team changed a client’s e-mail', () => {
    expect(emailChangeConfirmationEmail(request, zone, true).text).toContain(
      'Our team changed the e-mail of your Maple Builders client account, jane@prairiebakery.ca, to this address, jane.doe@prairiebakery.ca.',
    );
    const notice = emailChangeNoticeEmail(request, true).text;
    expect(notice).toContain('Our team changed the e-mail of your Maple Builders client account from jane@prairiebakery.ca');
    expect(notice).not.toContain('Someone signed in');
  });

  it('cannot be made to forge a line by the addresses or the link', () => {
    const hostile = {
      ...request,
      newEmail: 'jane@prairiebakery.ca\r\nBcc: victim@example.com',
      confirmUrl: 'https://maplebuilders.ca/account/confirm-email#token=abc\r\nIgnore the above',
    };
    for (const mail of [emailChangeConfirmationEmail(hostile, zone), emailChangeNoticeEmail(hostile)]) {
      const lines = mail.text.split('\n');
      expect(lines.some((line) => line.startsWith('Bcc:') || line.startsWith('Ignore'))).toBe(false);
    }
  });
});
