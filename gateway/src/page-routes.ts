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
 * The SPA's route pattern a page path matches ('/blog/:slug'), or undefined for a path it does not route;
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
  return (pathname) => routes.find((route) => route.matches.test(pathname))?.pattern;
}
