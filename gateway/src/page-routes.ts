import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The file the web build writes beside index.html: the SPA's route patterns, in react-router syntax. */
export const PAGE_ROUTES_FILE = 'page-routes.json';

const patternList = z.array(z.string().startsWith('/'));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A react-router path pattern as a regular expression: `:param` is one segment, a trailing `?` makes a
 * segment optional, a final `*` matches the rest; case-insensitive and a trailing slash allowed, as
 * react-router matches.
 */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter((segment) => segment !== '');
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      break;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const part = name.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(name)}`;
    source += optional ? `(?:${part})?` : part;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

/**
 * The SPA's route pattern a page path matches ('/blog/:slug'; a French page's path the same as its English one's),
 * or undefined for a path it does not route;
 * the matcher itself is undefined when the build wrote no list (every path is then a page).
 */
export type PageMatcher = (pathname: string) => string | undefined;

export function loadPageRoutes(webDist: string): PageMatcher | undefined {
  const file = path.join(webDist, PAGE_ROUTES_FILE);
  if (!existsSync(file)) return undefined;
  const routes = patternList.parse(JSON.parse(readFileSync(file, 'utf8'))).map((pattern) => ({
    pattern,
    matches: patternToRegExp(pattern),
  }));
  return (pathname) => {
    const page = withoutLanguage(pathname);
    return routes.find((route) => route.matches.test(page))?.pattern;
  };
}

/** A French page's address is its English one under `/fr` (web/src/shared/i18n/locale.ts). */
const FRENCH_PREFIX = /^\/fr(?=\/|$)/;

/** The page a path names whatever its language: `/fr/about` is the page `/about`, `/fr` the home page. */
export function withoutLanguage(pathname: string): string {
  return pathname.replace(FRENCH_PREFIX, '') || '/';
}
