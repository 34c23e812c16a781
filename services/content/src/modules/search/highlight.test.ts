import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { highlightSegments, segmentsFromMarkers } from './highlight.js';
import { queryWords } from './search-words.js';

const joined = (pieces: { text: string }[]) => pieces.map((piece) => piece.text).join('');

describe('highlightSegments', () => {
  it('marks the words of the query, whatever their case', () => {
    expect(highlightSegments('Web Development for Edmonton shops', queryWords('web EDMONTON'))).toEqual([
      { text: 'Web', match: true },
      { text: ' Development for ', match: false },
      { text: 'Edmonton', match: true },
      { text: ' shops', match: false },
    ]);
  });

  it('marks a whole word from its first letters, and a word the query has in plural', () => {
    expect(highlightSegments('Smart Chatbots', queryWords('chat'))).toEqual([
      { text: 'Smart ', match: false },
      { text: 'Chatbots', match: true },
    ]);
    expect(highlightSegments('Our service', queryWords('services'))).toEqual([
      { text: 'Our ', match: false },
      { text: 'service', match: true },
    ]);
  });

  it('does not mark a word that only contains the query', () => {
    expect(highlightSegments('Rebuild the website', queryWords('build'))).toEqual([
      { text: 'Rebuild the website', match: false },
    ]);
  });

  it('ignores accents on either side', () => {
    expect(highlightSegments('Un café à Montréal', queryWords('cafe montreal'))).toEqual([
      { text: 'Un ', match: false },
      { text: 'café', match: true },
      { text: ' à ', match: false },
      { text: 'Montréal', match: true },
    ]);
    expect(highlightSegments('Cafe\u0301 time', queryWords('café'))).toEqual([
      { text: 'Cafe\u0301', match: true },
      { text: ' time', match: false },
    ]);
  });

  it('keeps markup in the text as text', () => {
    expect(highlightSegments('<b>Bold</b> <script>x</script> tips', queryWords('bold script'))).toEqual([
      { text: '<b>', match: false },
      { text: 'Bold', match: true },
      { text: '</b> <', match: false },
      { text: 'script', match: true },
      { text: '>x</', match: false },
      { text: 'script', match: true },
      { text: '> tips', match: false },
    ]);
  });

  it('gives an empty text no pieces, and a query without words no marks', () => {
    expect(highlightSegments('', queryWords('web'))).toEqual([]);
    expect(highlightSegments('Web design', queryWords('&&'))).toEqual([{ text: 'Web design', match: false }]);
  });

  it('always gives back the text exactly, with no empty pieces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (text, query) => {
        const pieces = highlightSegments(text, queryWords(query));
        expect(joined(pieces)).toBe(text);
        expect(pieces.every((piece) => piece.text !== '')).toBe(true);
      }),
    );
  });
});

describe('segmentsFromMarkers', () => {
  const [start, end] = ['\uE000', '\uE001'];

  it('turns the engine marks into marked pieces, markup staying text', () => {
    expect(segmentsFromMarkers(`<b>Smart</b> ${start}chatbots${end} & ${start}SEO${end}`, start, end)).toEqual([
      { text: '<b>Smart</b> ', match: false },
      { text: 'chatbots', match: true },
      { text: ' & ', match: false },
      { text: 'SEO', match: true },
    ]);
  });

  it('marks the whole word when the engine marked its first letters', () => {
    expect(segmentsFromMarkers(`Smart ${start}Chat${end}bots, fast`, start, end)).toEqual([
      { text: 'Smart ', match: false },
      { text: 'Chatbots', match: true },
      { text: ', fast', match: false },
    ]);
  });

  it('drops a stray mark and keeps the text', () => {
    expect(segmentsFromMarkers(`a ${start}b`, start, end)).toEqual([{ text: 'a b', match: false }]);
    expect(segmentsFromMarkers(`a${end} b`, start, end)).toEqual([{ text: 'a b', match: false }]);
    expect(segmentsFromMarkers('', start, end)).toEqual([]);
  });
});
