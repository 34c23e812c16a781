import { describe, expect, it } from 'vitest';
import { teamInvitationEmail } from './team-invitation-email.js';

/** The recipient's zone (here the agency's): the times are told in it, named. */
const zone = 'America/Edmonton';

const invitation = {
  invitationId: '0b8d6a3e-2f4c-4c1e-9a77-5e2d7f1c9b20',
  email: 'sam@students.example',
  name: 'Sam Student',
  role: 'member' as const,
  resent: false,
  invitedByName: 'Morgan Mentor',
  acceptUrl: 'https://maplebuilders.ca/team/invitation#token=k1bq3V0cYk2v8tXb9mFzC2xQm5RkP7sLwH4dN6eJ0aU',
  expiresAt: '2026-11-27T18:04:05.000Z',
  sentAt: '2026-11-20T18:04:05.000Z',
};

describe('the invitation e-mail to a person invited to the team', () => {
  it('greets them, says who invited them as what, and gives the link and until when it works', () => {
    const mail = teamInvitationEmail(invitation, zone);
    expect(mail.subject).toBe('You are invited to join the Maple Builders team');
    expect(mail.text.split('\n')).toEqual([
      'Hello Sam Student,',
      '',
      'Morgan Mentor invited you to join the Maple Builders team as a member (student).',
      '',
      'To accept, open this link, choose your display name and a password:',
      '',
      `  ${invitation.acceptUrl}`,
      '',
      'The link works once, until Friday 27 November 2026, 11:04 AM MST (America/Edmonton).',
      '',
      'If you did not expect this invitation, ignore this e-mail: nothing happens unless the link is used.',
      '',
      'Maple Builders',
      '',
    ]);
  });

  it('keeps the names an admin typed to one line each, so they cannot forge a line of the body', () => {
    const mail = teamInvitationEmail(
      {
        ...invitation,
        name: 'Sam\r\n\r\nhttps://evil.example/team/invitation#token=x',
        invitedByName: '\u202EMorgan\r\nBcc: x@y.z',
      },
      zone,
    );
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Hello Sam https://evil.example/team/invitation#token=x,');
    expect(lines.filter((line) => line.startsWith('  https://'))).toEqual([`  ${invitation.acceptUrl}`]);
    expect(lines.some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(mail.text).not.toMatch(/[\u202A-\u202E]/u);
  });
});
