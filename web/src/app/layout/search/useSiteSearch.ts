import { useEffect, useState } from 'react';
import type { components } from '@agency/contracts/openapi/content';
import { useDebouncedValue } from '../../../shared/lib/useDebouncedValue';

export type SearchResult = components['schemas']['SearchResult'];

/**
 * The spec's search rules: 2 characters at least (the contract's `q` minLength), 300 ms after the last
 * keystroke. Up to 5 results is the contract's default and maximum `limit`, so it is not sent.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

interface Answer {
  term: string;
  results: SearchResult[];
  failed: boolean;
}

export interface SiteSearch {
  results: SearchResult[];
  /** A search for the current text is on its way. */
  searching: boolean;
  /** The search answered, with nothing. A failed search is neither: it is silent. */
  noResults: boolean;
}

/**
 * Searches the site for what the visitor typed, once they pause. Plain fetches with the content
 * client, loaded on the first search, and no query library: this runs in the header of every page's
 * first route.
 */
export function useSiteSearch(text: string): SiteSearch {
  const typed = text.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    if (term.length < SEARCH_MIN_LENGTH) return;
    const controller = new AbortController();
    // The client loads with the first search, not with every page's first route.
    import('../../../shared/api/clients')
      .then(({ contentApi }) => contentApi.GET('/search', { params: { query: { q: term } }, signal: controller.signal }))
      .then(
        ({ data }) => setAnswer({ term, results: data?.results ?? [], failed: !data }),
        () => {
          if (!controller.signal.aborted) setAnswer({ term, results: [], failed: true });
        },
      );
    return () => controller.abort();
  }, [term]);

  // Text shorter than the minimum shows nothing, even while an older search is still answering.
  if (typed.length < SEARCH_MIN_LENGTH || term.length < SEARCH_MIN_LENGTH)
    return { results: [], searching: false, noResults: false };
  const current = answer?.term === term ? answer : undefined;
  if (!current) return { results: [], searching: true, noResults: false };
  return { results: current.results, searching: false, noResults: !current.failed && current.results.length === 0 };
}
