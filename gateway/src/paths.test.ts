import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routedPath } from './paths.js';

/** What the proxy and a service's router make of a path: the URL parser's path, then decoded. */
function parsedAndDecoded(url: string): string {
  const raw = url.split('?')[0]!;
  if (!raw.startsWith('/')) return raw;
  const { pathname } = new URL(`http://gateway.invalid${raw}`);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

describe('routedPath', () => {
  it.each([
    ['/api/leads/items', '/api/leads/items'],
    ['/api/leads/items?next=/metrics', '/api/leads/items'],
    ['/api/leads/%6Detrics', '/api/leads/metrics'],
    ['/api/leads/./metrics', '/api/leads/metrics'],
    ['/api/leads/x/../metrics', '/api/leads/metrics'],
    ['/api/leads/%2e%2e/metrics', '/api/metrics'],
    ['/api/leads\\metrics', '/api/leads/metrics'],
    ['/api/leads/a b', '/api/leads/a b'],
    ['/api/leads/%E0%A4%A', '/api/leads/%E0%A4%A'],
    ['/assets/app-1234.js', '/assets/app-1234.js'],
    ['/blog/.well-known', '/blog/.well-known'],
    ['*', '*'],
  ])('%s routes as %s', (url, routed) => {
    expect(routedPath(url)).toBe(routed);
  });

  it('is what the URL parser and decoding make of any path', () => {
    const piece = fc.constantFrom(
      '/',
      '.',
      '..',
      '%',
      '%2e',
      '%2E',
      '%6C',
      '%2F',
      '\\',
      '?',
      '#',
      ' ',
      'a',
      'Z',
      '9',
      '-',
      '_',
      '~',
      'é',
      '\t',
    );
    const other = fc.string({ unit: 'binary-ascii', maxLength: 3 });
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, other), { maxLength: 12 }), (pieces) => {
        const url = `/${pieces.join('')}`;
        expect(routedPath(url)).toBe(parsedAndDecoded(url));
      }),
      { numRuns: 20_000 },
    );
  });
});
