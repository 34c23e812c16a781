import { describe, expect, it } from 'vitest';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { slugOf } from './slugs.js';

const slugPattern = new RegExp(contentSchemas.Slug.pattern);

describe('slugOf', () => {
  it.each([
    ['Local SEO', 'local-seo'],
    ['  Social   Media & Ads!  ', 'social-media-ads'],
    ['Café Crème', 'cafe-creme'],
    ['E-mail -- Marketing', 'e-mail-marketing'],
    ['2025 Trends', '2025-trends'],
  ])('makes %j into %j', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
    expect(slug).toMatch(slugPattern);
  });

  it('is empty when nothing is left', () => {
    expect(slugOf('!!! ???')).toBe('');
    expect(slugOf('日本')).toBe('');
  });

  it('keeps to 80 characters and never ends on a hyphen', () => {
    const slug = slugOf(`${'a'.repeat(79)} b`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(slugPattern);
  });
});
