import type { Orm, BackgroundWorker } from '@agency/kit';
import type { FastifyBaseLogger } from 'fastify';
import { checksumOf, type SearchDocument } from './search-document.js';
import type { SearchIndex } from './search-index.js';
import { siteDocuments } from './search-sources.js';
import { lockSearchIndex } from './transaction-sql.js';

export interface IndexChanges {
  /** Documents the index lacks or holds in another version. */
  changed: SearchDocument[];
  /** Ids the index holds that are no longer on the site. */
  stale: string[];
}

/** What to write so that an index holding `indexed` (id → checksum) holds exactly `documents`. */
export function indexChanges(documents: readonly SearchDocument[], indexed: ReadonlyMap<string, string>): IndexChanges {
  const wanted = new Set(documents.map((document) => document.id));
  return {
    changed: documents.filter((document) => indexed.get(document.id) !== checksumOf(document)),
    stale: [...indexed.keys()].filter((id) => !wanted.has(id)),
  };
}

/**
 * Brings the index in line with the site: an empty one gets everything, an out-of-date one (written
 * while the service was down, or by an older version of the pages) what differs, an up-to-date one
 * nothing but one read of its checksums. Under the index lock, so a post changed meanwhile is written
 * after it by the consumer, from the newer state.
 */
export async function reindexSite(orm: Orm, index: SearchIndex): Promise<IndexChanges> {
  await index.prepare();
  return orm.em.fork().transactional(async (em) => {
    await lockSearchIndex(em);
    const changes = indexChanges(await siteDocuments(em), await index.checksums(em));
    await index.upsert(changes.changed, em);
    await index.remove(changes.stale, em);
    return changes;
  });
}

/** Longest pause between attempts while the index (say, Meilisearch) cannot be reached at start-up. */
const MAX_RETRY_MS = 60_000;

/**
 * Re-indexes once at start-up, when `contentLoaded` settles (the demo content a new install gets is
 * in place by then), retrying with growing pauses until it succeeds, then calls `indexed`; closes the
 * index at the end.
 */
export function startupReindex(
  orm: Orm,
  index: SearchIndex,
  log: FastifyBaseLogger,
  contentLoaded: Promise<unknown>,
  indexed: () => void = () => {},
): BackgroundWorker {
  let stopped = false;
  let running: Promise<void> | undefined;
  let signalStop: () => void = () => {};
  const stopping = new Promise<void>((resolve) => (signalStop = resolve));
  const pause = (ms: number) => {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))), stopping]).finally(() =>
      clearTimeout(timer),
    );
  };

  async function run(): Promise<void> {
    await Promise.race([contentLoaded.catch(() => undefined), stopping]);
    for (let attempt = 0; !stopped; attempt += 1) {
      try {
        const { changed, stale } = await reindexSite(orm, index);
        indexed();
        log.info({ backend: index.backend, indexed: changed.length, removed: stale.length }, 'search index up to date');
        return;
      } catch (error) {
        if (stopped) return;
        const retryInMs = Math.min(1000 * 2 ** attempt, MAX_RETRY_MS);
        log.warn({ err: error, backend: index.backend, retryInMs }, 'search index could not be brought up to date; will retry');
        await pause(retryInMs);
      }
    }
  }

  return {
    start: () => {
      running = run();
    },
    stop: async () => {
      stopped = true;
      signalStop();
      await index.close();
      await running;
    },
  };
}
