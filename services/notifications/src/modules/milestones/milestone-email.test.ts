import { describe, expect, it } from 'vitest';
import { dashboardLink, milestoneDoneEmail, milestoneReference, readableDay } from './milestone-email.js';

const milestone = {
  clientId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  label: 'Prairie Bakery',
  email: 'jane@prairiebakery.ca',
  contactName: 'Jane Doe',
  milestoneId: '2f4e6a8c-0b1d-4e3f-9a5b-7c9d1e3f5a71',
  name: 'Kickoff',
  position: 1,
  plannedOn: '2026-11-23',
  doneOn: '2026-11-26',
  note: 'We agreed on the pages.\nThe design starts Monday.',
  before: { plannedOn: '2026-11-23', doneOn: null, note: '' },
  completed: true,
  updatedAt: '2026-11-26T17:10:00.000Z',
};

describe('the e-mail to a client when a milestone is done', () => {
  it('names the milestone and the day, gives the team’s note and links to the dashboard', () => {
    const mail = milestoneDoneEmail(milestone, 'https://maplebuilders.ca');
    expect(mail.subject).toBe('Maple Builders: Kickoff is done');
    expect(mail.text.split('\n')).toEqual([
      'Hello Jane Doe,',
      '',
      'Good news: "Kickoff" is done (November 26, 2026).',
      '',
      'A note from our team:',
      '  We agreed on the pages.',
      '  The design starts Monday.',
      '',
      'See your whole project plan and what comes next on your dashboard:',
      '',
      '  https://maplebuilders.ca/onboarding/dashboard',
      '',
      'Questions? Reply to this e-mail or write to us from your dashboard.',
      '',
      'Maple Builders',
      '',
    ]);
  });

  it('leaves the note out when there is none, and keeps names to one line', () => {
    const mail = milestoneDoneEmail(
      { ...milestone, note: '  ', contactName: '', name: 'Launch\r\nBcc: victim@example.com' },
      'http://localhost:8080',
    );
    expect(mail.subject).toBe('Maple Builders: Launch Bcc: victim@example.com is done');
    expect(mail.text).toMatch(/^Hello,\n\nGood news: "Launch Bcc: victim@example.com" is done/);
    expect(mail.text).not.toContain('A note from our team');
  });

  it('reads days and links as the client expects', () => {
    expect(readableDay('2027-01-05')).toBe('January 5, 2027');
    expect(dashboardLink('http://localhost:8080')).toBe('http://localhost:8080/onboarding/dashboard');
    expect(milestoneReference('m-1')).toBe('milestone:m-1');
  });
});
