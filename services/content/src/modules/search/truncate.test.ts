import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { highlightSegments } from './highlight.js';
import { queryWords } from './search-words.js';
import { fitSegments, truncateText } from './truncate.js';

const joined = (pieces: { text: string }[]) => pieces.map((piece) => piece.text).join('');
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('truncateText', () => {
  it('leaves a text that fits', () => {
    expect(truncateText('Short enough', 12)).toBe('Short enough');
  });

  it('cuts between words when a space is near, and ends with an ellipsis', () => {
    expect(truncateText('Local SEO for small shops in Edmonton', 20)).toBe('Local SEO for small…');
  });

  it('never splits a character made of two UTF-16 units', () => {
    const text = `${'a'.repeat(8)}🍁🍁🍁`;
    const cut = truncateText(text, 10);
    expect(cut).toBe(`${'a'.repeat(8)}…`);
    expect(cut.length).toBeLessThanOrEqual(10);
  });

  it('always fits and is well-formed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.integer({ min: 2, max: 200 }), (text, max) => {
        const cut = truncateText(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(cut).not.toMatch(loneSurrogate);
      }),
    );
  });
});

describe('fitSegments', () => {
  it('cuts the pieces where the text is cut, keeping the marks', () => {
    const pieces = highlightSegments('Web design and web hosting for Edmonton shops', queryWords('web'));
    const fitted = fitSegments(pieces, 24, 200);
    expect(joined(fitted)).toBe(truncateText(joined(pieces), 24));
    expect(fitted).toEqual([
      { text: 'Web', match: true },
      { text: ' design and ', match: false },
      { text: 'web', match: true },
      { text: '…', match: false },
    ]);
  });

  it('merges the pieces past the limit into one', () => {
    const pieces = highlightSegments('ab '.repeat(300).trim(), queryWords('ab'));
    const fitted = fitSegments(pieces, 1000, 200);
    expect(fitted).toHaveLength(200);
    expect(joined(fitted)).toBe(joined(pieces));
    expect(fitted[199]?.match).toBe(false);
  });

  it('keeps the text of the pieces equal to the cut text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.string(),
        fc.integer({ min: 10, max: 300 }),
        (text, query, max) => {
          const pieces = highlightSegments(text, queryWords(query));
          const fitted = fitSegments(pieces, max, 20);
          expect(joined(fitted)).toBe(truncateText(text, max));
          expect(fitted.length).toBeLessThanOrEqual(20);
        },
      ),
    );
  });
});
