import { describe, expect, it } from 'vitest';
import { canonicalUrl, openGraphLocale } from './pageUrls';

describe('a page address in each language', () => {
  it('is the English address under /fr in French, the home page included', () => {
    const origin = canonicalUrl('/').replace(/\/$/, '');
    expect(canonicalUrl('/about/')).toBe(`${origin}/about`);
    expect(canonicalUrl('/about', 'fr')).toBe(`${origin}/fr/about`);
    expect(canonicalUrl('/', 'fr')).toBe(`${origin}/fr`);
    expect([openGraphLocale('en'), openGraphLocale('fr')]).toEqual(['en_CA', 'fr_CA']);
  });
});
