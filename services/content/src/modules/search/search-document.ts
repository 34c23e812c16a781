import { createHash } from 'node:crypto';
import type { SearchType } from '@agency/contracts/openapi/content';
import * as schemas from '@agency/contracts/openapi/content.schemas';
import { truncateText } from './truncate.js';

export type { SearchType };

/** One thing the site search can find: a published post, a service page or a static page. */
export interface SearchDocument {
  /** `post:<uuid>`, `service:<slug>` or `page:<path>`: stable, so a change replaces the entry. */
  id: string;
  type: SearchType;
  title: string;
  description: string;
  /** The page's words, matched but never shown. */
  body: string;
  /** A path on the site. */
  url: string;
}

export const searchDocumentId = {
  post: (postId: string) => `post:${postId}`,
  service: (slug: string) => `service:${slug}`,
  page: (path: string) => `page:${path}`,
};

/** Marks the search engine puts around matches: private-use characters, removed from what is indexed. */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';

/** A body longer than this is indexed by its beginning: a page's first 100k characters say what it is about. */
const MAX_BODY_LENGTH = 100_000;

const resultLimits = schemas.SearchResult.properties;
const withoutMarks = (text: string) => text.replace(/[\uE000\uE001]/g, '');

/**
 * A document as it is indexed: no match marks in its text, a title that fits the contract, at most
 * `MAX_BODY_LENGTH` of body, and `/` as the address of one that has none.
 */
export function normalizeDocument(document: SearchDocument): SearchDocument {
  return {
    id: document.id,
    type: document.type,
    title: truncateText(withoutMarks(document.title).trim(), resultLimits.title.maxLength),
    description: withoutMarks(document.description).trim(),
    body: withoutMarks(document.body).slice(0, MAX_BODY_LENGTH),
    url: document.url.startsWith('/') ? document.url : '/',
  };
}

/** A fingerprint of what a document shows and matches, so a full re-index rewrites only what changed. */
export function checksumOf(document: SearchDocument): string {
  const { type, title, description, body, url } = normalizeDocument(document);
  return createHash('sha256')
    .update(JSON.stringify([type, title, description, body, url]))
    .digest('base64url');
}
