import { describe, expect, it } from 'vitest';
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
