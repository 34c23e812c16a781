// By path rather than as @agency/kit/testing: Vitest loads the global setup without the `source`
// condition, so the package name would lead to the kit's build output, which a fresh clone lacks.
import { dropTestResources } from '../../services/kit/src/testing.js';

/** Drops every database and stream this run created, whatever the outcome of the tests. */
export async function teardown(): Promise<void> {
  const run = process.env.AGENCY_TEST_RUN;
  if (run) await dropTestResources(run);
}
