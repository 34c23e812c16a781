/**
 * The back office's Services section in Chromium against the whole running platform: an admin adds a case study
 * with a cover and a two-image gallery and finds it on the public portfolio; moves a feature with the keyboard
 * and finds the new order on the service page; every screen and tab passes axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { pngOf } from '../../services/content/test/fixtures/images.js';
import { baseURL, dismissWelcomePopupForever, expectAccessible, signInAsTeam, toast } from './support.js';

test.use({ baseURL: baseURL() });

const run = Date.now().toString(36);
const studyTitle = `A bakery's ordering site ${run}`;
const client = `Juniper Bakery ${run}`;

test.beforeEach(async ({ page }) => {
  await dismissWelcomePopupForever(page);
});

async function openWebDevelopment(page: Page) {
  await signInAsTeam(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('button', { name: 'Website' }).click();
  await nav.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expectAccessible(page, 'the Services list');
  await page.getByRole('link', { name: 'Manage Web Development' }).click();
  await expect(page).toHaveURL(/\/admin\/services\/web-development$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('an admin adds a case study with a cover and a two-image gallery, and the portfolio shows it', async ({ page }) => {
  await openWebDevelopment(page);
  await page.getByRole('tab', { name: 'Case Studies' }).click();
  await expect(page.getByRole('group', { name: 'Case studies, newest first' })).toBeVisible();
  await expectAccessible(page, 'the Case Studies tab');

  await page.getByRole('button', { name: 'Add Case Study' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Case Study' });
  await dialog.getByLabel('Title', { exact: true }).fill(studyTitle);
  await dialog.getByLabel('Description', { exact: true }).fill('Orders moved online before the holidays.');
  await dialog
    .getByLabel('Or upload a cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngOf(64, 40) });
  await expect(dialog.getByLabel('Cover image address')).toHaveValue(/^\/api\/content\/media\/.+\.png$/);
  await dialog.getByLabel('Client name').fill(client);
  await dialog.getByLabel('Industry').fill('Food and drink');
  await dialog.getByLabel('Live site (optional)').fill('https://juniper.example');
  await dialog.getByLabel('The challenge').fill('Every order came by phone.');
  await dialog.getByLabel('Our solution').fill('An online menu with pickup times.');
  await dialog.getByLabel('Result 1 name').fill('online_orders');
  await dialog.getByLabel('Result 1 value').fill('+240%');
  const gallery = dialog.getByLabel('Add an image to the gallery');
  await gallery.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: pngOf(48, 32) });
  await expect(dialog.getByRole('img', { name: 'Gallery image 1' })).toBeVisible();
  await gallery.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: pngOf(50, 30) });
  await expect(dialog.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
  await expectAccessible(page, 'the Add Case Study dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Saved ${studyTitle}`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Case studies, newest first' }).getByText(studyTitle)).toBeVisible();

  await page.goto('/services/web-development/portfolio');
  await expect(page.getByRole('heading', { name: studyTitle })).toBeVisible();
  await expect(page.getByText(client).first()).toBeVisible();
  await expect(page.getByRole('img', { name: `The ${client} website, view 1` })).toBeVisible();
  await expect(page.getByRole('img', { name: `The ${client} website, view 2` })).toBeVisible();
});

test('an admin moves a feature down with the keyboard, and the service page shows the new order', async ({ page }) => {
  await openWebDevelopment(page);
  const table = page.getByRole('group', { name: 'Features, in the order the service page shows them' });
  await expect(table).toBeVisible();
  await expectAccessible(page, 'the Features tab');
  const titles = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
  await expect.poll(async () => (await titles()).length).toBeGreaterThan(1);
  const [first, second] = await titles();

  const down = table.getByRole('button', { name: `Move ${first} down`, exact: true });
  await expect(down).toBeEnabled();
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${first} moved to position 2 of` })).toBeAttached();
  await expect.poll(async () => (await titles()).slice(0, 2)).toEqual([second, first]);

  // The service's own title and description, in a dialog.
  await page.getByRole('button', { name: 'Edit Title and Description' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the Service' });
  await expect(dialog.getByLabel('Title')).not.toHaveValue('');
  await expectAccessible(page, 'the Edit the Service dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // The other tabs, for axe: each shows its list.
  for (const [tab, list] of [
    ['Testimonials', 'Testimonials, newest first'],
    ['Pricing', 'Pricing tiers, cheapest first'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.getByRole('group', { name: list }).or(page.getByText(/has no .* yet/))).toBeVisible();
    await expectAccessible(page, `the ${tab} tab`);
  }

  await page.goto('/services/web-development');
  const features = page.getByRole('region', { name: 'Features' }).getByRole('heading', { level: 3 });
  await expect.poll(async () => (await features.allTextContents()).slice(0, 2)).toEqual([second, first]);
});
