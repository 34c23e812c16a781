/** The app shell, page metadata, the welcome popup and the not-found page, in Chromium. */
import { expect, test, type Locator } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, signInAsTeam, waitForHydration } from './support.js';

test.use({ baseURL: baseURL() });

test('every page has the banner, navigation and footer', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Student Opportunity' })).toHaveAttribute('href', '/workshop');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Get Started' })).toBeVisible();
  await expectAccessible(page, 'the about page');

  // The page is served rendered; its menu opens once the page has hydrated.
  await waitForHydration(nav.getByRole('button', { name: 'Services' }));
  await nav.getByRole('button', { name: 'Services' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(6);
  await expectAccessible(page, 'the open services menu');
  await menu.getByRole('menuitem', { name: 'Web Development' }).click();
  await expect(page).toHaveURL(/\/services\/web-development$/);
  await expectAccessible(page, 'a service page');

  const footer = page.getByRole('contentinfo');
  // The year of the browser's own clock, which the footer shows.
  await expect(footer).toContainText(`© ${await page.evaluate(() => new Date().getFullYear())}`);
  await expect(footer.getByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/onboarding');
});

/** The middle of each item's box, and how many lines its words take. */
const placed = (items: Locator) =>
  items.evaluateAll((all) =>
    all.map((item) => {
      const box = item.getBoundingClientRect();
      // The lines of its text, not of its icons.
      const tops = new Set<number>();
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
      }
      return { middle: box.top + box.height / 2, lines: tops.size };
    }),
  );

test('on a laptop the header keeps one row, each link and button on one line, for a visitor and for the team', async ({
  page,
}) => {
  await dismissWelcomePopupForever(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const visitor = await placed(
    nav.locator('a, button').filter({ hasText: /^(About|Blog|Services|Sign In|Sign Up|Get Started)$/ }),
  );
  expect(visitor).toHaveLength(6);
  for (const item of visitor) {
    expect(item.lines).toBe(1);
    expect(Math.abs(item.middle - visitor[0]!.middle)).toBeLessThanOrEqual(4);
  }

  // Signed in, the team is offered its back office and one Sign Out, not Get Started, on the same row.
  await signInAsTeam(page);
  await page.goto('/about');
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Get Started/ })).toHaveCount(0);
  const team = await placed(nav.locator('a, button').filter({ hasText: /^(About|Admin Dashboard|Sign Out)$/ }));
  expect(team).toHaveLength(3);
  for (const item of team) {
    expect(item.lines).toBe(1);
    expect(Math.abs(item.middle - team[0]!.middle)).toBeLessThanOrEqual(4);
  }
  await expectAccessible(page, 'the about page, signed in as the team');
});

test('the skip link stays out of sight, its shadow too, until it is focused', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.goto('/about');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await waitForHydration(page.getByRole('banner'));
  const look = () =>
    skip.evaluate((link) => ({
      top: link.getBoundingClientRect().top,
      bottom: link.getBoundingClientRect().bottom,
      shadow: getComputedStyle(link).boxShadow,
    }));
  const unfocused = await look();
  expect(unfocused.bottom).toBeLessThanOrEqual(0);
  expect(unfocused.shadow).toBe('none');

  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  const focused = await look();
  expect(focused.top).toBeGreaterThanOrEqual(0);
  expect(focused.shadow).not.toBe('none');
  await expectAccessible(page, 'the focused skip link');
});

test('the mobile menu opens and closes', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page, 'the open mobile menu');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('pages carry title, description, canonical link, Open Graph and JSON-LD', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.goto('/');
  await expect(page).toHaveTitle(/Maple Builders/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL()}/`);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Maple Builders/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_CA');
  const homeLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(homeLd).toContain('LocalBusiness');
  expect(homeLd).toContain('Edmonton');

  await page.goto('/about');
  await expect(page).toHaveTitle(/ \| Maple Builders$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL()}/about`);
  const aboutLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(' ');
  expect(aboutLd).toContain('BreadcrumbList');
  expect(aboutLd).not.toContain('LocalBusiness');

  // Every public page shares a 1200×630 PNG preview (never an SVG), served from the site.
  for (const path of ['/', '/about', '/blog', '/free-website', '/services/chatbot']) {
    await page.goto(path);
    const image = page.locator('meta[property="og:image"]');
    await expect(image).toHaveAttribute('content', `${baseURL()}/og-default.png`);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
    await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  }
  const png = await page.request.get('/og-default.png');
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the welcome popup shows once per browser, 5 seconds after load', async ({ page }) => {
  // The browser's clock is the test's. It flows while the page loads (its lazy parts wait on it), then stands
  // still. The page notes (on that clock) when the popup's five-second timer starts, so the test counts from there
  // however long the page took to load.
  await page.clock.install();
  await page.addInitScript(() => {
    const setTimer = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      const page = window as unknown as { welcomeTimerAt?: number };
      if (delay === 5_000) page.welcomeTimerAt ??= Date.now();
      return setTimer(handler, delay, ...rest);
    }) as typeof window.setTimeout;
  });
  // The popup's code loads when its time comes: while the clock stands still, that request is what tells.
  const popupRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/WelcomePopup-[^/]*\.js$/.test(new URL(request.url()).pathname)) popupRequests.push(request.url());
  });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Get Your Free Website' });
  await waitForHydration(page.getByRole('banner'));
  const timerStarted = () => page.evaluate(() => (window as { welcomeTimerAt?: number }).welcomeTimerAt ?? null);
  await expect.poll(timerStarted, { message: 'the home page starts the popup’s timer' }).not.toBeNull();
  const timerAt = (await timerStarted())!;
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 250);
  const elapsed = (await page.evaluate(() => Date.now())) - timerAt;
  expect(elapsed, 'the clock stops before the popup is due').toBeLessThan(4_900);
  await page.clock.runFor(4_900 - elapsed);
  // A pause only to show that nothing happens: an early popup would have asked for its code by now.
  await page.waitForTimeout(300);
  await expect(popup).toBeHidden();
  expect(popupRequests).toEqual([]);
  await page.clock.runFor(100);
  await page.clock.resume();
  await expect(popup).toBeVisible();
  await expectAccessible(page, 'the welcome popup');
  await popup.getByRole('button', { name: 'Maybe later' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('hasSeenWebsitePopup'))).not.toBeNull();
  await page.reload();
  await waitForHydration(page.getByRole('banner'));
  await page.clock.runFor(60_000);
  await expect(popup).toBeHidden();
});

test('unknown paths land on the not-found page', async ({ page }) => {
  await dismissWelcomePopupForever(page);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page, 'the not-found page');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(`${baseURL()}/`);
});
