import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import { postOperations } from './posts.routes.js';

/** Blog posts: visitors read the published ones, the team writes, publishes and deletes them. */
export const postsModule = (cache: ReadCache) =>
  contentContract.module({
    name: 'posts',
    setup: ({ orm, relay, config }) => ({ operations: postOperations({ orm, relay }, cache, config.IMAGE_HOSTS) }),
  });
