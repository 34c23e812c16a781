import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { browserZone } from './zone.js';

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, which `npm test` installs), the build Playwright
 * itself runs headless tests on: the same Blink as the browser without its windowing, and a third less CPU for the
 * same tests. The full browser stands in where only it is installed; CHROMIUM_PATH names another.
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');

/** The browser test files that take longest, by far (team invitations, roles and sign-ins). */
const longestFiles = ['team.spec.ts'];

// The whole platform is started once for the run by global-setup.ts (its own databases, streams,
// ports and mail catcher), so these tests can run beside `npm start` and beside each other.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Files go to the workers in the projects' order, each project's files by name. The longest file goes first:
  // by name it would come last, and run alone while the other worker has nothing left to take.
  projects: [
    { name: 'longest', testMatch: longestFiles },
    { name: 'chromium', testIgnore: longestFiles },
  ],
  outputDir: '../../.data/test-results/playwright',
  globalSetup: './global-setup.ts',
  // Two files at a time, each file's tests in order: most of a browser test is waiting on the platform (a
  // scheduled post going live, a socket, an e-mail), so two workers finish sooner on two cores.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Bounds for a machine busy with another run beside this one (runs may overlap): a passing
  // test waits only for its condition, so a higher bound costs nothing until something is really wrong.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'en-CA',
    timezoneId: browserZone,
    // No trace by default: recording one snapshots the DOM around every action of every test, passing or not, for
    // a file only a local run can open. To study a failure: `--trace retain-on-failure` (or `on`) on the command line.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
