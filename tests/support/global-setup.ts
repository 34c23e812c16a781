import { dropTestResources } from '@agency/kit/testing';

/** Drops every database and stream this run created, whatever the outcome of the tests. */
export async function teardown(): Promise<void> {
  const run = process.env.AGENCY_TEST_RUN;
  if (run) await dropTestResources(run);
}
