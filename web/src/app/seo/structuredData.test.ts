import { describe, expect, it } from 'vitest';
import { canonicalUrl, fullTitle } from './pageUrls';
import { breadcrumbs } from './structuredData';

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
  const crumbs = (pathname: string, pageName: string) =>
    breadcrumbs(pathname, pageName).itemListElement.map((item) => [item.position, item.name, item.item]);
  const origin = window.location.origin;

  it('leads from Home through each page on the way, naming the last crumb after the page', () => {
    expect(breadcrumbs('/blog/local-seo', 'Local SEO')['@type']).toBe('BreadcrumbList');
    expect(crumbs('/blog/local-seo', 'Local SEO')).toEqual([
      [1, 'Home', `${origin}/`],
      [2, 'Blog', `${origin}/blog`],
      [3, 'Local SEO', `${origin}/blog/local-seo`],
    ]);
    expect(crumbs('/services/social-media/case-studies', 'Social Media Case Studies')).toEqual([
      [1, 'Home', `${origin}/`],
      [2, 'Social Media Marketing', `${origin}/services/social-media`],
      [3, 'Social Media Case Studies', `${origin}/services/social-media/case-studies`],
    ]);
  });

  it('skips a step of the path that is not a page (there is no /services page)', () => {
    expect(crumbs('/services/gmb-seo', 'GMB & SEO')).toEqual([
      [1, 'Home', `${origin}/`],
      [2, 'GMB & SEO', `${origin}/services/gmb-seo`],
    ]);
  });
});
