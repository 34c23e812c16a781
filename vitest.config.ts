import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defaultServerConditions } from 'vite';

// One id per `vitest` run: every database and stream a test makes starts with it (see kit/testing.ts),
// and the global teardown drops them all.
process.env.AGENCY_TEST_RUN ??= `t${randomBytes(3).toString('hex')}`;

// Without Vite's `module` condition: packages such as the AWS SDK list it before `node` in their exports and
// point it at ES files that Node itself cannot load (extensionless imports).
const serverConditions = ['source', ...defaultServerConditions.filter((condition) => condition !== 'module')];
const workspaceSources = {
  resolve: { conditions: serverConditions },
  ssr: { resolve: { conditions: serverConditions } },
};

// Backend files share their worker's modules (no backend test replaces a module): a worker loads the kit,
// the gateway and a service's code once for all the files it runs, and each file still starts its own
// databases, streams and services. The web project keeps isolation: its tests mock modules.
const backend = (name: string, include: string[], timeout = 30_000, maxConcurrency = 5) => ({
  ...workspaceSources,
  test: {
    name,
    include,
    environment: 'node',
    testTimeout: timeout,
    maxConcurrency,
    isolate: false,
    hookTimeout: 60_000,
    globalSetup: ['tests/support/global-setup.ts'],
  },
});

/** The projects whose files take longest, by far: started first, so that they are not the last to finish. */
const longestFirst = ['fuzz', 'faults'];

/** Vitest's order (projects by name, then its own rules), with the longest projects moved to the front. */
class LongestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longestFirst.indexOf(file.project.name);
      return index === -1 ? longestFirst.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, so every
    // file of every project ran one after another. Most files spend their time waiting on PostgreSQL,
    // NATS or the processes they start, so one worker more than the cores keeps both cores busy.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestProjectsFirst },
    projects: [
      backend('unit', ['services/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts']),
      backend('integration', ['services/*/test/**/*.int.test.ts', 'gateway/test/**/*.int.test.ts']),
      backend('contract', ['tests/contract/**/*.test.ts']),
      backend('faults', ['tests/faults/**/*.test.ts'], 120_000),
      backend('infra', ['tests/infra/**/*.test.ts']),
      // Generated requests against every contract (tests/fuzz/settings.ts says how many). Every
      // operation's test starts at once and waits for its service's turn, so services run side by side.
      backend('fuzz', ['tests/fuzz/**/*.fuzz.test.ts'], undefined, 1000),
      'web/vitest.config.ts',
    ],
  },
});
