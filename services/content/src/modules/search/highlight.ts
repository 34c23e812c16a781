import type { HighlightedText } from '@agency/contracts/openapi/content';
import { foldWord } from './search-words.js';

export type { HighlightedText };

/** The contract's marked-up text: plain pieces in order, the matched ones flagged; the page escapes them. */
type Segment = HighlightedText[number];

/** A word of a text, with the combining marks of decomposed letters kept inside it. */
const textWordPattern = /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu;

/**
 * Whether a word of the text answers a word of the query: it starts with it (`chat` marks 'Chatbot'),
 * or it is the query word short of a plural or tense ending (`services` marks 'service'), which the
 * full-text search finds through its stemmer too.
 */
function answers(textWord: string, queryWord: string): boolean {
  if (textWord.startsWith(queryWord)) return true;
  return textWord.length >= 3 && queryWord.startsWith(textWord) && queryWord.length - textWord.length <= 2;
}

/** The pieces without empty ones, runs of unmarked ones joined into one. */
export function mergeUnmarked(segments: readonly Segment[]): HighlightedText {
  const merged: Segment[] = [];
  for (const { text, match } of segments) {
    const last = merged[merged.length - 1];
    if (last && !last.match && !match) last.text += text;
    else if (text !== '') merged.push({ text, match });
  }
  return merged;
}

/**
 * The one highlighter: `text` cut into pieces, each word that answers one of `words` (folded query
 * words, see `queryWords`) marked as a match, case- and accent-insensitively. The pieces joined are
 * `text` exactly; an empty text has no pieces.
 */
export function highlightSegments(text: string, words: readonly string[]): HighlightedText {
  const segments: Segment[] = [];
  let position = 0;
  if (words.length > 0) {
    for (const found of text.matchAll(textWordPattern)) {
      const folded = foldWord(found[0]);
      if (!words.some((word) => answers(folded, word))) continue;
      segments.push({ text: text.slice(position, found.index), match: false }, { text: found[0], match: true });
      position = found.index + found[0].length;
    }
  }
  segments.push({ text: text.slice(position), match: false });
  return mergeUnmarked(segments);
}

const wordStart = /^[\p{L}\p{N}\p{M}]+/u;
const wordEnd = /[\p{L}\p{N}\p{M}]+$/u;

/** Widens each mark to the whole word it sits in, as `highlightSegments` marks: 'Chat' of 'Chatbots' marks 'Chatbots'. */
function wholeWords(segments: Segment[]): Segment[] {
  for (let i = 0; i < segments.length; i += 1) {
    const current = segments[i]!;
    if (!current.match) continue;
    const before = segments[i - 1];
    const after = segments[i + 1];
    const head = before && !before.match ? (wordEnd.exec(before.text)?.[0] ?? '') : '';
    const tail = after && !after.match ? (wordStart.exec(after.text)?.[0] ?? '') : '';
    if (head) before!.text = before!.text.slice(0, -head.length);
    if (tail) after!.text = after!.text.slice(tail.length);
    current.text = head + current.text + tail;
  }
  return segments;
}

/**
 * Pieces from a search engine's highlighted text, where `start` and `end` enclose the matches, each
 * mark widened to its whole word. The markers are characters indexed text never holds (see
 * `normalizeDocument`), so every other character, `<` and `&` included, stays text.
 */
export function segmentsFromMarkers(marked: string, start: string, end: string): HighlightedText {
  const segments: Segment[] = [];
  let rest = marked;
  while (rest !== '') {
    const open = rest.indexOf(start);
    if (open === -1) break;
    const close = rest.indexOf(end, open + start.length);
    if (close === -1) break;
    segments.push({ text: rest.slice(0, open), match: false }, { text: rest.slice(open + start.length, close), match: true });
    rest = rest.slice(close + end.length);
  }
  segments.push({ text: rest.split(start).join('').split(end).join(''), match: false });
  return mergeUnmarked(wholeWords(segments.filter((segment) => segment.text !== '')));
}
