import { describe, expect, it } from 'vitest';
import { breadcrumbs, canonicalUrl, fullTitle } from './structuredData';

describe('fullTitle', () => {
  it('appends the brand unless the title already contains it', () => {
    expect(fullTitle('About')).toBe('About | Maple Builders');
    expect(fullTitle('Maple Builders | Home')).toBe('Maple Builders | Home');
    expect(fullTitle('Why Maple Builders works')).toBe('Why Maple Builders works');
  });
});

describe('canonicalUrl', () => {
  it('joins the site URL and the path without a trailing slash', () => {
    expect(canonicalUrl('/')).toBe(`${window.location.origin}/`);
    expect(canonicalUrl('/blog/')).toBe(`${window.location.origin}/blog`);
  });
});

describe('breadcrumbs', () => {
  it('lists Home, each segment, and names the last crumb after the page', () => {
    const list = breadcrumbs('/services/gmb-seo', 'GMB & SEO');
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', `${window.location.origin}/`],
      [2, 'Services', `${window.location.origin}/services`],
      [3, 'GMB & SEO', `${window.location.origin}/services/gmb-seo`],
    ]);
  });
});
