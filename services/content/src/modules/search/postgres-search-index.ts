import type { EntityManager } from '@mikro-orm/core';
import { execute, queryRows, type Orm } from '@agency/kit';
import { prefixTsQuery, queryWords } from './search-words.js';
import { checksumOf, normalizeDocument, type SearchDocument, type SearchType } from './search-document.js';
import type { SearchIndex } from './search-index.js';
import { highlightedResult, type SearchResult } from './search-result.js';

/** Rows per statement, so a full re-index is many short statements rather than one long one. */
const BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}

interface FoundRow {
  type: SearchType;
  title: string;
  description: string;
  url: string;
}

/**
 * The embedded default: the `search_documents` table in the service's own database, its `search_vector`
 * generated from title (weight A), description (B) and body (C) under a GIN index. Rows are a
 * projection written with plain upserts rather than entities: nothing else owns them, and the
 * vector is the database's to compute.
 */
export class PostgresSearchIndex implements SearchIndex {
  readonly backend = 'postgres';

  constructor(private readonly orm: Orm) {}

  async prepare(): Promise<void> {}

  async upsert(documents: readonly SearchDocument[], within?: EntityManager): Promise<void> {
    for (const batch of batches(documents)) {
      const rows = batch.map((document) => ({ ...normalizeDocument(document), checksum: checksumOf(document) }));
      const column = <Key extends keyof (typeof rows)[number]>(key: Key) => rows.map((row) => row[key]);
      await execute(
        within ?? this.orm,
        `INSERT INTO search_documents (id, type, title, description, body, url, checksum)
         SELECT * FROM unnest(:ids::text[], :types::text[], :titles::text[], :descriptions::text[], :bodies::text[],
           :urls::text[], :checksums::text[])
         ON CONFLICT (id) DO UPDATE SET type = excluded.type, title = excluded.title,
           description = excluded.description, body = excluded.body, url = excluded.url,
           checksum = excluded.checksum, indexed_at = now()
         WHERE search_documents.checksum <> excluded.checksum`,
        {
          ids: column('id'),
          types: column('type'),
          titles: column('title'),
          descriptions: column('description'),
          bodies: column('body'),
          urls: column('url'),
          checksums: column('checksum'),
        },
      );
    }
  }

  async remove(ids: readonly string[], within?: EntityManager): Promise<void> {
    for (const batch of batches(ids)) {
      await execute(within ?? this.orm, 'DELETE FROM search_documents WHERE id = ANY(:ids::text[])', { ids: batch });
    }
  }

  /**
   * `websearch_to_tsquery` reads the query the way a search box should (quotes, `or`, `-word`) and
   * never fails on syntax; the prefix query finds words being typed. Ranked by `ts_rank`, so a
   * match in the title (weight A) comes before one in the body (C). A hot read: rows, no entities.
   */
  async search(query: string, limit: number): Promise<SearchResult[]> {
    const prefixed = prefixTsQuery(query);
    if (prefixed === null) return [];
    const rows = await queryRows<FoundRow>(
      this.orm,
      `SELECT d.type, d.title, d.description, d.url
       FROM search_documents d,
            websearch_to_tsquery('english', :query) AS typed,
            to_tsquery('english', :prefixed) AS prefixed
       WHERE d.search_vector @@ (typed || prefixed)
       ORDER BY ts_rank(d.search_vector, typed || prefixed) DESC, d.title, d.id
       LIMIT :limit`,
      { query, prefixed, limit },
    );
    const words = queryWords(query);
    return rows.map((row) => highlightedResult(row, words));
  }

  async checksums(within?: EntityManager): Promise<Map<string, string>> {
    const rows = await queryRows<{ id: string; checksum: string }>(
      within ?? this.orm,
      'SELECT id, checksum FROM search_documents',
    );
    return new Map(rows.map((row) => [row.id, row.checksum]));
  }

  async close(): Promise<void> {}
}
