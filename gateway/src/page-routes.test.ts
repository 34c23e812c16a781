import { describe, expect, it } from 'vitest';
import { patternToRegExp, withoutLanguage } from './page-routes.js';

const matches = (pattern: string, pathname: string) => patternToRegExp(pattern).test(pathname);

describe('react-router patterns at the edge', () => {
  it('matches the root only at the root', () => {
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/x')).toBe(false);
  });

  it('matches static segments case-insensitively, with or without a trailing slash', () => {
    expect(matches('/about', '/about')).toBe(true);
    expect(matches('/about', '/ABOUT/')).toBe(true);
    expect(matches('/about', '/about-us')).toBe(false);
    expect(matches('/a.b', '/axb')).toBe(false);
  });

  it('takes one whole segment for a :param', () => {
    expect(matches('/blog/:slug', '/blog/hello')).toBe(true);
    expect(matches('/blog/:slug', '/blog')).toBe(false);
    expect(matches('/blog/:slug', '/blog/a/b')).toBe(false);
  });

  it('lets a segment marked ? be left out', () => {
    expect(matches('/work/:id?', '/work')).toBe(true);
    expect(matches('/work/:id?', '/work/7')).toBe(true);
    expect(matches('/en?/about', '/about')).toBe(true);
    expect(matches('/en?/about', '/en/about')).toBe(true);
  });

  it('matches the rest of the path with a final *', () => {
    expect(matches('/admin/*', '/admin')).toBe(true);
    expect(matches('/admin/*', '/admin/clients/4/messages')).toBe(true);
    expect(matches('/admin/*', '/administrator')).toBe(false);
    expect(matches('*', '/anything/at/all')).toBe(true);
  });
});

describe('a page in French', () => {
  it('is the page its English address names, under /fr', () => {
    expect(withoutLanguage('/fr')).toBe('/');
    expect(withoutLanguage('/fr/')).toBe('/');
    expect(withoutLanguage('/fr/blog/hello')).toBe('/blog/hello');
    expect(withoutLanguage('/about')).toBe('/about');
    // Only a whole first segment: a page whose name starts with fr is not French.
    expect(withoutLanguage('/fresh-start')).toBe('/fresh-start');
    expect(withoutLanguage('/blog/fr')).toBe('/blog/fr');
  });
});
