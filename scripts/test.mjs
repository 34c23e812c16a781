// `npm test`: everything, from a fresh clone. Installs what is missing, builds, runs every vitest project (unit,
// integration, contract, faults, infra, fuzz, web), then the browser tests with, beside them, the typecheck, the web's
// size budget, the format and lint checks (lint includes the cross-service import rule), the dependency check (knip),
// the contract-drift check and the contract lint; prints each step's wall and CPU time, and ends with one line:
// `tests: N passed, N failed, N skipped`.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { countCpuFromNow, ranSteps, step, stepTable } from './lib/steps.mjs';
import { ensureDebianPackage, ensureDependencies, repoRoot } from './lib/setup.mjs';

const runStarted = Date.now();
ensureDependencies();
// The browser tests run on Chromium's headless shell, the build Playwright itself uses for headless runs: the same
// Blink without the full browser's windowing, a third less CPU for the same tests.
ensureDebianPackage('/usr/lib/chromium/chromium-headless-shell', 'chromium-headless-shell');
ensureDebianPackage('/usr/bin/docker-compose', 'docker-compose');
const { ensureNats, ensurePostgres, startTestPostgres } = await import('./lib/infra.mjs');

const results = path.join(repoRoot, '.data/test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

// A PostgreSQL of the run's own unless POSTGRES_URL names one: runs side by side then share nothing but NATS
// (where each run has its own streams).
const postgres = process.env.POSTGRES_URL ? await ensurePostgres(console.log) : await startTestPostgres(console.log);
const nats = await ensureNats(console.log);
const env = {
  ...process.env,
  POSTGRES_URL: postgres.url,
  TEST_DATABASE_URL: postgres.url,
  NATS_URL: nats.url,
  TEST_NATS_URL: nats.url,
  // The fault tests start the services from the build below instead of compiling their sources in each process.
  AGENCY_TEST_FROM_BUILD: '1',
};

const options = { cwd: repoRoot, env };
countCpuFromNow();
const beside = (name, command, args) => step(name, command, args, { ...options, buffered: true });
// The build first: the vitest projects read the contracts' built entry points and the browser tests serve the web
// build. Then the vitest projects, which keep both cores busy by themselves (run beside the browser tests, the two
// took nearly as long in all and pushed the fault tests past their bounds). The browser step leaves about a tenth of
// the machine idle (Chromium and the platform, measured from /proc/stat: the CPU column of the step table counts
// neither), so the checks that read or compile the source run beside it, in one lane.
const built = await step('build', 'npm', ['run', '--silent', 'build'], options);
const vitestFile = path.join(results, 'vitest.json');
await step(
  'vitest (unit, integration, contract, faults, infra, fuzz, web)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
  options,
);
const playwrightFile = path.join(results, 'playwright.json');
await Promise.all([
  built
    ? (async () => {
        env.PLAYWRIGHT_JSON_OUTPUT_NAME = playwrightFile;
        await step(
          'browser tests (Playwright, Chromium)',
          'npx',
          ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
          options,
        );
      })()
    : undefined,
  (async () => {
    await beside('typecheck', 'npm', ['run', '--silent', 'typecheck']);
    const size = 'first-route JavaScript of every public page ≤ 90 KB gzip';
    if (built) await beside(size, 'npm', ['run', '--silent', 'size', '-w', 'web']);
    await beside('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
    await beside('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
    await beside('declared, used and allowed imports (knip)', 'npm', ['run', '--silent', 'check:dependencies']);
    await beside('generated API types match the contracts', 'npm', ['run', '--silent', 'check:api-drift']);
    await beside('contracts pass the security lint (Spectral, OWASP)', 'npm', ['run', '--silent', 'lint:contracts']);
  })(),
]);

await postgres.stop();
await nats.stop();

function counts(file, read) {
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0, skipped: 0, missing: true };
  }
}
const vitest = counts(vitestFile, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
const browser = counts(playwrightFile, (r) => ({
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  skipped: r.stats.skipped,
}));
/** Each failed test as `file › title: first line of its error`, so the run's last lines name what failed. */
function failures() {
  const firstLine = (text) =>
    stripVTControlCharacters(String(text ?? ''))
      .split('\n')
      .find((line) => line.trim()) ?? '';
  const found = [];
  const fromVitest = counts(vitestFile, (r) => r);
  for (const file of fromVitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        found.push(
          `${path.relative(repoRoot, file.name)} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
        );
      }
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) {
      found.push(`${path.relative(repoRoot, file.name)}: ${firstLine(file.message)}`);
    }
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        found.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of counts(playwrightFile, (r) => r).suites ?? []) walk(suite);
  return found;
}

const failedTests = failures();
const passed = vitest.passed + browser.passed;
const failed = vitest.failed + browser.failed;
const skipped = vitest.skipped + browser.skipped;

console.log('');
console.log(`vitest: ${vitest.passed} passed, ${vitest.failed} failed${vitest.missing ? ' (no report)' : ''}`);
console.log(`playwright: ${browser.passed} passed, ${browser.failed} failed${browser.missing ? ' (no report)' : ''}`);
if (failedTests.length) console.log(`failed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
// What the platform logged during the browser tests (warnings and errors), last lines first to hand when one failed.
if (browser.failed > 0) {
  try {
    const logged = readFileSync(path.join(results, 'platform.log'), 'utf8').trimEnd().split('\n').slice(-60);
    console.log(`the platform's last log lines (.data/test-results/platform.log):\n${logged.join('\n')}`);
  } catch {
    // no log: the platform did not start
  }
}
console.log(stepTable((Date.now() - runStarted) / 1000));
const failedSteps = ranSteps.filter((s) => !s.passed).map((s) => s.name);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 || vitest.missing || browser.missing ? 1 : 0);
