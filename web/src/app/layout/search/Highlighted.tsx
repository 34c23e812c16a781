import { Fragment } from 'react';
import type { SearchResult } from './useSiteSearch';

type Pieces = SearchResult['highlightedTitle'];

/**
 * Text from the search index, its matched pieces in <mark>. Every piece is a React text node, so
 * markup in the index shows as the characters it is made of.
 */
export function Highlighted({ pieces, fallback }: { pieces: Pieces; fallback: string }) {
  if (pieces.length === 0) return fallback;
  return pieces.map((piece, index) =>
    piece.match ? <mark key={index}>{piece.text}</mark> : <Fragment key={index}>{piece.text}</Fragment>,
  );
}
