import { Agent } from 'undici';
import { Meilisearch, type EnqueuedTaskPromise, type Index } from 'meilisearch';
import type { HighlightedText } from './highlight.js';
import { segmentsFromMarkers } from './highlight.js';
import { checksumOf, MATCH_END, MATCH_START, normalizeDocument, type SearchDocument } from './search-document.js';
import { SearchUnavailableError, type SearchIndex } from './search-index.js';
import { searchResult, type SearchResult } from './search-result.js';

/** The spec's limits for the search service: a connection, a search (read), an indexing task (write). */
export const meiliTimeouts = { connectMs: 1_000, readMs: 2_000, writeMs: 30_000 } as const;

export interface MeilisearchSettings {
  url: string;
  apiKey?: string | undefined;
  /** `pages`, the index the spec names; tests give each run its own. */
  indexUid: string;
}

/** A document as Meilisearch keeps it: its ids allow only letters, digits, `-` and `_`, so `key` encodes ours. */
interface MeiliDocument extends SearchDocument {
  key: string;
  checksum: string;
}

const keyOf = (id: string) => Buffer.from(id, 'utf8').toString('base64url');

/** What a search shows: the body is matched but never sent back. */
const shownAttributes = ['id', 'type', 'title', 'description', 'url', 'checksum'];

/** Documents read per request when listing the index's checksums. */
const PAGE = 1000;

async function settled(task: EnqueuedTaskPromise, what: string, tolerated?: string): Promise<void> {
  const done = await task.waitTask();
  if (done.status === 'succeeded' || (tolerated && done.error?.code === tolerated)) return;
  throw new Error(`Meilisearch could not ${what}: ${done.error?.code ?? done.status} ${done.error?.message ?? ''}`.trim());
}

/**
 * The Meilisearch backend (`MEILI_URL`, `MEILI_KEY`), on the `meilisearch` client. Its timeouts:
 * - connect 1 s: an undici `Agent` with `connect.timeout`, given to the client's `fetch` as its
 *   dispatcher (the client has no connect timeout of its own);
 * - read 2 s and write 30 s: the client's `timeout`, which aborts a request through an AbortSignal;
 *   it is one number per client, so searches and document listings go through a reading client
 *   (2 s), and index changes, with the wait for their task, through a writing client (30 s).
 * Matches come back between private-use marks that are turned into the contract's pieces; the
 * engine's text is never passed on as HTML.
 */
export class MeilisearchIndex implements SearchIndex {
  readonly backend = 'meilisearch';
  private readonly agent = new Agent({ connect: { timeout: meiliTimeouts.connectMs } });
  private readonly writerClient: Meilisearch;
  private readonly reader: Index<MeiliDocument>;
  private readonly writer: Index<MeiliDocument>;

  constructor(private readonly settings: MeilisearchSettings) {
    // Node's fetch takes an undici dispatcher; its RequestInit names the dispatcher type of the undici
    // bundled with Node, which the package's own type does not match to the letter.
    const requestInit = { dispatcher: this.agent } as unknown as RequestInit;
    const client = (timeout: number) =>
      new Meilisearch({
        host: settings.url,
        apiKey: settings.apiKey,
        timeout,
        requestInit,
        defaultWaitOptions: { timeout: meiliTimeouts.writeMs, interval: 20 },
      });
    this.writerClient = client(meiliTimeouts.writeMs);
    this.reader = client(meiliTimeouts.readMs).index<MeiliDocument>(settings.indexUid);
    this.writer = this.writerClient.index<MeiliDocument>(settings.indexUid);
  }

  async prepare(): Promise<void> {
    await settled(
      this.writerClient.createIndex(this.settings.indexUid, { primaryKey: 'key' }),
      'create the index',
      'index_already_exists',
    );
    await settled(
      this.writer.updateSettings({
        searchableAttributes: ['title', 'description', 'body'],
        displayedAttributes: shownAttributes,
      }),
      'update the index settings',
    );
  }

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const indexed = documents.map((document) => ({
      key: keyOf(document.id),
      ...normalizeDocument(document),
      checksum: checksumOf(document),
    }));
    await settled(this.writer.addDocuments(indexed, { primaryKey: 'key' }), 'index documents');
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await settled(this.writer.deleteDocuments(ids.map(keyOf)), 'remove documents');
  }

  /** Every word must match, as in the PostgreSQL backend; the last one may be the start of a word. */
  async search(query: string, limit: number): Promise<SearchResult[]> {
    try {
      const found = await this.reader.search(query, {
        limit,
        matchingStrategy: 'all',
        attributesToRetrieve: ['type', 'title', 'description', 'url'],
        attributesToHighlight: ['title', 'description'],
        highlightPreTag: MATCH_START,
        highlightPostTag: MATCH_END,
      });
      return found.hits.map((hit) =>
        searchResult(hit, {
          title: this.segments(hit._formatted?.title, hit.title),
          description: this.segments(hit._formatted?.description, hit.description),
        }),
      );
    } catch (error) {
      throw new SearchUnavailableError(error);
    }
  }

  private segments(marked: string | undefined, plain: string): HighlightedText {
    return segmentsFromMarkers(marked ?? plain, MATCH_START, MATCH_END);
  }

  async checksums(): Promise<Map<string, string>> {
    const checksums = new Map<string, string>();
    for (let offset = 0; ; offset += PAGE) {
      const page = await this.reader.getDocuments({ fields: ['id', 'checksum'], limit: PAGE, offset });
      for (const document of page.results) checksums.set(document.id, document.checksum);
      if (page.results.length < PAGE) return checksums;
    }
  }

  /** Aborts requests still under way (a start-up re-index waiting on an unreachable server) and closes connections. */
  async close(): Promise<void> {
    await this.agent.destroy();
  }
}
