import { describe, expect, it } from 'vitest';
import { clientInvitationEmail, invitationReference, registrationLink } from './invitation-email.js';

/** The recipient's zone (here the agency's): the times are told in it, named. */
const zone = 'America/Edmonton';

const invitation = {
  clientId: '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10',
  businessName: 'Prairie Bakery',
  contactName: 'Jane Doe',
  email: 'jane@prairiebakery.ca',
  package: 'growth' as const,
  accessCode: { id: '0b8d6a3e-2f4c-4c1e-9a77-5e2d7f1c9b20', code: 'MB-7K2Q9X', expiresAt: '2026-12-20T18:04:05.000Z' },
  revokedAccessCodeIds: [],
  invitedAt: '2026-11-20T18:04:05.000Z',
};

const origin = 'https://maplebuilders.ca';

describe('the invitation e-mail to a client', () => {
  it('greets the contact and gives the code, its expiry, the register link and what happens next', () => {
    const mail = clientInvitationEmail(invitation, origin, zone);
    expect(mail.subject).toBe('Your Maple Builders access code for Prairie Bakery');
    expect(mail.text.split('\n')).toEqual([
      'Hello Jane Doe,',
      '',
      'Welcome to Maple Builders! Prairie Bakery is set up with us, and the access code below lets you create your client account and get started.',
      '',
      'Access code: MB-7K2Q9X',
      'Valid until: Sunday 20 December 2026, 11:04 AM MST (America/Edmonton)',
      '',
      'Create your account here (the code is filled in for you):',
      '',
      '  https://maplebuilders.ca/onboarding/register?code=MB-7K2Q9X',
      '',
      'Register with this e-mail address, jane@prairiebakery.ca: the code works with no other.',
      '',
      'What happens next:',
      '  1. Create your account with the code, this e-mail address and a password of your choice.',
      '  2. Choose your website package and pay for it.',
      '  3. Sign your service contract.',
      '  4. Watch a short welcome video.',
      '  5. Your client dashboard opens, where you can message our team.',
      '',
      'If the code expires before you use it, reply to this e-mail and we will send you a new one.',
      'Any questions? Reply to this e-mail and our team will answer.',
      '',
      'Maple Builders',
      '',
    ]);
  });

  it('greets neutrally when no contact name was given, and names no business it does not have', () => {
    const mail = clientInvitationEmail({ ...invitation, contactName: ' \r\n ', businessName: '' }, origin, zone);
    expect(mail.text).toMatch(/^Hello,\n\n/);
    expect(mail.text).toContain('Welcome to Maple Builders! Your business is set up with us, and the access code below');
    expect(mail.subject).toBe('Your Maple Builders access code');
  });

  it('says a re-issued code replaces the earlier one, which no longer works', () => {
    const one = clientInvitationEmail(
      { ...invitation, revokedAccessCodeIds: ['6f1e2d3c-4b5a-4968-8776-655443322110'] },
      origin,
      zone,
    );
    expect(one.text).toContain(
      'Valid until: Sunday 20 December 2026, 11:04 AM MST (America/Edmonton)\n\nThis code replaces the code we sent you before, which no longer works.\n\n',
    );
    const two = clientInvitationEmail(
      { ...invitation, revokedAccessCodeIds: ['6f1e2d3c-4b5a-4968-8776-655443322110', '7a2b3c4d-5e6f-4a0b-9c1d-2e3f4a5b6c7d'] },
      origin,
      zone,
    );
    expect(two.text).toContain('This code replaces the codes we sent you before, which no longer work.');
    expect(clientInvitationEmail(invitation, origin, zone).text).not.toContain('replaces');
  });

  it('keeps what the team typed to one line in the subject and cannot forge a line of the body', () => {
    const mail = clientInvitationEmail(
      {
        ...invitation,
        businessName: `Bakery\r\nBcc: victim@example.com\r\n${'B'.repeat(300)}`,
        contactName: 'Jane\r\n\r\nAccess code: MB-FAKE00',
        accessCode: { ...invitation.accessCode, code: 'MB-7K2Q9X\r\nBcc: x@y.z&next=//evil.example' },
      },
      origin,
      zone,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toMatch(/^Your Maple Builders access code for Bakery Bcc: victim@example\.com B+…$/);
    expect(mail.subject.length).toBeLessThanOrEqual(120);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Hello Jane Access code: MB-FAKE00,');
    expect(lines.filter((line) => line.startsWith('Access code:'))).toEqual([
      'Access code: MB-7K2Q9X Bcc: x@y.z&next=//evil.example',
    ]);
    expect(lines).toContain(
      '  https://maplebuilders.ca/onboarding/register?code=MB-7K2Q9X%0D%0ABcc%3A+x%40y.z%26next%3D%2F%2Fevil.example',
    );
    expect(lines.some((line) => line.startsWith('Bcc:'))).toBe(false);
  });

  it('shows the names the team typed in the order they are stored, whatever bidirectional controls they carry', () => {
    const mail = clientInvitationEmail(
      { ...invitation, businessName: 'Prairie \u202EyrekaB\u202C', contactName: '\u2067Jane\u2069   Doe' },
      origin,
      zone,
    );
    expect(mail.subject).toBe('Your Maple Builders access code for Prairie yrekaB');
    expect(mail.text).toMatch(/^Hello Jane Doe,\n/);
    expect(mail.text).toContain('Prairie yrekaB is set up with us');
    expect(mail.text).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/u);
  });

  it('links to the register page on the public origin, with the code as its only parameter', () => {
    expect(registrationLink('http://localhost:8080', 'MB-ABC123')).toBe(
      'http://localhost:8080/onboarding/register?code=MB-ABC123',
    );
    expect(registrationLink('https://maplebuilders.ca', 'MB A&B')).toBe(
      'https://maplebuilders.ca/onboarding/register?code=MB+A%26B',
    );
  });

  it('is referenced by its access code', () => {
    expect(invitationReference(invitation.accessCode.id)).toBe('access-code:0b8d6a3e-2f4c-4c1e-9a77-5e2d7f1c9b20');
  });
});
