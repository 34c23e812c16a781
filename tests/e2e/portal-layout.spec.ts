/**
 * The client's dashboard as Chromium lays it out, on a laptop (1366 × 768) and on a phone (390 × 844): the
 * header offers a signed-in client its portal and one Sign Out, each on one line, and no Get Started; the
 * dashboard's tabs keep one row on a phone; Your Team follows the team's assignments without a reload;
 * deleting a file asks first and the upload's progress is in the site's colours; the chat says when it is
 * offline and keeps a message it could not send, with Retry. Each state is checked with axe.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eAdmin } from './global-setup.js';
import { apiCall, baseURL, dismissWelcomePopupForever, expectAccessible, onboardedClient, teamToken } from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const password = 'Client-password-1!';
const client = { businessName: `Birch Studio ${run}`, contactName: 'Noor Haddad', email: `noor.${run}@birchstudio.ca` };
let clientId = '';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d4948445200000001000000010806000000', 'hex'),
  Buffer.alloc(64, 0),
]);

test.beforeAll(async () => {
  clientId = await onboardedClient(client, password);
});

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

async function signInAsClient(page: Page) {
  await page.goto('/onboarding');
  const form = page.getByRole('form', { name: 'Email & Password' });
  await form.getByLabel('Email', { exact: true }).fill(client.email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${client.contactName}!` })).toBeVisible();
}

/** How many lines an element's words take on screen (its text, not its icons). */
const lines = (locator: Locator) =>
  locator.evaluate((element) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.add(Math.round(rect.top / 4));
    }
    return tops.size;
  });

test('on a laptop the header offers a signed-in client its portal and one Sign Out, each on one line, and no Get Started', async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await signInAsClient(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Client Portal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Get Started/ })).toHaveCount(0);
  for (const name of ['About', 'Blog', 'Client Portal', 'Account']) {
    expect(await lines(nav.getByRole('link', { name, exact: true })), `${name} on one line`).toBe(1);
  }

  // Elsewhere on the site, the header's Sign Out is the one.
  await nav.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  const signOut = page.getByRole('button', { name: 'Sign Out' });
  await expect(signOut).toHaveCount(1);
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  expect(await lines(signOut), 'Sign Out on one line').toBe(1);
  await expect(page.getByRole('link', { name: /^Get Started/ })).toHaveCount(0);
  await expectAccessible(page, 'the about page, signed in as a client');
});

test('Your Team follows the team’s assignment without a reload', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signInAsClient(page);
  const team = page.getByRole('region', { name: 'Your Team' });
  await expect(team).toContainText('Project Manager');
  await expect(team).not.toContainText(e2eAdmin.name);
  // The Messages tab's socket is subscribed once its status line is idle and the send box shows.
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  const token = await teamToken();
  const teammates = (await (await apiCall('/api/onboarding/admin/clients/teammates', token, undefined, 'GET')).json()) as {
    items: { id: string; name: string }[];
  };
  const morgan = teammates.items.find((teammate) => teammate.name === e2eAdmin.name)!;
  const assigned = await apiCall(
    `/api/onboarding/admin/clients/${clientId}/team`,
    token,
    { projectManagerId: morgan.id, leadDeveloperId: null },
    'PATCH',
  );
  expect(assigned.status).toBe(200);
  await expect(team.getByText(e2eAdmin.name)).toBeVisible();

  const unassigned = await apiCall(
    `/api/onboarding/admin/clients/${clientId}/team`,
    token,
    { projectManagerId: null, leadDeveloperId: null },
    'PATCH',
  );
  expect(unassigned.status).toBe(200);
  await expect(team.getByText(e2eAdmin.name)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the dashboard’s tabs keep one row and the page its width', async ({ page }) => {
    await signInAsClient(page);
    const tabs = page.getByRole('tablist', { name: 'Your project' }).getByRole('tab');
    await expect(tabs).toHaveCount(3);
    const tops = await tabs.evaluateAll((all) => all.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    expect(new Set(tops).size, 'the tabs on one row').toBe(1);
    for (const tab of await tabs.all()) expect(await lines(tab), 'each tab’s label on one line').toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The arrow keys still move between them.
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Invoices' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'the dashboard’s tabs on a phone');
  });

  test('an upload’s progress is in the site’s colours, and deleting a file asks first', async ({ page }) => {
    await signInAsClient(page);
    await page.getByRole('tab', { name: 'Files', exact: true }).click();
    const files = page.getByRole('region', { name: 'Files', exact: true });
    await expect(files.getByText(/ used$/)).toBeVisible();

    // The upload is held on its way, so its progress can be looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/messaging/client/files', async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    });
    const chooser = page.waitForEvent('filechooser');
    await files.getByRole('button', { name: 'Choose files', exact: true }).click();
    await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    const progress = files.getByRole('progressbar', { name: 'Uploading logo.png' });
    await expect(progress).toBeVisible();
    const colours = await progress.evaluate((element) => ({
      track: getComputedStyle(element).backgroundColor,
      done: getComputedStyle(element.firstElementChild!).backgroundColor,
    }));
    // --brand-50 and --brand-700, not the browser's blue.
    expect(colours).toEqual({ track: 'rgb(238, 248, 242)', done: 'rgb(20, 108, 67)' });
    release();

    const logo = files.getByRole('listitem').filter({ hasText: 'logo.png' });
    const remove = logo.getByRole('button', { name: 'Delete logo.png', exact: true });
    await remove.click();
    const question = page.getByRole('alertdialog', { name: 'Delete logo.png?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Keep the file' })).toBeFocused();
    await expectAccessible(page, 'the question before deleting a file');
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(logo).toBeVisible();

    await remove.click();
    await question.getByRole('button', { name: 'Delete file' }).click();
    await expect(logo).toHaveCount(0);
  });

  test('the chat says when it is offline and keeps a message it could not send, with Retry', async ({ page, context }) => {
    await signInAsClient(page);
    const box = page.getByRole('textbox', { name: 'Message' });
    await expect(box).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /offline|Reconnecting/ });
    await expect(status).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await box.fill(`Are we still on for Friday? ${run}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Not sent.')).toBeVisible();
    await expect(box).toHaveValue(`Are we still on for Friday? ${run}`);
    await expectAccessible(page, 'the chat offline, with a message not sent');

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('log').getByText(`Are we still on for Friday? ${run}`)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(page.getByText('Not sent.')).toHaveCount(0);
    // Back online, the socket reconnects (after its back-off) and the line goes.
    await expect(status).toHaveCount(0, { timeout: 30_000 });
  });
});
