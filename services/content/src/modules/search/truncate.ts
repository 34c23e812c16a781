import { mergeUnmarked, type HighlightedText } from './highlight.js';

const ELLIPSIS = '…';

/** How far back from the limit a cut looks for a space, so it falls between words when one is near. */
const WORD_BOUNDARY_REACH = 30;

/**
 * Where to cut `text` so that what is kept plus an ellipsis fits in `maxLength` UTF-16 units: never
 * inside a surrogate pair, between words when a space is near, without trailing spaces.
 */
function cutPoint(text: string, maxLength: number): number {
  let cut = maxLength - ELLIPSIS.length;
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  const space = text.lastIndexOf(' ', cut);
  if (space > 0 && cut - space <= WORD_BOUNDARY_REACH) cut = space;
  while (cut > 0 && /\s/.test(text.charAt(cut - 1))) cut -= 1;
  return cut;
}

/** `text` as is when it fits in `maxLength`, else cut (see `cutPoint`) and ended with '…'. */
export function truncateText(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : text.slice(0, cutPoint(text, maxLength)) + ELLIPSIS;
}

/**
 * Highlighted pieces fitted to the contract: their text joined is `truncateText` of their text
 * joined, and there are at most `maxItems` of them (the last ones merged into one unmarked piece).
 */
export function fitSegments(segments: HighlightedText, maxLength: number, maxItems: number): HighlightedText {
  const whole = segments.map((segment) => segment.text).join('');
  let fitted: HighlightedText = segments.map((segment) => ({ ...segment }));
  if (whole.length > maxLength) {
    let remaining = cutPoint(whole, maxLength);
    fitted = [];
    for (const segment of segments) {
      if (remaining <= 0) break;
      fitted.push({ text: segment.text.slice(0, remaining), match: segment.match });
      remaining -= segment.text.length;
    }
    fitted.push({ text: ELLIPSIS, match: false });
  }
  if (fitted.length > maxItems) {
    const rest = fitted.splice(maxItems - 1).map((segment) => segment.text);
    fitted.push({ text: rest.join(''), match: false });
  }
  return mergeUnmarked(fitted);
}
