// `npm test`: everything, from a fresh clone. Installs what is missing, then runs format and lint
// checks (lint includes the cross-service import rule), the typecheck, the dependency check (knip),
// the contract-drift check, the contract lint, the build and the web's size budget, every vitest project (unit, integration,
// contract, faults, infra, fuzz, web) and the browser tests, and ends with one line: `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureDebianPackage, ensureDependencies, repoRoot } from './lib/setup.mjs';

ensureDependencies();
ensureDebianPackage('/usr/bin/chromium', 'chromium');
ensureDebianPackage('/usr/bin/docker-compose', 'docker-compose');
const { ensureNats, ensurePostgres } = await import('./lib/infra.mjs');

const results = path.join(repoRoot, '.data/test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const postgres = await ensurePostgres(console.log);
const nats = await ensureNats(console.log);
const env = {
  ...process.env,
  POSTGRES_URL: postgres.url,
  TEST_DATABASE_URL: postgres.url,
  NATS_URL: nats.url,
  TEST_NATS_URL: nats.url,
};

const failedSteps = [];
function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit', env });
  console.log(`${status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) failedSteps.push(name);
  return status === 0;
}

step('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
step('declared, used and allowed imports (knip)', 'npm', ['run', '--silent', 'check:dependencies']);
step('generated API types match the contracts', 'npm', ['run', '--silent', 'check:api-drift']);
step('contracts pass the security lint (Spectral, OWASP)', 'npm', ['run', '--silent', 'lint:contracts']);
const built = step('build', 'npm', ['run', '--silent', 'build']);
if (built) step('first-route JavaScript of every public page ≤ 100 KB gzip', 'npm', ['run', '--silent', 'size', '-w', 'web']);
const vitestFile = path.join(results, 'vitest.json');
step('vitest (unit, integration, contract, faults, infra, fuzz, web)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestFile}`,
]);
const playwrightFile = path.join(results, 'playwright.json');
if (built) {
  env.PLAYWRIGHT_JSON_OUTPUT_NAME = playwrightFile;
  step('browser tests (Playwright, Chromium)', 'npx', [
    'playwright',
    'test',
    '--config',
    'tests/e2e/playwright.config.ts',
    '--reporter=list,json',
  ]);
}

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
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length > 0 || failed > 0 || vitest.missing || browser.missing ? 1 : 0);
