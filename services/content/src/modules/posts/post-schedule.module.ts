import { WakeableLoop, type BackgroundWorker } from '@agency/kit';
import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import { publishDuePosts } from './post-schedule.service.js';

/**
 * The scheduled publishing job: every replica looks every SCHEDULE_SCAN_MS for posts whose time has come and
 * publishes them (once across replicas: see publishDuePosts). The schedule lives in the posts table, so a
 * restart loses nothing. Search and the SSR cache follow the published event; this replica's read cache is
 * cleared at once.
 */
export const postScheduleModule = (cache: ReadCache) =>
  contentContract.module({
    name: 'post-schedule',
    setup: ({ orm, relay, config, log }) => {
      const loop = new WakeableLoop(
        async () => {
          const published = await publishDuePosts(orm);
          if (published > 0) {
            cache.clear();
            relay.wake();
            log.info({ published }, 'published scheduled posts');
          }
        },
        {
          pollMs: config.SCHEDULE_SCAN_MS,
          backoffMs: () => config.SCHEDULE_SCAN_MS,
          onError: (error) => log.warn({ err: error }, 'could not publish scheduled posts; will retry'),
        },
      );
      const scanner: BackgroundWorker = { start: () => loop.wake(), stop: () => loop.stop() };
      return { workers: [scanner] };
    },
  });
