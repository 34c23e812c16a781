import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { e2eAdmin } from './global-setup.js';
import { browserZone } from './zone.js';

export const baseURL = () => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is set by global-setup.ts');
  return url;
};

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  messageId?: string;
  headers?: Record<string, unknown>;
}

/** The e-mails the platform has sent, read from the test run's mail catcher. */
export async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(process.env.E2E_MAIL_URL!);
  return (await response.json()) as CaughtMail[];
}

export async function mailMatching(predicate: (mail: CaughtMail) => boolean): Promise<CaughtMail[]> {
  let matching: CaughtMail[] = [];
  await expect
    .poll(
      async () => {
        matching = (await caughtMail()).filter(predicate);
        return matching.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return matching;
}

/** Skips the 5-second welcome popup on pages where it would get in the way. */
export async function dismissWelcomePopupForever(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenWebsitePopup', 'true'));
}

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** "Nov 21, 2026" for a date, in the browser's (test) time zone. */
export const shortDate = (date: Date, timeZone = browserZone) =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });

/**
 * Today as the screens show it, as a pattern that also accepts yesterday when the test started before
 * midnight in the browser's zone: what was submitted a minute ago may carry either date.
 */
export const today = (startedAt = new Date(Date.now() - 10 * 60_000)) => {
  const dates = new Set([shortDate(startedAt), shortDate(new Date())]);
  return new RegExp([...dates].join('|')); // letters, digits, commas and spaces: nothing to escape
};

/**
 * Holds every request to `url` until `release()` is called, so that a busy state ("Submitting...") can be
 * seen for as long as the test needs, then lets them through.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Runs axe over the page as it is now (open dialogs, menus and error states included) and fails
 * with each violation's rule, summary and elements.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  // Half-faded toasts and dialogs would be judged on the colours of one frame of their transition. An endless
  // animation (the partners' marquee, a spinner) never ends, so it is not waited for: it moves, it does not fade.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
      null,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // A transition that starts between that wait and the analysis (a toast timing out and fading away)
  // would be judged mid-fade too, so transitions jump to their end while axe reads the colours; so do the
  // animations still running (a carousel that turned meanwhile), which end where they were going.
  const settled = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  });
  let violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
  try {
    // axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a new blank
    // page: the same rules over the same page, as the screens have no frames, in one page instead of two.
    // Only violations are wanted: axe then keeps one example of each passing or inapplicable rule, not every node.
    ({ violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze());
  } finally {
    await settled.evaluate((style) => (style as Element).remove()).catch(() => undefined);
  }
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe violations on ${state}`).toEqual([]);
}

/**
 * Waits until React has taken over the element of `locator`: a server-rendered page shows at once but
 * answers clicks and runs its timers only once hydrated.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true);
}

/** Signs in on /admin/login as the test run's team member and waits for the dashboard. */
export async function signInAsTeam(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Password').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The back office's own layout has taken over from the sign-in's once the dashboard shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

/** A team access token, for the fixtures the API sets up faster than the screens would. */
export async function teamToken(): Promise<string> {
  const response = await fetch(`${baseURL()}/api/identity/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A call to the API with a bearer token, and a JSON body when one is given. */
export async function apiCall(path: string, token: string, body?: unknown, method = 'POST') {
  return fetch(`${baseURL()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A client invited by the team (with a phone when one is given, the Growth package) and registered with its
 * access code through the API, not paid yet: its id and its access token.
 */
export async function registerInvitedClient(
  client: { businessName: string; contactName: string; email: string; phone?: string },
  password: string,
): Promise<{ id: string; token: string }> {
  const created = await apiCall('/api/onboarding/admin/clients', await teamToken(), { ...client, package: 'growth' });
  expect(created.status).toBe(201);
  const { client: record, accessCode } = (await created.json()) as { client: { id: string }; accessCode: { code: string } };
  let token = '';
  // Identity learns of the access code from onboarding's event: registering waits for it.
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseURL()}/api/identity/auth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ accessCode: accessCode.code, email: client.email, password }),
        });
        if (response.ok) token = ((await response.json()) as { accessToken: string }).accessToken;
        return token !== '';
      },
      { timeout: 15_000, intervals: [250, 500, 1_000] },
    )
    .toBe(true);
  return { id: record.id, token };
}

/** The onboarding steps after the payment, through the API (demo mode): the contract sent and signed, the video watched. */
export async function finishOnboarding(token: string): Promise<void> {
  expect((await apiCall('/api/onboarding/client/contract/sending', token)).ok).toBe(true);
  expect((await apiCall('/api/onboarding/client/contract/demo-signature', token)).ok).toBe(true);
  expect((await apiCall('/api/onboarding/client/video-watched', token)).ok).toBe(true);
}

/**
 * A client invited by the team (with a phone when one is given), registered with its access code and taken
 * through every onboarding step through the API (demo mode): its id and its access token.
 */
export async function onboardClient(
  client: { businessName: string; contactName: string; email: string; phone?: string },
  password: string,
): Promise<{ id: string; token: string }> {
  const { id, token } = await registerInvitedClient(client, password);
  expect((await apiCall('/api/onboarding/client/demo-payment', token, { package: 'growth' })).status).toBe(200);
  await finishOnboarding(token);
  return { id, token };
}

/** A client through onboarding (onboardClient) once messaging knows it from onboarding's events: its id. */
export async function onboardedClient(
  client: { businessName: string; contactName: string; email: string },
  password: string,
): Promise<string> {
  const { id, token } = await onboardClient(client, password);
  await expect
    .poll(async () => (await apiCall('/api/messaging/client/messages', token, undefined, 'GET')).status, { timeout: 15_000 })
    .toBe(200);
  return id;
}
