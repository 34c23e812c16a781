/**
 * The record of who did what, in Chromium against the running platform: the team adds a client, and the
 * Activity screen shows it with the person's name and role, linked to the client's page, filtered by kind of
 * record; the client's page shows the same entry in its history. Each state is checked with axe, and the
 * screen on a phone keeps to the screen's width.
 */
import { expect, test, type Page } from '@playwright/test';
import { baseURL, expectAccessible, signInAsTeam, teamToken } from './support.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);

/** Each test adds a client of its own (an e-mail has one client), named after the run and the test. */
async function addClient(business: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/onboarding/admin/clients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await teamToken()}` },
    body: JSON.stringify({
      businessName: business,
      email: `owner.${business.toLowerCase().replace(/\W+/g, '.')}@activitybakery.ca`,
      contactName: '',
      package: 'starter',
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { client: { id: string } }).client.id;
}

/** The Activity screen's row about this run's client, once the record has it (it arrives through the stream). */
async function clientRow(page: Page, business: string) {
  const row = page.getByRole('row').filter({ hasText: business });
  await expect(async () => {
    await page.reload();
    await expect(row.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return row.first();
}

test('the Activity screen and a client’s history show who added the client', async ({ page }) => {
  const business = `Activity Bakery ${run}`;
  const clientId = await addClient(business);
  await signInAsTeam(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('button', { name: 'Agency' }).click();
  await nav.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();

  const row = await clientRow(page, business);
  await expect(row).toContainText('Invited a client with an access code');
  await expect(row).toContainText('(Admin)');
  await expect(row.getByRole('link', { name: `Client: ${business}` })).toHaveAttribute('href', `/admin/clients/${clientId}`);
  await expectAccessible(page, 'the Activity screen');

  await page.getByLabel('Kind of record').selectOption('post');
  await expect(page.getByRole('row').filter({ hasText: business })).toHaveCount(0);
  await page.getByLabel('Kind of record').selectOption('client');
  await expect(page.getByRole('row').filter({ hasText: business }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  await page.goto(`/admin/clients/${clientId}`);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText('Invited a client with an access code');
  await expectAccessible(page, 'a client’s history');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Activity screen keeps to the screen’s width', async ({ page }) => {
    const business = `Activity Phone Bakery ${run}`;
    await addClient(business);
    await signInAsTeam(page);
    await page.goto('/admin/activity');
    await clientRow(page, business);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the Activity screen is wider than the screen').toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the Activity screen on a phone');
  });
});
