import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldWord, prefixTsQuery, queryTokens, queryWords } from './search-words.js';

describe('query words', () => {
  it('keeps runs of letters and digits, lower-cased, each once', () => {
    expect(queryTokens('Web  DEVELOPMENT web 2025!')).toEqual(['web', 'development', '2025']);
    expect(queryTokens('Crème brûlée 日本語')).toEqual(['crème', 'brûlée', '日本語']);
  });

  it('reads quotes, operators, SQL and symbols as separators, never as words', () => {
    expect(queryTokens(`"web dev" & !seo | (a:*) <-> b'; DROP TABLE x; --`)).toEqual([
      'web',
      'dev',
      'seo',
      'a',
      'b',
      'drop',
      'table',
      'x',
    ]);
    expect(queryTokens('&|!():*<->"\'\\%_-')).toEqual([]);
  });

  it('looks for at most eight words', () => {
    expect(queryTokens('a b c d e f g h i j')).toHaveLength(8);
  });

  it('folds case and accents for the highlighter', () => {
    expect(foldWord('Café')).toBe('cafe');
    expect(foldWord('CAFE\u0301')).toBe('cafe');
    expect(foldWord('WebSite2025')).toBe('website2025');
    expect(foldWord('Montréal')).toBe('montreal');
    expect(queryWords('Café cafe CAFÉ')).toEqual(['cafe']);
  });
});

describe('the prefix tsquery', () => {
  it('asks for every word as a word or the start of one', () => {
    expect(prefixTsQuery('web dev')).toBe('web:* & dev:*');
    expect(prefixTsQuery('chat')).toBe('chat:*');
  });

  it('is null when the query has no words', () => {
    expect(prefixTsQuery('&& !!')).toBeNull();
    expect(prefixTsQuery('  ')).toBeNull();
  });

  it('holds nothing but words, `:*` and ` & ` whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (typed) => {
        const query = prefixTsQuery(typed);
        if (query !== null) expect(query).toMatch(/^[\p{L}\p{N}]+:\*( & [\p{L}\p{N}]+:\*)*$/u);
      }),
    );
  });
});
