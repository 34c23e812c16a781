import { describe, expect, it } from 'vitest';
import { indexChanges } from './reindex.js';
import { checksumOf, type SearchDocument } from './search-document.js';

const page = (path: string, title: string): SearchDocument => ({
  id: `page:${path}`,
  type: 'page',
  title,
  description: '',
  body: '',
  url: path,
});

describe('indexChanges', () => {
  const about = page('/about', 'About Us');
  const blog = page('/blog', 'Blog');

  it('writes everything into an empty index', () => {
    expect(indexChanges([about, blog], new Map())).toEqual({ changed: [about, blog], stale: [] });
  });

  it('writes nothing when the index holds every document as it is', () => {
    const indexed = new Map([about, blog].map((document) => [document.id, checksumOf(document)]));
    expect(indexChanges([about, blog], indexed)).toEqual({ changed: [], stale: [] });
  });

  it('rewrites a changed document and removes one that is gone', () => {
    const indexed = new Map([
      [about.id, checksumOf(page('/about', 'About'))],
      [blog.id, checksumOf(blog)],
      ['post:1d7e9a52-4c1f-4d8e-9a51-2b8e6f0c3a10', 'old'],
    ]);
    expect(indexChanges([about, blog], indexed)).toEqual({
      changed: [about],
      stale: ['post:1d7e9a52-4c1f-4d8e-9a51-2b8e6f0c3a10'],
    });
  });
});
