import { describe, expect, it } from 'vitest';
import type { UnreadNudged } from '@agency/contracts/events/messaging';
import { threadLink, unreadNudgeEmail } from './unread-nudge-email.js';

/** The recipient's zone (here the agency's): the times are told in it, named. */
const zone = 'America/Edmonton';

const origin = 'https://maplebuilders.ca';
const clientId = '5d3c1a44-8f0e-4a55-9d7a-0a6f1c3e2b10';

const nudge = (fields: Partial<UnreadNudged> = {}): UnreadNudged => ({
  clientId,
  recipient: 'client',
  unreadCount: 2,
  oldestUnreadAt: '2026-11-20T18:04:05.000Z',
  upToSeq: 42,
  clientEmail: 'jane@prairiebakery.ca',
  contactName: 'Jane Doe',
  businessName: 'Prairie Bakery',
  ...fields,
});

describe('the unread-messages reminder', () => {
  it('tells the client how many of the team’s messages wait, since when, and links to its dashboard', () => {
    const mail = unreadNudgeEmail(nudge(), origin, zone);
    expect(mail.subject).toBe('You have unread messages from Maple Builders');
    expect(mail.text.split('\n')).toEqual([
      'Hello Jane Doe,',
      '',
      'You have 2 unread messages from the Maple Builders team, the first sent Friday 20 November 2026, 11:04 AM MST (America/Edmonton).',
      '',
      'Read them and reply on your client dashboard:',
      '',
      '  https://maplebuilders.ca/onboarding/dashboard',
      '',
      'Thank you, and talk soon!',
      '',
      'Maple Builders',
      '',
    ]);
  });

  it('speaks of one message as one, and greets a client without a contact name plainly', () => {
    const mail = unreadNudgeEmail(nudge({ unreadCount: 1, contactName: ' ' }), origin, zone);
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain(
      'You have 1 unread message from the Maple Builders team, sent Friday 20 November 2026, 11:04 AM MST (America/Edmonton).',
    );
    expect(mail.text).toContain('Read it and reply on your client dashboard:');
  });

  it('tells the team which client’s messages wait and links to that client’s messages page', () => {
    const mail = unreadNudgeEmail(nudge({ recipient: 'team', unreadCount: 3 }), origin, zone);
    expect(mail.subject).toBe('Unread messages from Prairie Bakery');
    expect(mail.text.split('\n')).toEqual([
      'Prairie Bakery has left 3 unread messages for the team, the first sent Friday 20 November 2026, 11:04 AM MST (America/Edmonton).',
      '',
      'Business: Prairie Bakery',
      'Contact:  Jane Doe',
      'E-mail:   jane@prairiebakery.ca',
      '',
      "Read them and answer in the client's messages:",
      '',
      `  https://maplebuilders.ca/admin/clients/${clientId}/messages`,
      '',
    ]);
    expect(threadLink({ recipient: 'team', clientId }, origin)).toBe(`${origin}/admin/clients/${clientId}/messages`);
  });

  it('keeps names on one line in the subject and the text, whatever they hold', () => {
    const businessName = 'Evil\r\nBcc: victim@example.com \u202Ereversed';
    const mail = unreadNudgeEmail(nudge({ recipient: 'team', businessName, contactName: 'Jane\nDoe' }), origin, zone);
    expect(mail.subject).toBe('Unread messages from Evil Bcc: victim@example.com reversed');
    expect(mail.subject).not.toMatch(/[\r\n\u202E]/);
    expect(mail.text).toContain('\nBusiness: Evil Bcc: victim@example.com reversed\n');
    expect(mail.text).toContain('\nContact:  Jane Doe\n');
    expect(unreadNudgeEmail(nudge({ recipient: 'team', businessName: '' }), origin, zone).subject).toBe(
      'Unread messages from a client',
    );
    expect(
      unreadNudgeEmail(nudge({ contactName: 'A'.repeat(300) }), origin, zone).text.split('\n')[0]!.length,
    ).toBeLessThanOrEqual(128);
  });
});
