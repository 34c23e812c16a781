import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enAdminActivity } from '../../../shared/i18n/en.admin.activity';
import { subjectText, subjectTypes, whatOf, type ActivityEntry } from './activityEntry';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: crypto.randomUUID(),
  occurredAt: '2026-11-21T16:05:00.000Z',
  type: 'content.category.created.v1',
  action: 'category.created',
  actor: { kind: 'team', id: 'u-student', name: 'Sam Student', role: 'member', clientId: null },
  subject: { type: 'category', id: 'cat-1', label: 'Local search' },
  before: null,
  after: null,
  known: true,
  data: {},
  ...overrides,
});

describe('the words for content’s categories and images on the record', () => {
  it('names a new category and an uploaded image, and offers both kinds in the filter', () => {
    const category = entry({});
    expect([whatOf(category).text, subjectText(category)]).toEqual(['Added a blog category', 'Blog category: Local search']);
    const image = entry({
      type: 'content.image.uploaded.v1',
      action: 'image.uploaded',
      subject: { type: 'image', id: 'a1b2.png', label: null },
    });
    expect([whatOf(image).text, subjectText(image)]).toEqual(['Uploaded an image', 'Image']);
    expect(subjectTypes).toEqual(expect.arrayContaining(['category', 'image']));
  });
});

describe('the words for an e-mail sent', () => {
  it('say whom it went to, from the event', () => {
    const sent = entry({
      type: 'notifications.email.sent.v1',
      action: 'email.sent',
      actor: { kind: 'system', id: null, name: null, role: null, clientId: null } as unknown as ActivityEntry['actor'],
      subject: { type: 'email', id: 'd-1', label: null },
      data: {
        deliveryId: 'd-1',
        kind: 'access-code',
        reference: null,
        to: 'owner@prairiebakery.ca',
        sentAt: '2026-11-21T16:05:00Z',
      },
    });
    expect(whatOf(sent).text).toBe('Sent an e-mail to owner@prairiebakery.ca');
    expect(whatOf({ ...sent, data: {} }).text).toBe('Sent an e-mail');
  });
});

describe('the words for every change to the public site', () => {
  // Every content event is a person's change (or a schedule's), so each gets its own phrase, not one made
  // from its name.
  const samples = path.join(__dirname, '../../../../../services/contracts/src/events/samples');
  const contentActions = readdirSync(samples)
    .filter((file) => file.startsWith('content.'))
    .map((file) => file.split('.').slice(1, 3).join('.'));

  it('has a phrase for each action, and a kind for each record', () => {
    expect(contentActions.length).toBeGreaterThan(15);
    expect(contentActions.filter((action) => !(`activity.action.${action}` in enAdminActivity))).toEqual([]);
  });

  it('tells the site’s people from the team’s accounts', () => {
    const person = entry({
      type: 'content.team-member.created.v1',
      action: 'team-member.created',
      subject: { type: 'site-team-member', id: 'p-1', label: 'Priya Patel' },
    });
    expect(subjectText(person)).toBe('Person on the site’s team: Priya Patel');
    expect(subjectTypes).toEqual(expect.arrayContaining(['team-member', 'site-team-member', 'partner', 'tag']));
  });
});
