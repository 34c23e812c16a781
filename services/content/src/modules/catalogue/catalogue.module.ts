import { notFound } from '@agency/kit';
import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import { findActiveService } from './catalogue.reads.js';

/** The agency's services with their features, case studies, testimonials and pricing tiers (read through the short read cache). */
export const catalogueModule = (cache: ReadCache) =>
  contentContract.module({
    name: 'catalogue',
    setup: ({ orm }) => ({
      operations: contentContract.operations({
        getService: {
          handler: async (request) => {
            const { slug } = request.params;
            const service = await cache.read(`service:${slug}`, () => findActiveService(orm, slug));
            if (!service) throw notFound('CONTENT_SERVICE_NOT_FOUND', 'No such service.');
            return { status: 200, body: service };
          },
        },
      }),
    }),
  });
