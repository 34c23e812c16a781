/**
 * The back office as Chromium lays it out, on a phone (390 × 844) and on a desktop: what only a browser
 * shows. On a phone the header does not stay pinned over a quarter of the screen, no page is wider than
 * the screen, and a table whose columns do not fit scrolls inside its frame with a visible cue, every
 * column reachable. Toasts start under the header and keep an access code on one line; a row's heading
 * (a client's e-mail) is not upper-cased; a long unbroken name or e-mail wraps in the table, the page's
 * heading and a dialog; the image upload's chooser is styled; the payment diagnostic sends a visitor who
 * is not signed in to the sign-in. On a laptop (1366) the sections and the account keep one row; on a phone
 * they are behind a Menu button, the client list's figures leave room for the list on the first screen,
 * and the media table keeps its rows' height, scrolling sideways in its frame. Each page is checked with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL, dismissWelcomePopupForever, expectAccessible, signInAsTeam, teamToken, toast } from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const LAPTOP = { width: 1366, height: 768 };
const CODE = /MB-[A-Z0-9]{6}/;
// An 8 × 6 PNG.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQztmAFTEMpAQA3xU9UcOCGmMAAAAASUVORK5CYII=',
  'base64',
);

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
    await page.getByRole('button', { name: 'Menu' }).click();
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
    // Following the link closed the menu. Once the screen has come (a menu opened while it loads belongs to the
    // screen being left, and closes when it is gone), the menu open again marks the group of the open screen.
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(website, 'the group of the open screen is marked').toHaveClass(/active/);
  });

  test('the sections are behind a Menu button that works from the keyboard', async ({ page }) => {
    await signInAsTeam(page);
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();
    // The logo, Menu and Sign Out on one row.
    const rows = await Promise.all(
      [header.getByRole('link', { name: 'Maple Builders' }), menu, header.getByRole('button', { name: 'Sign Out' })].map(
        async (item) => (await item.boundingBox())!,
      ),
    );
    for (const box of rows) expect(Math.abs(box.y + box.height / 2 - (rows[0]!.y + rows[0]!.height / 2))).toBeLessThanOrEqual(4);
    expect((await header.boundingBox())!.height, 'the closed header is one row').toBeLessThanOrEqual(80);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the dashboard with the menu open');
    await expectAccessible(page, 'the back office’s menu open on a phone');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeHidden();

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Clients' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/clients$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the client list’s figures take two compact rows, and the list starts on the first screen', async ({ page }) => {
    await longClient();
    await signInAsTeam(page);
    await page.goto('/admin/clients');
    const figures = page.getByRole('region', { name: 'Client summary' }).getByRole('paragraph');
    await expect(figures).toHaveCount(4);
    const tops = await figures.evaluateAll((all) => all.map((figure) => Math.round(figure.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'the four figures in two rows').toBe(2);
    const firstRow = page.getByRole('table').getByRole('row').nth(1);
    await expect(firstRow).toBeVisible();
    const box = (await firstRow.boundingBox())!;
    expect(box.y, 'the list’s first client on the first screen').toBeLessThan(PHONE.height);
    await expectNoSidewaysScroll(page, 'the client list');
  });

  test('the media table keeps its rows’ height, scrolling sideways in its labelled frame', async ({ page }) => {
    const token = await teamToken();
    for (const name of ['storefront-window-display-spring-collection.png', 'team-photo-at-the-annual-summer-barbecue.png']) {
      const form = new FormData();
      form.append('file', new Blob([tinyPng], { type: 'image/png' }), name);
      const response = await fetch(`${baseURL()}/api/content/admin/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(201);
    }
    await signInAsTeam(page);
    await page.setViewportSize(LAPTOP);
    await page.goto('/admin/media');
    const frame = page.getByRole('group', { name: 'Stored images' });
    const table = frame.getByRole('table');
    await expect(table.getByRole('row').nth(2)).toBeVisible();
    const rowHeights = () => table.getByRole('row').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    const onLaptop = await rowHeights();

    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(PHONE.width);
    const onPhone = await rowHeights();
    expect(onPhone.length).toBe(onLaptop.length);
    for (const [index, height] of onPhone.entries())
      expect(height, `row ${index + 1} on a phone`).toBeLessThanOrEqual(onLaptop[index]! * 1.25 + 1);
    await expectNoSidewaysScroll(page, 'the media library');
    await expectEveryColumnReachable(page, 'the media library');
    // The frame takes the keyboard's focus, so its columns can be scrolled to.
    await frame.focus();
    await expect(frame).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectAccessible(page, 'the media library on a phone');
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

test.describe('on a laptop', () => {
  test.use({ viewport: LAPTOP });

  test('the sections and the account keep one row, with no Menu button', async ({ page }) => {
    await signInAsTeam(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const entries = nav.locator(':scope > ul > li');
    await expect(entries).toHaveCount(7);
    const middles = await entries.evaluateAll((all) =>
      all.map((entry) => {
        const box = entry.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    const signOut = (await header.getByRole('button', { name: 'Sign Out' }).boundingBox())!;
    middles.push(Math.round(signOut.y + signOut.height / 2));
    expect(Math.max(...middles) - Math.min(...middles), 'the sections and Sign Out on one row').toBeLessThanOrEqual(4);
    expect((await header.boundingBox())!.height, 'a one-row header').toBeLessThanOrEqual(80);
    await expectNoSidewaysScroll(page, 'the dashboard on a laptop');
  });
});

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
