import { requestBodies } from '@agency/contracts/openapi/content.schemas';
import { describe, expect, it } from 'vitest';
import { slugFromTitle } from './slug';

const slugPattern = new RegExp(requestBodies.createPost.properties.slug.pattern, 'u');

describe('slugFromTitle', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Hello, World!  Again', 'hello-world-again'],
    ['Why Edmonton Shops Need a Website', 'why-edmonton-shops-need-a-website'],
    ['snake_case_kept', 'snake_case_kept'],
    ['SEO 101: The Basics', 'seo-101-the-basics'],
    ['Tabs\tand\nnew lines', 'tabs-and-new-lines'],
    ['Already-hyphenated title', 'already-hyphenated-title'],
    ['Before - after', 'before---after'],
    ['  Spaces around  ', 'spaces-around'],
    ['- Draft -', 'draft'],
    ['Café & Crème', 'cafe-creme'],
    ['Les cafés de Québec', 'les-cafes-de-quebec'],
    ['Straße und Œuvre', 'strasse-und-oeuvre'],
    ['50% off? Yes!', '50-off-yes'],
    ['"Quotes" and (brackets)', 'quotes-and-brackets'],
    ['', ''],
    ['!!!', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('makes a slug the contract accepts from any title with a letter or digit in it', () => {
    for (const title of ['Hello, World!  Again', ' -- Q&A: 2026 -- ', 'a_b - c', 'Über_cool Tips']) {
      expect(slugFromTitle(title)).toMatch(slugPattern);
    }
  });
});
