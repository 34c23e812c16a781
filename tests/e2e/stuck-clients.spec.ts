/**
 * Nobody left stuck, in Chromium against the running platform: a client added days ago (its step's time set
 * back in onboarding's database, as no screen can) is marked in the team's list with its step and days, the
 * list filters to it, one click sends it a reminder, whose e-mail carries its code and whose entry is in the
 * client's history; a second click the same day is refused. Each state is checked with axe, also on a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { databaseName } from '@agency/contracts/registry';
import {
  baseURL,
  dismissWelcomePopupForever,
  expectAccessible,
  mailMatching,
  signInAsTeam,
  teamToken,
  today,
  toast,
} from './support.js';

test.use({ baseURL: baseURL() });
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
// A word only this run's clients have, so the list's search narrows to them whatever runs beside.
const word = `lingerwick${run}`;

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

async function addClient(businessName: string, email: string): Promise<{ id: string; code: string }> {
  const response = await fetch(`${baseURL()}/api/onboarding/admin/clients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await teamToken()}` },
    body: JSON.stringify({ businessName, email, contactName: 'Wren Hollis', package: 'growth' }),
  });
  expect(response.status, `adding ${businessName}`).toBe(201);
  const created = (await response.json()) as { client: { id: string }; accessCode: { code: string } };
  return { id: created.client.id, code: created.accessCode.code };
}

/** Moves the client's arrival at its step `hours` back, in this run's onboarding database. */
async function waitedFor(clientId: string, hours: number): Promise<void> {
  const url = new URL(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${databaseName('onboarding', process.env.E2E_NAMESPACE)}`;
  const db = new pg.Client({ connectionString: url.href });
  await db.connect();
  try {
    const updated = await db.query(
      'UPDATE onboarding_clients SET step_reached_at = now() - make_interval(hours => $2) WHERE id = $1',
      [clientId, hours],
    );
    expect(updated.rowCount).toBe(1);
  } finally {
    await db.end();
  }
}

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search clients').fill(text);
}

test('a client waiting for days is marked, filtered to and reminded once a day, and the reminder is on its record', async ({
  page,
}) => {
  const startedAt = new Date();
  const waiting = { business: `Lingering Bakery ${word}`, email: `wren.${run}@lingering.example` };
  const fresh = { business: `Fresh Bakery ${word}`, email: `fern.${run}@fresh.example` };
  const client = await addClient(waiting.business, waiting.email);
  await addClient(fresh.business, fresh.email);
  await waitedFor(client.id, 5 * 24 + 2);

  await signInAsTeam(page);
  await page.goto('/admin/clients');
  await searchFor(page, word);
  const row = page.getByRole('row').filter({ hasText: waiting.business });
  await expect(row).toContainText('Waiting at Registration · 5 days');
  await expect(page.getByRole('row').filter({ hasText: fresh.business })).not.toContainText('Waiting at');
  await expectAccessible(page, 'the client list with a client waiting too long');

  await page.getByLabel('Filter clients').selectOption({ label: 'Waiting Too Long' });
  await expect(page.getByRole('row').filter({ hasText: fresh.business })).toHaveCount(0);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Send reminder to ${waiting.business}`, exact: true }).click();
  await expect(toast(page, `Reminder sent to ${waiting.business}.`)).toBeVisible();
  await expect(row).toContainText(new RegExp(`Reminder sent (${today(startedAt).source})`));
  await expectAccessible(page, 'a client reminded');

  const [mail] = await mailMatching(
    (sent) => sent.to.includes(waiting.email) && sent.subject === 'Your Maple Builders access code is waiting for you',
  );
  expect(mail!.text).toContain(`Access code: ${client.code}`);
  expect(mail!.text).toContain(`/onboarding/register?code=${client.code}`);

  await row.getByRole('button', { name: `Send reminder to ${waiting.business}`, exact: true }).click();
  await expect(toast(page, `${waiting.business} was already sent a reminder today.`)).toBeVisible();

  await row.getByRole('link', { name: waiting.business, exact: true }).click();
  const history = page.getByRole('region', { name: 'History' });
  await expect(
    history.getByRole('listitem').filter({ hasText: 'Sent the client a reminder of its onboarding step' }),
  ).toContainText('(Admin)');
  await expectAccessible(page, 'a client’s history with its reminder');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the waiting mark and Send reminder fit the screen', async ({ page }) => {
    const phone = { business: `Phone Bakery ${word}`, email: `ivy.${run}@phone.example` };
    const client = await addClient(phone.business, phone.email);
    await waitedFor(client.id, 4 * 24);
    await signInAsTeam(page);
    await page.goto('/admin/clients');
    await searchFor(page, phone.business);
    const row = page.getByRole('row').filter({ hasText: phone.business });
    await expect(row).toContainText('Waiting at Registration · 4 days');
    const send = row.getByRole('button', { name: `Send reminder to ${phone.business}`, exact: true });
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, `Reminder sent to ${phone.business}.`)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'the client list on a phone');
  });
});
