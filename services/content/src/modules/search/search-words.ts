/**
 * The words of what a visitor typed. Only runs of letters and digits count: quotes, operators
 * (`& | ! ( ) : * -`), SQL and lone symbols only separate words, so nothing a visitor types can
 * become query syntax.
 */
const queryWordPattern = /[\p{L}\p{N}]+/gu;

/** A query of 200 characters has at most this many words worth looking for; the rest are ignored. */
const MAX_QUERY_WORDS = 8;

/** Printable ASCII: no accents to take off, and NFD leaves it as it is. */
const plainAscii = /^[ -~]*$/;

/**
 * Lower-cased, without accents: 'Café' and 'cafe' fold to the same word. The highlighter folds every
 * word of every result, so the common plain-ASCII word skips the Unicode normalisation.
 */
export function foldWord(word: string): string {
  if (plainAscii.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The distinct words of a query, lower-cased and in order (composed, so 'é' is one letter). */
export function queryTokens(query: string): string[] {
  const words = query.normalize('NFC').toLowerCase().match(queryWordPattern) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** The query's words folded, as the highlighter compares them. */
export function queryWords(query: string): string[] {
  return [...new Set(queryTokens(query).map(foldWord))];
}

/**
 * A PostgreSQL tsquery that finds documents holding every word of the query as a word or the start
 * of one (`chat` finds 'chatbot'), or null when the query has no words. Built only from the tokens
 * above, so it is always valid tsquery syntax.
 */
export function prefixTsQuery(query: string): string | null {
  const tokens = queryTokens(query);
  return tokens.length === 0 ? null : tokens.map((token) => `${token}:*`).join(' & ');
}
