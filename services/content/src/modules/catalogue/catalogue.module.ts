import { notFound } from '@agency/kit';
import { contentContract } from '../../contract.js';
import { findActiveService } from './catalogue.reads.js';

/** The agency's services with their features, case studies, testimonials and pricing tiers. */
export const catalogueModule = contentContract.module({
  name: 'catalogue',
  setup: ({ orm }) => ({
    operations: contentContract.operations({
      getService: {
        handler: async (request) => {
          const service = await findActiveService(orm, request.params.slug);
          if (!service) throw notFound('CONTENT_SERVICE_NOT_FOUND', 'No such service.');
          return { status: 200, body: service };
        },
      },
    }),
  }),
});
