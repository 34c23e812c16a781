import { contentContract } from '../../contract.js';
import { notBuiltYet } from '../unbuilt/unbuilt.js';

/** The agency's services with their features, case studies, testimonials and pricing tiers. */
export const catalogueModule = contentContract.module({
  name: 'catalogue',
  setup: () => ({ operations: contentContract.operations({ getService: { handler: notBuiltYet } }) }),
});
