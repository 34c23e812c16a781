/**
 * The back office as Chromium lays it out, on a phone (390 × 844) and on a desktop: what only a browser
 * shows. On a phone the header does not stay pinned over a quarter of the screen, no page is wider than
 * the screen, and a table whose columns do not fit scrolls inside its frame with a visible cue, every
 * column reachable. Toasts start under the header and keep an access code on one line; a row's heading
 * (a client's e-mail) is not upper-cased; a long unbroken name or e-mail wraps in the table, the page's
 * heading and a dialog; the image upload's chooser is styled; the payment diagnostic sends a visitor who
 * is not signed in to the sign-in. Each page is checked with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, signInAsTeam, teamToken, toast } from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CODE = /MB-[A-Z0-9]{6}/;

// A business name and an e-mail with no place to break: the longest the contract takes, near enough.
const longName = `Northernlightsbakeryandcoffeeroasters${'x'.repeat(100)}${run}`.slice(0, 160);
const longEmail = `${'averylongmailboxname'.repeat(2)}${run}@${'averylongdomainlabel'.repeat(3)}.example`;

let longClientId = '';

/** The client with the long name and e-mail, added the first time a test needs it. */
async function longClient(): Promise<string> {
  longClientId ||= await addClient(longName, longEmail);
  return longClientId;
}

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

/** Adds a client through the API, as the team: its id. */
async function addClient(businessName: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/onboarding/admin/clients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await teamToken()}` },
    body: JSON.stringify({ businessName, email, contactName: '', package: 'starter' }),
  });
  expect(response.status, `adding ${businessName}`).toBe(201);
  return ((await response.json()) as { client: { id: string } }).client.id;
}

/** Nothing reaches past the right edge of the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

/**
 * Every table shows all its columns: it fits its frame, or its frame scrolls sideways with the shadow cue
 * painted on it, and scrolled to the end, its last column is inside the frame.
 */
async function expectEveryColumnReachable(page: Page, where: string) {
  const tables = await page.locator('table').evaluateAll((all) =>
    all.map((table) => {
      const frame = table.parentElement!;
      const style = getComputedStyle(frame);
      const fits = frame.scrollWidth <= frame.clientWidth;
      frame.scrollLeft = frame.scrollWidth;
      const headings = table.querySelectorAll('thead th');
      const last = headings[headings.length - 1]!.getBoundingClientRect();
      const inside = last.right <= frame.getBoundingClientRect().right + 1;
      frame.scrollLeft = 0;
      return { fits, scrolls: style.overflowX === 'auto', cue: style.backgroundImage.includes('radial-gradient'), inside };
    }),
  );
  expect(tables.length, `${where} has a table`).toBeGreaterThan(0);
  for (const [index, table] of tables.entries()) {
    expect(table.fits || (table.scrolls && table.cue), `${where}: table ${index + 1} hides columns without a cue`).toBe(true);
    expect(table.inside, `${where}: table ${index + 1} cannot show its last column`).toBe(true);
  }
}

/** How much of the screen the header holds once the page has been scrolled down. */
async function pinnedHeaderHeight(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const pinned = await page
    .locator('header')
    .first()
    .evaluate((header) => Math.max(0, header.getBoundingClientRect().bottom));
  await page.evaluate(() => window.scrollTo(0, 0));
  return pinned;
}

test('the payment diagnostic sends a visitor who is not signed in to the team’s sign-in', async ({ page }) => {
  await page.goto('/payment-status');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the header scrolls away, and every back-office page fits the screen, its tables with every column', async ({ page }) => {
    const clientId = await longClient();
    await signInAsTeam(page);

    const header = page.locator('header').first();
    const headerHeight = (await header.boundingBox())!.height;
    expect(headerHeight, 'the header at the top of the page').toBeLessThanOrEqual(PHONE.height * 0.25);
    expect(await pinnedHeaderHeight(page), 'the header pinned once scrolled').toBeLessThanOrEqual(PHONE.height * 0.25);
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the dashboard');
    await expectAccessible(page, 'the dashboard on a phone');

    await page.goto(`/admin/clients`);
    await page.getByLabel('Search clients').fill(run);
    await expect(page.getByRole('row').filter({ hasText: longEmail })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the client list');
    await expectEveryColumnReachable(page, 'the client list');
    await expectAccessible(page, 'the client list on a phone');

    await page.goto(`/admin/clients/${clientId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(longName.slice(0, 20));
    await expectNoSidewaysScroll(page, 'a client with a long name');
    await expectEveryColumnReachable(page, 'the access codes');
    await expectAccessible(page, 'a client with a long name on a phone');

    await page.goto(`/admin/clients/${clientId}/messages`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(longName.slice(0, 20));
    await expectNoSidewaysScroll(page, 'the client’s messages');

    for (const [path, where] of [
      ['/admin/inquiries', 'the inquiries'],
      ['/admin/applications', 'the applications'],
      ['/admin/posts', 'the posts'],
      ['/payment-status', 'the payment diagnostic'],
      ['/admin/team', 'the Team screen'],
      ['/admin/activity', 'the Activity screen'],
      ['/admin/account', 'the Account page'],
      ['/admin/services', 'the Services list'],
      ['/admin/services/web-development', 'a service with its four tabs'],
      ['/admin/media', 'the Media library'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading|^Checking/)).toHaveCount(0, { timeout: 15_000 });
      await expectNoSidewaysScroll(page, where);
      if ((await page.locator('table').count()) > 0) await expectEveryColumnReachable(page, where);
    }

    await page.goto('/admin/posts/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Post' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the post editor');
  });

  test('a group of sections opens under the bar inside the screen, and its links work from the keyboard', async ({ page }) => {
    await signInAsTeam(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const website = nav.getByRole('button', { name: 'Website' });
    await website.focus();
    await page.keyboard.press('Enter');
    await expect(website).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await website.getAttribute('aria-controls')}`);
    const box = (await panel.boundingBox())!;
    expect(box.x, 'the panel starts inside the screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the panel ends inside the screen').toBeLessThanOrEqual(PHONE.width);
    await expectNoSidewaysScroll(page, 'the dashboard with a group open');
    await expectAccessible(page, 'the navigation with a group open on a phone');

    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Categories & Tags' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/services$/);
    await expect(panel).toBeHidden();
    await expect(website, 'the group of the open screen is marked').toHaveClass(/active/);
  });

  test('a toast starts under the header and keeps the new access code on one line', async ({ page }) => {
    await signInAsTeam(page);
    await page.goto('/admin/clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    await dialog.getByLabel('Business Name').fill(`Corner Store ${run}`);
    await dialog.getByLabel('Email').fill(`phone.${run}@cornerstore.ca`);
    await dialog.getByRole('button', { name: 'Create Client' }).click();

    const created = toast(page, 'Client created with access code:');
    await expect(created).toBeVisible();
    await expectToastClearOfHeader(page, created);
    const code = created.locator('span').filter({ hasText: CODE });
    expect(await code.evaluate((span) => span.getClientRects().length), 'the code on one line').toBe(1);
  });

  test('a long unbroken e-mail wraps inside the confirmation dialog', async ({ page }) => {
    const clientId = await longClient();
    await signInAsTeam(page);
    await page.goto(`/admin/clients/${clientId}`);
    await page.getByRole('button', { name: 'Issue new code' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Issue a new access code?' });
    await expect(dialog).toContainText(longEmail);
    const sizes = await dialog.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll, 'the dialog is wider than its frame').toBeLessThanOrEqual(sizes.client);
    const box = (await dialog.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'the confirmation with a long e-mail');
    await page.keyboard.press('Escape');
    // Focus is back on what opened it.
    await expect(page.getByRole('button', { name: 'Issue new code' })).toBeFocused();
  });
});

/** Once the toast has slid into place, its top is at or below the header's bottom. */
async function expectToastClearOfHeader(page: Page, shown: ReturnType<typeof toast>) {
  const headerBox = (await page.locator('header').first().boundingBox())!;
  await expect
    .poll(
      async () => {
        const settled = await page.evaluate(() =>
          document.getAnimations().every((animation) => animation.playState !== 'running'),
        );
        return settled ? (await shown.boundingBox())!.y : -1;
      },
      { message: 'the toast covers the header' },
    )
    .toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
}

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a toast leaves the header’s Sign Out uncovered, and the code on one line', async ({ page }) => {
    await signInAsTeam(page);
    await page.goto('/admin/clients');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Client' });
    await dialog.getByLabel('Business Name').fill(`Desk Store ${run}`);
    await dialog.getByLabel('Email').fill(`desk.${run}@cornerstore.ca`);
    await dialog.getByRole('button', { name: 'Create Client' }).click();

    const created = toast(page, 'Client created with access code:');
    await expect(created).toBeVisible();
    await expectToastClearOfHeader(page, created);
    const code = created.locator('span').filter({ hasText: CODE });
    expect(await code.evaluate((span) => span.getClientRects().length)).toBe(1);
    // Focus went back to Add Client when the dialog closed.
    await expect(page.getByRole('button', { name: 'Add Client' })).toBeFocused();
  });

  test('row headings keep the case of an e-mail; column headings are in capitals', async ({ page }) => {
    const email = `case.${run}@example.ca`;
    await addClient(`Case Studio ${run}`, email);
    await signInAsTeam(page);
    await page.goto('/payment-status');
    const row = page.getByRole('row').filter({ hasText: `Case Studio ${run}` });
    await expect(row).toBeVisible();
    const first = row.getByRole('rowheader');
    await expect(first).toContainText(email);
    // Shown as stored (lower case), not in the column headings' capitals.
    expect(await first.evaluate((cell) => getComputedStyle(cell).textTransform)).toBe('none');
    expect(await first.evaluate((cell) => (cell as HTMLElement).innerText)).toContain(email);
    expect(
      await page
        .getByRole('columnheader', { name: 'Client' })
        .first()
        .evaluate((cell) => getComputedStyle(cell).textTransform),
    ).toBe('uppercase');
  });

  test('a long unbroken name wraps in the client list, leaving its other columns in view', async ({ page }) => {
    await longClient();
    await signInAsTeam(page);
    await page.goto('/admin/clients');
    await page.getByLabel('Search clients').fill(longName.slice(0, 30));
    const row = page.getByRole('row').filter({ hasText: longEmail });
    await expect(row).toBeVisible();
    await expectNoSidewaysScroll(page, 'the client list');
    const frame = page.locator('table').locator('xpath=..');
    const sizes = await frame.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll, 'the long name stretches the table').toBeLessThanOrEqual(sizes.client);
  });

  test('the image upload’s chooser is drawn as the site’s outline button', async ({ page }) => {
    await signInAsTeam(page);
    await page.goto('/admin/posts/new');
    const upload = page.getByLabel('Or upload an image');
    await expect(upload).toBeVisible();
    const chooser = await upload.evaluate((input) => {
      const style = getComputedStyle(input, '::file-selector-button');
      return { radius: style.borderTopLeftRadius, border: style.borderTopColor, color: style.color };
    });
    expect(chooser).toEqual({ radius: '999px', border: 'rgb(20, 108, 67)', color: 'rgb(20, 108, 67)' });
    await expectAccessible(page, 'the post editor');
  });
});
