import { WakeableLoop, type BackgroundWorker } from '@agency/kit';
import { messagingContract } from '../../contract.js';
import { scanUnread } from './nudges.service.js';

/**
 * The unread nudge: every replica looks every UNREAD_NUDGE_SCAN_MS for messages one side has left unread for
 * UNREAD_NUDGE_AFTER_MS and records `messaging.unread.nudged.v1` (notifications e-mails that side), at most
 * once per thread and side per UNREAD_NUDGE_REPEAT_MS. Replicas scanning together nudge once: see nudgeThread.
 */
export const nudgesModule = messagingContract.module({
  name: 'nudges',
  setup: ({ orm, relay, config, log }) => {
    const rules = { afterMs: config.UNREAD_NUDGE_AFTER_MS, repeatMs: config.UNREAD_NUDGE_REPEAT_MS };
    const loop = new WakeableLoop(
      async () => {
        const nudged = await scanUnread(orm, rules);
        if (nudged > 0) {
          relay.wake();
          log.info({ nudged }, 'nudged about unread messages');
        }
      },
      {
        pollMs: config.UNREAD_NUDGE_SCAN_MS,
        backoffMs: () => config.UNREAD_NUDGE_SCAN_MS,
        onError: (error) => log.warn({ err: error }, 'could not look for unread messages to nudge about; will retry'),
      },
    );
    const scanner: BackgroundWorker = { start: () => loop.wake(), stop: () => loop.stop() };
    return { workers: [scanner] };
  },
});
