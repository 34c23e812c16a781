import { contentContract } from '../../contract.js';
import { notBuiltYet } from '../unbuilt/unbuilt.js';

/** The partners of the home page's logo marquee. */
export const partnersModule = contentContract.module({
  name: 'partners',
  setup: () => ({ operations: contentContract.operations({ listPartners: { handler: notBuiltYet } }) }),
});
