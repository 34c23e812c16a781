import type { SearchResult } from '@agency/contracts/openapi/content';
import * as schemas from '@agency/contracts/openapi/content.schemas';
import { highlightSegments, type HighlightedText } from './highlight.js';
import type { SearchDocument } from './search-document.js';
import { fitSegments, truncateText } from './truncate.js';

export type { SearchResult };

type Shown = Pick<SearchDocument, 'type' | 'title' | 'description' | 'url'>;

const limits = schemas.SearchResult.properties;
const maxPieces = schemas.HighlightedText.maxItems;

/** A found document as the contract shows it, its texts and their highlights fitted to the contract's limits. */
export function searchResult(
  document: Shown,
  highlighted: { title: HighlightedText; description: HighlightedText },
): SearchResult {
  return {
    title: truncateText(document.title, limits.title.maxLength),
    description: truncateText(document.description, limits.description.maxLength),
    url: document.url.startsWith('/') ? document.url : '/',
    type: document.type,
    highlightedTitle: fitSegments(highlighted.title, limits.title.maxLength, maxPieces),
    highlightedDescription: fitSegments(highlighted.description, limits.description.maxLength, maxPieces),
  };
}

/** A found document with the query's words marked by the one highlighter. */
export function highlightedResult(document: Shown, words: readonly string[]): SearchResult {
  return searchResult(document, {
    title: highlightSegments(document.title, words),
    description: highlightSegments(document.description, words),
  });
}
